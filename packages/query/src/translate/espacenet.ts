import type { QueryNode, TermNode } from '../ast';
import { print } from '../printer';
import { type Span, span } from '../span';
import { joinBoolean } from '../tree';
import {
  type BinaryOp,
  finish,
  lexVendor,
  phraseOf,
  type Tok,
  type Translation,
  VendorParser,
  valueInFields,
  wordTerm,
} from './front';
import {
  approxField,
  comparisonNode,
  exactField,
  type FieldMapping,
  mapTruncation,
  noField,
  normaliseDate,
  rangeNode,
  readable,
} from './values';

/**
 * Espacenet smart search (CQL): `and`, `or`, `not` in any case, read strictly left to right with no precedence;
 * terms side by side are joined with AND; `index=value`, `index all "a b"`, `index any "a b"`,
 * `pd within "2005 2010"`, `pd>=2005`; proximity `prox/distance<n`, `prox/distance<=n`, `prox/ordered`,
 * `prox/unit=sentence|paragraph`; truncation `*` (any number of characters), `?` (zero or one), `#` (exactly one).
 */
export const FIELDS: Readonly<Record<string, FieldMapping>> = {
  ti: exactField(['TI'], 'Title.'),
  ab: exactField(['AB'], 'Abstract.'),
  ta: exactField(['TA'], 'Title or abstract.'),
  cl: exactField(['CL'], 'Claims.'),
  claims: exactField(['CL'], 'Claims.'),
  desc: exactField(['DSC'], 'Description.'),
  ftxt: exactField(['FT'], 'Full text.'),
  txt: exactField(['TA', 'PA', 'INV'], 'Title, abstract, applicant or inventor.'),
  pa: exactField(['PA'], 'Applicant.'),
  in: exactField(['INV'], 'Inventor.'),
  ia: exactField(['PA', 'INV'], 'Applicant or inventor.'),
  pn: exactField(['PN'], 'Publication number.'),
  ap: exactField(['AP'], 'Application number.'),
  an: exactField(['AP'], 'Application number.'),
  pr: exactField(['PR'], 'Priority number.'),
  num: exactField(['PN', 'AP', 'PR'], 'Publication, application or priority number.'),
  pd: exactField(['PD'], 'Publication date.'),
  ipc: exactField(['IPC'], 'IPC classification.'),
  ic: exactField(['IPC'], 'IPC classification.'),
  cpc: exactField(['CPC'], 'CPC classification.'),
  cpci: approxField(['CPC'], 'Inventive CPC codes only in Espacenet; we search all CPC codes.'),
  ec: approxField(['CPC'], 'ECLA codes were replaced by CPC, which mostly keeps their symbols; searched as CPC.'),
  ct: exactField(['CT'], 'Documents citing this number.'),
  famn: noField("Espacenet's family number has no counterpart in our family numbers; this clause was left out."),
};

const TRUNCATION = {
  '*': { ours: '*', meaning: 'any number of characters' },
  '?': { ours: '!', meaning: 'zero or one character' },
  '#': { ours: '?', meaning: 'exactly one character' },
} as const;

const PROX = /prox(?:\/[A-Za-z]+(?:\s*(?:<=|>=|<|>|=)\s*[A-Za-z0-9]+)?)*/iy;
const RELATIONS = new Set(['=', 'all', 'any', 'within', '>=', '<=', '>', '<']);

class EspacenetParser extends VendorParser {
  protected override readonly leftToRight = true;

  protected binaryOp(tok: Tok): BinaryOp | null {
    if (tok.kind !== 'word') return null;
    const lower = tok.text.toLowerCase();
    if (lower === 'and' || lower === 'or' || lower === 'not') return { kind: 'bool', op: lower.toUpperCase() as 'AND' };
    if (lower.startsWith('prox')) return proxOp(tok.text);
    return null;
  }

