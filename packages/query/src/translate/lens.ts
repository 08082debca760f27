import type { QueryNode, RangeBound, TermNode } from '../ast';
import { lookupField } from '../fields';
import { print } from '../printer';
import { span } from '../span';
import { joinBoolean } from '../tree';
import {
  type BinaryOp,
  finish,
  lexVendor,
  type Tok,
  type Translation,
  VendorParser,
  valueInFields,
  wordTerm,
} from './front';
import {
  approxField,
  exactField,
  type FieldMapping,
  mapTruncation,
  noField,
  normaliseDate,
  readable,
  shiftDate,
  term,
} from './values';

/**
 * The Lens (Elasticsearch query string): `AND`, `OR`, `NOT` (upper case), `&&`, `||`, prefixes `+` `-` `!`;
 * `field:value`, `field:(…)`, `field:[A TO B]` (inclusive) and `{A TO B}` (exclusive); `"a b"~n` a sloppy
 * phrase (the words may move n positions in all); `word~` fuzzy; `^n` boosts; truncation `*` (any number of
 * characters) and `?` (exactly one), the same as ours.
 */
export const FIELDS: Readonly<Record<string, FieldMapping>> = {
  title: exactField(['TI'], 'Title.'),
  abstract: exactField(['AB'], 'Abstract.'),
  claim: exactField(['CL'], 'Claims.'),
  claims: exactField(['CL'], 'Claims.'),
  description: exactField(['DSC'], 'Description.'),
  full_text: exactField(['FT'], 'Full text.'),
  applicant: exactField(['PA'], 'Applicant.'),
  'applicant.name': exactField(['PA'], 'Applicant.'),
  inventor: exactField(['INV'], 'Inventor.'),
  'inventor.name': exactField(['INV'], 'Inventor.'),
  owner: approxField(
    ['PA'],
    'Lens owners are the recorded owners; searched as our assignee, which may differ after transfers.',
  ),
  'owner_all.name': approxField(
    ['PA'],
    'Lens owners are the recorded owners; searched as our assignee, which may differ after transfers.',
  ),
  'agent.name': exactField(['AG'], 'Agent.'),
  class_cpc: exactField(['CPC'], 'CPC classification.'),
  'class_cpc.symbol': exactField(['CPC'], 'CPC classification.'),
  class_ipcr: exactField(['IPC'], 'IPC classification.'),
  'class_ipcr.symbol': exactField(['IPC'], 'IPC classification.'),
  'class_national.symbol': approxField(['USC'], 'National classes are searched as US classes.'),
  publication_date: exactField(['PD'], 'Publication date.'),
  filing_date: exactField(['AD'], 'Application date.'),
  earliest_priority_date: exactField(['PRD'], 'Earliest priority date.'),
  year_published: exactField(['publicationyear'], 'Publication year.'),
  jurisdiction: exactField(['CC'], 'Country.'),
  kind: exactField(['KD'], 'Kind code.'),
  doc_number: approxField(['PN'], 'A number without its country; we match it against whole publication numbers.'),
  lens_id: noField('Lens identifiers have no counterpart here; this clause was left out.'),
  cited_by_patent_count: noField('Citation counts cannot be searched here; this clause was left out.'),
};

const TRUNCATION = {
  '*': { ours: '*', meaning: 'any number of characters' },
  '?': { ours: '?', meaning: 'exactly one character' },
} as const;

class LensParser extends VendorParser {
  protected override readonly implicitAndReason =
    'Terms without an operator are joined by the Lens default operator, taken here as AND; check your Lens search settings.';

  protected binaryOp(tok: Tok): BinaryOp | null {
    if (tok.kind === 'symbol' && tok.text === '&&') return { kind: 'bool', op: 'AND' };
    if (tok.kind === 'symbol' && tok.text === '||') return { kind: 'bool', op: 'OR' };
    if (tok.kind !== 'word') return null;
    if (tok.text === 'AND' || tok.text === 'OR' || tok.text === 'NOT') return { kind: 'bool', op: tok.text };
    return null;
  }

