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
  dateRange,
  exactField,
  type FieldMapping,
  mapTruncation,
  noField,
  normaliseDate,
  readable,
  term,
} from './values';

/**
 * PatBase command line: `FIELD=value`, `FIELD=(…)`, words side by side form a phrase (as in ours); `AND`, `OR`,
 * `NOT`; proximity `Wn` (within n words, in the order written), `NEARn` (within n words, either order), `NEAR`;
 * truncation `*` (any number of characters), `?` (exactly one), `*n` (up to n characters); dates `PD=2010`,
 * `PD=199004:1991`, `PD>=20100101`.
 */
export const FIELDS: Readonly<Record<string, FieldMapping>> = {
  TAC: exactField(['TAC'], 'Title, abstract and claims.'),
  TA: exactField(['TA'], 'Title and abstract.'),
  TI: exactField(['TI'], 'Title.'),
  AB: exactField(['AB'], 'Abstract.'),
  CLM: exactField(['CL'], 'Claims.'),
  CL: exactField(['CL'], 'Claims.'),
  DESC: exactField(['DSC'], 'Description.'),
  FT: exactField(['FT'], 'Full text.'),
  PA: exactField(['PA'], 'Applicant or assignee.'),
  PAE: approxField(['PAE'], "PatBase's exact applicant name is searched as our exact standardised assignee."),
  IN: exactField(['INV'], 'Inventor.'),
  INE: approxField(['INV'], 'An exact inventor name is searched as the inventor words, which also finds longer names.'),
  PN: exactField(['PN'], 'Publication number.'),
  AN: exactField(['AP'], 'Application number.'),
  PR: exactField(['PR'], 'Priority number.'),
  PD: exactField(['PD'], 'Publication date.'),
  AD: exactField(['AD'], 'Application date.'),
  PRD: exactField(['PRD'], 'Earliest priority date.'),
  IC: exactField(['IPC'], 'IPC classification.'),
  IPC: exactField(['IPC'], 'IPC classification.'),
  CPC: exactField(['CPC'], 'CPC classification.'),
  EC: approxField(['CPC'], 'ECLA codes were replaced by CPC, which mostly keeps their symbols; searched as CPC.'),
  FI: exactField(['FI'], 'Japanese FI classification.'),
  FTM: exactField(['FTERM'], 'Japanese F-terms.'),
  UC: exactField(['USC'], 'US classification.'),
  PC: exactField(['CC'], 'Publication country.'),
  FAM: noField('PatBase family numbers have no counterpart in our family numbers; this clause was left out.'),
};

const DATE_FIELDS = new Set(['PD', 'AD', 'PRD']);

class PatBaseParser extends VendorParser {
  protected override readonly implicitAnd = false;

  protected binaryOp(tok: Tok): BinaryOp | null {
    if (tok.kind !== 'word') return null;
    const text = tok.text.toUpperCase();
    if (text === 'AND' || text === 'OR' || text === 'NOT') return { kind: 'bool', op: text };
    const w = /^W\/?(\d+)$/.exec(text);
    if (w && Number(w[1]) <= 1000) {
      const n = Number(w[1]);
      return {
        kind: 'prox',
        op: 'WF',
        distance: n,
        // Our reading of PatBase's help; not confirmed against its engine, so not claimed as exact.
        severity: 'approximate',
        reason: `${tok.text}: read as in the order written, with at most ${n} words between (our WF${n}); how PatBase counts the words between is not confirmed.`,
      };
    }
    const near = /^NEAR\/?(\d*)$/.exec(text);
    if (near) {
      if (near[1] === '')
        return {
          kind: 'prox',
          op: 'W',
          distance: 5,
          severity: 'approximate',
          reason:
            'NEAR without a distance: read as within 5 words in either order; give the distance (NEAR3) to be sure.',
        };
      const n = Number(near[1]);
      if (n > 1000) return null;
      return {
        kind: 'prox',
        op: 'W',
        distance: n,
        severity: 'approximate',
        reason: `${tok.text}: read as in either order, with at most ${n} words between (our W${n}); how PatBase counts the words between is not confirmed.`,
      };
    }
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
    if (tok.kind === 'word' && this.isSymbol(this.peek(), '=', '>=', '<=', '>', '<')) return this.parseField();
    if (tok.kind === 'word' || tok.kind === 'quoted') return this.parseWords();
    return null;
  }