  protected parseOperand(): QueryNode | null {
    const tok = this.tok;
    if (this.isSymbol(tok, '(')) {
      const open = this.advance();
      const inner = this.parseExpression(0);
      if (this.isSymbol(this.tok, ')')) this.advance();
      else
        this.note(span(open.start, open.end), '', 'none', 'This ( is never closed; the rest was read as if it were.');
      return inner;
    }
    if (tok.kind === 'word' && this.isRelation(this.peek())) return this.parseClause();
    if (tok.kind === 'word') {
      this.advance();
      return this.word(tok.text, span(tok.start, tok.end));
    }
    if (tok.kind === 'quoted') {
      this.advance();
      return this.quoted(tok, 'phrase');
    }
    return null;
  }

  private isRelation(tok: Tok): boolean {
    return (
      (tok.kind === 'symbol' && RELATIONS.has(tok.text)) ||
      (tok.kind === 'word' && RELATIONS.has(tok.text.toLowerCase()))
    );
  }

  private word(text: string, at: Span): TermNode {
    const mapped = mapTruncation(text, TRUNCATION);
    if (mapped.text !== text) this.note(at, mapped.text, 'exact', mapped.reason ?? '');
    return wordTerm(mapped.text, mapped.wildcard, at, this.note.bind(this));
  }

  /** A quoted value: a phrase (`=`), all of its words (`all`) or any of them (`any`). */
  private quoted(tok: Tok, how: 'phrase' | 'all' | 'any'): QueryNode | null {
    const words: TermNode[] = [];
    const re = /\S+/g;
    for (let match = re.exec(tok.text); match !== null; match = re.exec(tok.text)) {
      const start = tok.start + 1 + match.index;
      words.push(this.word(match[0], span(start, start + match[0].length)));
    }
    const at = span(tok.start, tok.end);
    if (words.length === 0) return null;
    if (how === 'phrase') return phraseOf(words, at);
    return words
      .slice(1)
      .reduce<QueryNode>((left, right) => joinBoolean(how === 'all' ? 'AND' : 'OR', left, right, at), words[0]!);
  }

  /** `index relation value`. */
  private parseClause(): QueryNode | null {
    const index = this.advance();
    const relation = this.advance();
    const rel = relation.text.toLowerCase();
    const mapping = FIELDS[index.text.toLowerCase()];
    const valueTok = this.tok;
    let value: QueryNode | null = null;
    if (mapping?.codes[0] === 'PD') return this.parseDate(index, rel);
    if (this.isSymbol(valueTok, '(')) value = this.parseOperand();
    else if (valueTok.kind === 'quoted') {
      this.advance();
      value = this.quoted(valueTok, rel === 'all' ? 'all' : rel === 'any' ? 'any' : 'phrase');
    } else if (valueTok.kind === 'word' && this.binaryOp(valueTok) === null) {
      this.advance();
      value = this.word(valueTok.text, span(valueTok.start, valueTok.end));
    }
    const at = span(index.start, this.tokens[this.pos - 1]!.end);
    const indexAt = span(index.start, relation.end);
    if (value === null) {
      this.note(at, '', 'none', 'This clause has no value; left out.');
      return null;
    }
    if (mapping === undefined || mapping.codes.length === 0) {
      this.note(
        indexAt,
        '',
        'none',
        mapping?.reason ?? `Espacenet index ${index.text} is not one we know; the clause was left out.`,
      );
      return null;
    }
    if (rel !== '=' && rel !== 'all' && rel !== 'any') {
      this.note(indexAt, '', 'none', `${relation.text} works only on publication dates; the clause was left out.`);
      return null;
    }
    const result = valueInFields(mapping.codes, value, at);
    if (result === null) {
      this.note(at, '', 'none', 'This value cannot be searched in that field; left out.');
      return null;
    }
    const how = rel === 'all' ? ' All of the words, in any order.' : rel === 'any' ? ' Any of the words.' : '';
    this.note(indexAt, mapping.codes.join(' OR '), mapping.severity, `${mapping.reason}${how}`);
    return result;
  }