  protected override startsOperand(tok: Tok): boolean {
    if (tok.kind === 'word' && tok.text === 'NOT') return false;
    if (tok.kind === 'symbol') return tok.text === '(' || tok.text === '!';
    return tok.kind === 'word' || tok.kind === 'quoted';
  }

  override parseAll(): QueryNode | null {
    const result = super.parseAll();
    if (result !== null && this.negated.has(result)) {
      this.note(
        result.span,
        '',
        'none',
        'A query that only excludes has no equivalent: our NOT needs something on its left. Left out.',
      );
      return null;
    }
    return result;
  }

  protected parseOperand(): QueryNode | null {
    const tok = this.tok;
    // Prefix negation: `NOT x`, `!x`, `-x`; `+x` (required) is what AND already means.
    if ((tok.kind === 'word' && tok.text === 'NOT') || this.isSymbol(tok, '!')) {
      this.advance();
      const node = this.parseOperand();
      if (node !== null) this.negated.add(node);
      return node;
    }
    if (tok.kind === 'word' && /^[-+]./.test(tok.text)) {
      const rest: Tok = { ...tok, text: tok.text.slice(1), start: tok.start + 1 };
      (this.tokens as Tok[])[this.pos] = rest;
      const node = this.parseOperand();
      if (node !== null && tok.text.startsWith('-')) this.negated.add(node);
      if (node !== null && tok.text.startsWith('+'))
        this.note(span(tok.start, tok.start + 1), 'AND', 'exact', '+ (must match) is what AND means.');
      return node;
    }
    if (this.isSymbol(tok, '(')) {
      const open = this.advance();
      const inner = this.parseExpression(0);
      if (this.isSymbol(this.tok, ')')) this.advance();
      else
        this.note(span(open.start, open.end), '', 'none', 'This ( is never closed; the rest was read as if it were.');
      return this.boost(inner);
    }
    if (tok.kind === 'word' && this.isSymbol(this.peek(), ':')) return this.parseField();
    if (tok.kind === 'quoted') return this.boost(this.parseQuoted(null));
    if (tok.kind === 'word') return this.boost(this.parseWord());
    return null;
  }

  private parseWord(): QueryNode | null {
    const tok = this.advance();
    const at = span(tok.start, tok.end);
    if (tok.text.startsWith('/')) {
      this.note(at, '', 'none', 'Regular expressions have no equivalent; left out.');
      return null;
    }
    const mapped = mapTruncation(tok.text, TRUNCATION);
    const node = wordTerm(mapped.text, mapped.wildcard, at, this.note.bind(this));
    if (this.isSymbol(this.tok, '~')) {
      const tilde = this.advance();
      const fuzz = this.tok.kind === 'word' && /^\d+(\.\d+)?$/.test(this.tok.text) ? this.advance() : null;
      this.note(
        span(tok.start, fuzz?.end ?? tilde.end),
        print(node),
        'approximate',
        'Fuzzy matching (similar spellings) has no equivalent; only the word as written is searched. Add truncation or OR the spellings you expect.',
      );
    }
    return node;
  }

