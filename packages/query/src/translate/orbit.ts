import type { QueryNode, TermNode } from '../ast';
import { print } from '../printer';
import { type Span, span } from '../span';
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
  fieldsText,
  mapTruncation,
  noField,
  normaliseDate,
  readable,
  term,
} from './values';

/**
 * Orbit (Questel) command syntax: terms side by side are adjacent in that order (our phrase); proximity `nD`
 * (either order, at most n words between), `nW` (this order), `S` (same sentence), `P` (same paragraph),
 * `F` (same field); truncation `+` (any number of characters), `?` (zero or one), `#` (exactly one); fields
 * as suffixes: `solar/TI`, `(solar 2D cell)/TI/AB/CLMS`, `H01L-031/04/IC`; dates `2010-01-01:2015-12-31/PD`
 * or `PD >= 2010-01-01`.
 */
export const FIELDS: Readonly<Record<string, FieldMapping>> = {
  TI: exactField(['TI'], 'Title.'),
  AB: exactField(['AB'], 'Abstract.'),
  CLMS: exactField(['CL'], 'Claims.'),
  ICLM: exactField(['INDCL'], 'Independent claims.'),
  DESC: exactField(['DSC'], 'Description.'),
  TX: exactField(['FT'], 'Full text.'),
  PA: exactField(['PA'], 'Assignee.'),
  IN: exactField(['INV'], 'Inventor.'),
  REP: exactField(['AG'], 'Representative (agent).'),
  PN: exactField(['PN'], 'Publication number.'),
  APN: exactField(['AP'], 'Application number.'),
  PRN: exactField(['PR'], 'Priority number.'),
  PD: exactField(['PD'], 'Publication date.'),
  APD: exactField(['AD'], 'Application date.'),
  EPRD: exactField(['PRD'], 'Earliest priority date.'),
  IC: exactField(['IPC'], 'IPC classification.'),
  CPC: exactField(['CPC'], 'CPC classification.'),
  EC: approxField(['CPC'], 'ECLA codes were replaced by CPC, which mostly keeps their symbols; searched as CPC.'),
  FI: exactField(['FI'], 'Japanese FI classification.'),
  FT: exactField(['FTERM'], 'Japanese F-terms.'),
  UC: exactField(['USC'], 'US classification.'),
  BI: approxField(
    ['TAC'],
    "Orbit's basic index holds more sections than ours; searched in title, abstract and claims.",
  ),
  OBJ: approxField(
    ['TAC'],
    "Orbit's object-of-the-invention section has no field here; searched in title, abstract and claims.",
  ),
  ADB: approxField(['TAC'], "Orbit's advantages section has no field here; searched in title, abstract and claims."),
  IW: approxField(['TAC'], "Orbit's key-content words have no field here; searched in title, abstract and claims."),
  CT: exactField(['CT'], 'Documents citing this number.'),
  FAN: noField("Orbit's family number has no counterpart in our family numbers; this clause was left out."),
  PCC: noField("Orbit's legal-status codes have no field here; this clause was left out."),
  ACT: noField("Orbit's legal-status activity has no field here; this clause was left out."),
};

const TRUNCATION = {
  '+': { ours: '*', meaning: 'any number of characters' },
  '?': { ours: '!', meaning: 'zero or one character' },
  '#': { ours: '?', meaning: 'exactly one character' },
} as const;

const SUFFIX = /\/([A-Za-z]{2,5})$/;

/** Splits `solar/TI/AB` into the word and its field codes (only known codes, or upper-case letters). */
function splitSuffix(word: string): { word: string; codes: string[] } {
  const codes: string[] = [];
  let rest = word;
  for (;;) {
    const match = SUFFIX.exec(rest);
    if (!match) break;
    const code = match[1]!;
    if (FIELDS[code.toUpperCase()] === undefined && code !== code.toUpperCase()) break;
    codes.unshift(code.toUpperCase());
    rest = rest.slice(0, match.index);
  }
  return { word: rest, codes };
}

const DATE_FIELDS = new Set(['PD', 'APD', 'EPRD']);
/** `=2W`: exactly n words between, one token although `=` is otherwise a symbol. */
const EXACT_DISTANCE = /=\d+[DWdw](?=\s|\)|$)/y;