  private parseWords(): QueryNode | null {
    const terms: TermNode[] = [];
    const start = this.tok.start;
    while (
      this.tok.kind === 'quoted' ||
      (this.tok.kind === 'word' &&
        this.binaryOp(this.tok) === null &&
        !this.isSymbol(this.peek(), '=', '>=', '<=', '>', '<'))
    ) {
      const tok = this.advance();
      const at = span(tok.start, tok.end);
      if (tok.kind === 'quoted') {
        for (const word of tok.text.split(/\s+/).filter((w) => w !== '')) terms.push(term(word, at, false, true));
      } else terms.push(...this.word(tok.text, at));
    }
    if (terms.length === 0) return null;
    return phraseOf(terms, span(start, terms[terms.length - 1]!.span.end));
  }

  /** One word: `*n` (up to n characters) becomes n of our `!`; `_` (exact name end) is a word boundary. */
  private word(text: string, at: Span): TermNode[] {
    let rewritten = text.replace(/\*(\d)/g, (_m, n: string) => '!'.repeat(Number(n)));
    if (rewritten !== text)
      this.note(at, rewritten, 'exact', '*n (up to n characters) is n of our ! (each zero or one character).');
    if (rewritten.includes('_')) {
      const parts = rewritten.split('_').filter((p) => p !== '');
      this.note(
        at,
        parts.join(' '),
        'approximate',
        'The underscore (these words and nothing after them) has no equivalent; searched as the words in a row, which also finds longer names.',
      );
      rewritten = parts.join(' ');
    }
    return rewritten
      .split(' ')
      .filter((w) => w !== '')
      .map((w) => {
        const mapped = mapTruncation(w, {
          '*': { ours: '*', meaning: '' },
          '?': { ours: '?', meaning: '' },
          '!': { ours: '!', meaning: '' },
        });
        return wordTerm(mapped.text, mapped.wildcard, at, this.note.bind(this));
      });
  }

  private parseField(): QueryNode | null {
    const name = this.advance();
    const relation = this.advance();
    const code = name.text.toUpperCase();
    const mapping = FIELDS[code];
    const nameAt = span(name.start, relation.end);
    if (DATE_FIELDS.has(code)) {
      const value = this.tok.kind === 'word' ? this.advance() : null;
      const at = span(name.start, value?.end ?? relation.end);
      const ours = mapping!.codes[0]!;
      let node: QueryNode | null = null;
      if (value !== null && relation.text === '=') node = dateRange(ours, value.text, at);
      else if (value !== null) {
        const date = normaliseDate(value.text);
        node = date === null ? null : comparisonNode(ours, relation.text, date, at);
      }
      node = readable(node);
      if (node === null) {
        this.note(at, '', 'none', 'Not a date we can read (YYYY, YYYYMM or YYYYMMDD, or a range A:B); left out.');
        return null;
      }
      this.note(at, print(node), 'exact', mapping!.reason);
      return node;
    }
    if (relation.text !== '=') {
      this.note(
        nameAt,
        '',
        'none',
        `${name.text} is not a date field, so it cannot be compared; the clause was left out.`,
      );
      this.parseOperand();
      return null;
    }
    const value = this.parseOperand();
    const at = span(name.start, this.tokens[this.pos - 1]!.end);
    if (mapping === undefined || mapping.codes.length === 0) {
      this.note(
        nameAt,
        '',
        'none',
        mapping?.reason ?? `The PatBase field ${name.text} is not one we know; the clause was left out.`,
      );
      return null;
    }
    if (value === null) return null;
    const result = valueInFields(mapping.codes, value, at);
    if (result === null) {
      this.note(at, '', 'none', 'This value cannot be searched in that field; left out.');
      return null;
    }
    if (code !== mapping.codes[0]) this.note(nameAt, mapping.codes.join(' OR '), mapping.severity, mapping.reason);
    return result;
  }
}

export function translatePatBase(text: string): Translation {
  const parser = new PatBaseParser(text, lexVendor(text, { symbols: ['(', ')', '>=', '<=', '>', '<', '='] }));
  const ast = parser.parseAll();
  return finish(
    'patbase',
    parser,
    ast,
    'Words without a field are searched in title, abstract and claims (TAC); PatBase may search other default fields.',
  );
}