  /** `"a b"`, `"a b"~n`: a phrase, or a sloppy phrase. */
  private parseQuoted(_field: string | null): QueryNode | null {
    const tok = this.advance();
    const at = span(tok.start, tok.end);
    const words: TermNode[] = [];
    const re = /\S+/g;
    for (let match = re.exec(tok.text); match !== null; match = re.exec(tok.text)) {
      const start = tok.start + 1 + match.index;
      words.push(term(match[0], span(start, start + match[0].length), false, true));
    }
    if (words.length === 0) return null;
    let slop: number | null = null;
    let end = tok.end;
    if (this.isSymbol(this.tok, '~') && this.tok.start === tok.end) {
      const tilde = this.advance();
      end = tilde.end;
      if (this.tok.kind === 'word' && /^\d+$/.test(this.tok.text)) {
        end = this.tok.end;
        slop = Number(this.advance().text);
      } else slop = 2;
    }
    if (words.length === 1) {
      if (slop !== null)
        this.note(
          span(tok.start, end),
          print(words[0]!),
          'approximate',
          'Fuzzy matching has no equivalent; only the word as written is searched.',
        );
      return words[0]!;
    }
    const phrase: QueryNode = { kind: 'Phrase', terms: words, quoted: true, span: at };
    if (slop === null || slop === 0) return phrase;
    const whole = span(tok.start, end);
    const slopAt = span(tok.end, end);
    const plain = words.map((w) => ({ ...w, quoted: false }));
    const prox = (op: 'W' | 'WF', distance: number, left: QueryNode, right: QueryNode): QueryNode => ({
      kind: 'Proximity',
      op,
      distance,
      written: op,
      left,
      right,
      span: whole,
    });
    let node: QueryNode;
    if (words.length === 2) {
      const [a, b] = plain as [TermNode, TermNode];
      const forward = prox('WF', slop, a, b);
      // Lucene's slop counts moves: the words in order with k words between cost k, the other order costs k + 2.
      node = slop < 2 ? forward : joinBoolean('OR', forward, prox('WF', slop - 2, b, a), whole);
      this.note(
        slopAt,
        print(node),
        'exact',
        slop < 2
          ? `A sloppy phrase with slop ${slop}: in this order with at most ${slop} words between (the other order needs a slop of 2 or more).`
          : `A sloppy phrase with slop ${slop}: in this order with at most ${slop} words between, or in the other order with at most ${slop - 2} between (turning the words round costs 2).`,
      );
      return node;
    }
    node = plain.slice(1).reduce<QueryNode>((left, right) => prox('W', slop!, left, right), plain[0]!);
    this.note(
      slopAt,
      print(node),
      'approximate',
      `A sloppy phrase of ${words.length} words shares its slop of ${slop} among all of them; we allow up to ${slop} words between each neighbour, in either order, which finds more.`,
    );
    return node;
  }

  private boost(node: QueryNode | null): QueryNode | null {
    if (!this.isSymbol(this.tok, '^')) return node;
    const caret = this.advance();
    const value = this.tok.kind === 'word' && /^\d+(\.\d+)?$/.test(this.tok.text) ? this.advance() : null;
    this.note(
      span(caret.start, value?.end ?? caret.end),
      '',
      'none',
      'Boosting only changes the ranking in Lens; we have no equivalent, so it was left out (the matches are the same).',
    );
    return node;
  }

  private parseField(): QueryNode | null {
    const name = this.advance();
    const colon = this.advance();
    const nameAt = span(name.start, colon.end);
    const mapping = FIELDS[name.text.toLowerCase()];
    let value: QueryNode | null;
    if (this.isSymbol(this.tok, '[', '{')) value = this.parseRange(mapping?.codes[0] ?? null);
    else if (this.isSymbol(this.tok, '>', '>=', '<', '<=')) value = this.parseComparison(mapping?.codes[0] ?? null);
    else value = this.parseOperand();
    const at = span(name.start, this.tokens[this.pos - 1]!.end);
    if (mapping === undefined || mapping.codes.length === 0) {
      this.note(
        nameAt,
        '',
        'none',
        mapping?.reason ?? `The Lens field ${name.text} is not one we know; the clause was left out.`,
      );
      return null;
    }
    if (value === null) return null;
    if (value.kind === 'Range') {
      if (readable(value) === null) {
        this.note(
          at,
          '',
          'none',
          'Not a range this field can hold (a date that does not exist, ends the wrong way round, or a text field); left out.',
        );
        return null;
      }
      this.note(at, print(value), mapping.severity, mapping.reason);
      return value;
    }
    const result = valueInFields(mapping.codes, value, at);
    if (result === null) {
      this.note(at, '', 'none', 'This value cannot be searched in that field; left out.');
      return null;
    }
    this.note(nameAt, mapping.codes.join(' OR '), mapping.severity, mapping.reason);
    return result;
  }