class OrbitParser extends VendorParser {
  protected override readonly implicitAnd = false;

  protected binaryOp(tok: Tok): BinaryOp | null {
    if (tok.kind !== 'word') return null;
    const text = tok.text.toUpperCase();
    if (text === 'AND' || text === 'OR' || text === 'NOT') return { kind: 'bool', op: text };
    const near = /^(=?)(\d*)([DW])$/.exec(text);
    if (near) {
      const distance = near[2] === '' ? 0 : Number(near[2]);
      if (distance > 1000) return null;
      const op = near[3] === 'D' ? 'W' : 'WF';
      if (near[1] === '=') {
        return {
          kind: 'prox',
          op,
          distance,
          severity: 'approximate',
          reason: `Orbit =${distance}${near[3]} asks for exactly ${distance} words between; we have only "at most", so this also finds closer pairs.`,
        };
      }
      const order = op === 'W' ? 'in either order' : 'in this order';
      const gap = distance === 0 ? 'next to each other' : `with at most ${distance} words between them`;
      return { kind: 'prox', op, distance, reason: `${tok.text}: ${order}, ${gap}; the same in our language.` };
    }
    const unit = /^(\d*)([SP])$/.exec(text);
    if (unit) {
      const op = unit[2] === 'S' ? 'WS' : 'WP';
      const name = op === 'WS' ? 'sentence' : 'paragraph';
      if (unit[1] === '' || unit[1] === '1' || unit[1] === '0')
        return { kind: 'prox', op, distance: null, reason: `In the same ${name}.` };
      return {
        kind: 'prox',
        op: op === 'WS' ? 'WP' : 'WP',
        distance: null,
        severity: 'approximate',
        reason:
          op === 'WS'
            ? `Within ${unit[1]} sentences has no equivalent; read as the same paragraph, which may find more or fewer documents.`
            : `Within ${unit[1]} paragraphs has no equivalent; read as the same paragraph, which finds fewer documents.`,
      };
    }
    if (text === 'F') {
      return {
        kind: 'and-instead',
        reason:
          'Orbit F (in the same field) has no equivalent; joined with AND, which also finds the terms in different fields.',
      };
    }
    return null;
  }

  protected parseOperand(): QueryNode | null {
    const tok = this.tok;
    if (this.isSymbol(tok, '(')) return this.parseGroup();
    if (
      tok.kind === 'word' &&
      DATE_FIELDS.has(tok.text.toUpperCase()) &&
      this.isSymbol(this.peek(), '>=', '<=', '>', '<', '=')
    )
      return this.parseComparison();
    if (tok.kind === 'word' || tok.kind === 'quoted') return this.parseWords();
    return null;
  }

  private parseGroup(): QueryNode | null {
    const open = this.advance();
    const inner = this.parseExpression(0);
    let end = this.tok.end;
    if (this.isSymbol(this.tok, ')')) this.advance();
    else {
      end = this.text.length;
      this.note(span(open.start, open.end), '', 'none', 'This ( is never closed; the rest was read as if it were.');
    }
    // A field suffix right after the group: `(…)/TI/AB`.
    if (this.tok.kind === 'word' && this.tok.start === end && this.tok.text.startsWith('/')) {
      const suffix = this.advance();
      const { word, codes } = splitSuffix(suffix.text);
      if (word === '' && codes.length > 0)
        return this.applyFields(inner, codes, span(suffix.start, suffix.end), open.start);
      this.note(span(suffix.start, suffix.end), '', 'none', 'Not a field suffix we know; left out.');
    }
    return inner;
  }

  private parseComparison(): QueryNode | null {
    const field = this.advance();
    const comparator = this.advance();
    const value = this.tok.kind === 'word' ? this.advance() : null;
    const at = span(field.start, value?.end ?? comparator.end);
    const mapping = FIELDS[field.text.toUpperCase()]!;
    const date = value === null ? null : normaliseDate(value.text);
    const node = date === null ? null : readable(comparisonNode(mapping.codes[0]!, comparator.text, date, at));
    if (node === null) {
      this.note(at, '', 'none', 'Not a date we can read (write YYYY, YYYY-MM or YYYY-MM-DD); left out.');
      return null;
    }
    this.note(
      at,
      print(node),
      'exact',
      `${mapping.reason.replace(/\.$/, '')} ${describeComparator(comparator.text)} ${date!}.`,
    );
    return node;
  }