  /** `pd within "2005 2010"`, `pd>=2005`, `pd=20050101`. */
  private parseDate(index: Tok, rel: string): QueryNode | null {
    const value = this.tok.kind === 'eof' ? null : this.advance();
    const at = span(index.start, value?.end ?? index.end);
    const parts = (value?.text ?? '').split(/[\s,]+/).filter((part) => part !== '');
    const dates = parts.map(normaliseDate);
    let node: QueryNode | null = null;
    if (dates.some((date) => date === null) || dates.length === 0) node = null;
    else if (rel === 'within' && dates.length === 2) node = rangeNode('PD', dates[0]!, dates[1]!, at);
    else if (dates.length === 1 && rel !== 'within' && rel !== 'all' && rel !== 'any')
      node = comparisonNode('PD', rel, dates[0]!, at);
    node = readable(node);
    if (node === null) {
      this.note(
        at,
        '',
        'none',
        'Not a date condition we can read (pd within "YYYY YYYY" with the earlier date first, pd>=YYYY, pd=YYYYMMDD); left out.',
      );
      return null;
    }
    const reason =
      rel === 'within'
        ? 'Publication date in this range; both ends are included, as in Espacenet.'
        : 'Publication date.';
    this.note(at, print(node), 'exact', reason);
    return node;
  }
}

/** `prox/distance<3/ordered` and the like. */
function proxOp(text: string): BinaryOp | null {
  const modifiers = text
    .slice(4)
    .split('/')
    .filter((part) => part !== '');
  let ordered = false;
  let unit = 'word';
  let relation: string | null = null;
  let n = 0;
  for (const modifier of modifiers) {
    const match = /^([A-Za-z]+)\s*(<=|>=|<|>|=)?\s*([A-Za-z0-9]*)$/.exec(modifier);
    if (!match) return null;
    const name = match[1]!.toLowerCase();
    if (name === 'ordered') ordered = true;
    else if (name === 'unordered') ordered = false;
    else if (name === 'unit') unit = (match[3] ?? '').toLowerCase();
    else if (name === 'distance') {
      relation = match[2] ?? '=';
      n = Number(match[3]);
      if (!Number.isInteger(n) || match[3] === '') return null;
    } else return null;
  }
  const op = ordered ? 'WF' : 'W';
  const order = ordered ? 'In this order' : 'In either order';
  if (unit === 'sentence' || unit === 'paragraph') {
    const ours = unit === 'sentence' ? 'WS' : 'WP';
    if (ordered || relation !== null)
      return {
        kind: 'prox',
        op: ours,
        distance: null,
        severity: 'approximate',
        reason: `Same ${unit}; our ${ours} takes neither an order nor a distance, so this also finds the words in the other order or farther apart.`,
      };
    return { kind: 'prox', op: ours, distance: null, reason: `In the same ${unit}.` };
  }
  if (unit !== 'word') return null;
  // Espacenet counts the distance between positions: neighbours are 1 apart, so "less than 3 apart" leaves room
  // for at most 1 word between, which is our W1.
  if (relation === null)
    return {
      kind: 'prox',
      op,
      distance: 0,
      severity: 'approximate',
      reason: `${order}; no distance given, so read with CQL's default distance of 1 (next to each other).`,
    };
  if (relation === '<' && n >= 2)
    return { kind: 'prox', op, distance: n - 2, reason: `${order}, less than ${n} words apart: ${between(n - 2)}.` };
  if (relation === '<=' && n >= 1)
    return { kind: 'prox', op, distance: n - 1, reason: `${order}, at most ${n} words apart: ${between(n - 1)}.` };
  if (relation === '=' && n >= 1)
    return {
      kind: 'prox',
      op,
      distance: n - 1,
      severity: 'approximate',
      reason: `Exactly ${n} words apart has no equivalent; read as at most ${n - 1} words between, which also finds closer pairs.`,
    };
  return {
    kind: 'and-instead',
    reason: `prox/distance${relation}${n} has no equivalent (we can only ask for words to be close); joined with AND.`,
  };
}

function between(words: number): string {
  if (words === 0) return 'next to each other';
  return `at most ${words} ${words === 1 ? 'word' : 'words'} between`;
}

export function translateEspacenet(text: string): Translation {
  const tokens = lexVendor(text, { symbols: ['(', ')', '<=', '>=', '<', '>', '='], special: [PROX] });
  const parser = new EspacenetParser(text, tokens);
  const ast = parser.parseAll();
  return finish(
    'espacenet',
    parser,
    ast,
    "Words without an index search Espacenet's default (title, abstract, applicant and inventor); here they search title, abstract and claims.",
  );
}