  /** `>2010-01-01` and the like after a colon. */
  private parseComparison(code: string | null): QueryNode | null {
    const comparator = this.advance();
    const value = this.tok.kind === 'word' ? this.advance() : null;
    const at = span(comparator.start, value?.end ?? comparator.end);
    const bound = value === null || code === null ? null : this.boundValue(code, value.text);
    if (bound === null) {
      if (code !== null) this.note(at, '', 'none', 'Not a value this field can compare; left out.');
      return null;
    }
    const b: RangeBound = { value: bound, inclusive: comparator.text.endsWith('='), span: at };
    const lower = comparator.text.startsWith('>') ? b : null;
    const upper = comparator.text.startsWith('<') ? b : null;
    return { kind: 'Range', field: code!, written: code!, lower, upper, span: at };
  }

  private boundValue(code: string, text: string): string | null {
    if (lookupField(code)?.kind === 'numeric') return /^\d+$/.test(text) ? text : null;
    return normaliseDate(text);
  }

  /** `[A TO B]` (both included), `{A TO B}` (both excluded), mixed brackets, `*` for an open end. */
  private parseRange(code: string | null): QueryNode | null {
    const open = this.advance();
    const from = this.tok.kind === 'word' ? this.advance() : null;
    if (this.tok.kind === 'word' && this.tok.text === 'TO') this.advance();
    const to = this.tok.kind === 'word' ? this.advance() : null;
    const close = this.isSymbol(this.tok, ']', '}') ? this.advance() : null;
    const at = span(open.start, close?.end ?? to?.end ?? open.end);
    if (code === null) return null;
    const kind = lookupField(code)?.kind;
    if (from === null || to === null || close === null || (kind !== 'date' && kind !== 'numeric')) {
      this.note(at, '', 'none', 'Not a range we can read (write [A TO B] on a date or year field); left out.');
      return null;
    }
    const lowerText = from.text === '*' ? null : this.boundValue(code, from.text);
    const upperText = to.text === '*' ? null : this.boundValue(code, to.text);
    if ((from.text !== '*' && lowerText === null) || (to.text !== '*' && upperText === null)) {
      this.note(at, '', 'none', 'A bound of this range is not a date or number we can read; left out.');
      return null;
    }
    let approximate = false;
    const shift = (value: string, step: 1 | -1): string => {
      if (kind === 'numeric') return String(Number(value) + step);
      if (value.length < 8) approximate = true;
      return shiftDate(value, step);
    };
    const lower = lowerText === null ? null : open.text === '{' ? shift(lowerText, 1) : lowerText;
    const upper = upperText === null ? null : close.text === '}' ? shift(upperText, -1) : upperText;
    if (lower === null && upper === null) {
      this.note(at, '', 'none', 'A range open at both ends matches everything; left out.');
      return null;
    }
    const bound = (value: string | null): RangeBound | null =>
      value === null ? null : { value, inclusive: true, span: at };
    const node: QueryNode = {
      kind: 'Range',
      field: code,
      written: code,
      lower: bound(lower),
      upper: bound(upper),
      span: at,
    };
    if (open.text === '{' || close.text === '}')
      this.note(
        at,
        print(node),
        approximate ? 'approximate' : 'exact',
        approximate
          ? 'An excluded end written as a year or month is read as excluding that whole year or month.'
          : kind === 'numeric'
            ? 'Excluded ends become the next or previous number, so both ends are included.'
            : 'Excluded ends become the next or previous day, so both ends are included.',
      );
    return node;
  }
}

export function translateLens(text: string): Translation {
  const tokens = lexVendor(text, {
    symbols: ['&&', '||', '(', ')', '[', ']', '{', '}', ':', '>=', '<=', '>', '<', '~', '^', '!'],
  });
  const parser = new LensParser(text, tokens);
  const ast = parser.parseAll();
  return finish(
    'lens',
    parser,
    ast,
    'Words without a field search the Lens default fields (title, abstract, claims and full text); here they search title, abstract and claims.',
  );
}