  /** Words side by side (a phrase, adjacent in order as in Orbit), ending at a field suffix if one follows. */
  private parseWords(): QueryNode | null {
    const terms: TermNode[] = [];
    const start = this.tok.start;
    let codes: string[] = [];
    let suffixAt: Span | null = null;
    while (
      this.tok.kind === 'quoted' ||
      (this.tok.kind === 'word' && this.binaryOp(this.tok) === null && !this.tok.text.startsWith('/'))
    ) {
      const tok = this.advance();
      const at = span(tok.start, tok.end);
      if (tok.kind === 'quoted') {
        for (const word of tok.text.split(/\s+/).filter((w) => w !== '')) terms.push(term(word, at, false, true));
      } else {
        const split = splitSuffix(tok.text);
        if (split.word !== '') terms.push(this.orbitWord(split.word, span(tok.start, tok.start + split.word.length)));
        if (split.codes.length > 0) {
          codes = split.codes;
          suffixAt = span(tok.start + split.word.length, tok.end);
          break;
        }
      }
    }
    if (terms.length === 0) return null;
    const end = terms[terms.length - 1]!.span.end;
    const node = phraseOf(terms, span(start, end));
    // A suffix applies to the whole phrase; a date range takes one: `2010-01-01:2015-12-31/PD`.
    return suffixAt === null ? node : this.applyFields(node, codes, suffixAt, start);
  }

  private orbitWord(word: string, at: Span): TermNode {
    const mapped = mapTruncation(word, TRUNCATION);
    if (mapped.reason !== null) this.note(at, mapped.text, 'exact', mapped.reason);
    return wordTerm(mapped.text, mapped.wildcard, at, this.note.bind(this));
  }

  /** The value searched in Orbit fields `codes`; unknown or unmatched fields leave the clause out. */
  private applyFields(
    node: QueryNode | null,
    codes: readonly string[],
    at: Span,
    clauseStart: number,
  ): QueryNode | null {
    if (node === null) return null;
    const clause = span(clauseStart, at.end);
    const ours: string[] = [];
    for (const code of codes) {
      const mapping = FIELDS[code];
      if (mapping === undefined) {
        this.note(at, '', 'none', `Orbit field /${code} is not one we know; the clause was left out.`);
        return null;
      }
      if (mapping.codes.length === 0) {
        this.note(at, '', 'none', mapping.reason);
        return null;
      }
      ours.push(...mapping.codes);
    }
    const result = valueInFields(ours, node, clause);
    if (result === null) {
      this.note(
        clause,
        '',
        'none',
        'This value cannot be searched in that field (a date field needs dates); left out.',
      );
      return null;
    }
    const reasons = codes.map((code) => FIELDS[code]!);
    const severity = reasons.some((r) => r.severity === 'approximate') ? 'approximate' : 'exact';
    const fieldText = result.kind === 'Field' ? result.field : fieldsText(ours);
    const reason =
      reasons.length === 1
        ? reasons[0]!.reason
        : `${reasons.map((r) => r.reason.replace(/\.$/, '')).join(', ')}: together our ${fieldText}.`;
    this.note(at, fieldText, severity, reason);
    return result;
  }
}

function describeComparator(comparator: string): string {
  return (
    { '>=': 'on or after', '<=': 'up to and including', '>': 'after', '<': 'before', '=': 'in' }[comparator] ??
    comparator
  );
}

export function translateOrbit(text: string): Translation {
  const parser = new OrbitParser(
    text,
    lexVendor(text, { symbols: ['(', ')', '>=', '<=', '>', '<', '='], special: [EXACT_DISTANCE] }),
  );
  const ast = parser.parseAll();
  return finish(
    'orbit',
    parser,
    ast,
    "Words without a field search Orbit's default index; here they search title, abstract and claims.",
  );
}
