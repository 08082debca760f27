import fc from 'fast-check';
import type { BooleanNode, DesignImageNode, PhraseNode, ProximityNode, QueryNode, TermNode } from '../ast';
import { FIELDS, type FieldKind } from '../fields';
import { needsQuotes } from '../printer';
import { joinBoolean } from '../tree';
import {
  after,
  atLeast,
  before,
  designImage,
  field,
  historyRange,
  historyRef,
  prox,
  quotedTerm,
  range,
  term,
} from './build';

/*
 * Random valid ASTs: trees the parser can produce from some text, so `parse(print(ast))` must give them back.
 * The language rules they keep (GRAMMAR.md): proximity only in text and name fields or on bare words, with
 * words, phrases, OR groups of them or nested proximity as operands; fields never nested; ranges (never a
 * Field node) on date and numeric fields with real dates and lower <= upper; canonical upper-case codes in
 * classification fields; history references and design_image only outside fields; wildcard words with at
 * least 3 letters; no whitespace or `"` inside a word (the language has no escape inside quotes).
 */

const BOOLEAN_OPS = ['AND', 'OR', 'NOT', 'XOR'] as const;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
// Characters a bare word may hold besides letters: digits and the punctuation of real terms (`c++`, `o'brien`).
const WORD_UNIT = fc.constantFrom(...`${LETTERS}${LETTERS.toUpperCase()}0123456789-./'+&éß中`);
// Inside quotes anything but whitespace and `"` is literal: syntax characters and truncation included.
const QUOTED_UNIT = fc.constantFrom(...`${LETTERS}0123456789(){},:=<>#*?!_-/+`);
const VOCABULARY = fc.constantFrom(
  ...['solar', 'cell', 'photovoltaic', 'battery', 'lithium', 'ion', 'graphene', 'electrode', 'vehicle'],
  ...['sensor', 'antibody', 'crispr', 'turbine', 'blade', 'and', 'or', 'near', 'not', 'w3', 'any', 'ti', 'PD'],
);
const TRICKY_QUOTED = fc.constantFrom(
  ...['AND', 'OR', 'NOT', 'XOR', 'NEAR', 'NEAR5', 'NEAR/2', 'W3', 'W/3', 'WF2', 'NOTW1', 'NOTWF4', 'WS', 'WP'],
  ...['#3', '#', 'a=b', 'f(x)', 'x,y', '{a}', '<b>', '12:30', 'any{2}', 'TI=solar', 'solar*', '?!_'],
);

const plainWord: fc.Arbitrary<string> = fc
  .oneof({ weight: 3, arbitrary: VOCABULARY }, fc.string({ unit: WORD_UNIT, minLength: 1, maxLength: 10 }))
  .filter((word) => !needsQuotes(word));

/** A word with truncation: at least 3 literal letters, so a leading wildcard is allowed too (`*ase`). */
const wildcardWord: fc.Arbitrary<string> = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(...LETTERS), minLength: 3, maxLength: 8 }),
    fc.array(fc.tuple(fc.constantFrom('*', '?', '!', '_'), fc.nat()), { minLength: 1, maxLength: 2 }),
  )
  .map(([letters, marks]) => {
    let word = letters;
    for (const [mark, at] of marks) {
      const position = at % (word.length + 1);
      word = word.slice(0, position) + mark + word.slice(position);
    }
    return word;
  });

const quotedText: fc.Arbitrary<string> = fc.oneof(
  plainWord,
  TRICKY_QUOTED,
  fc.string({ unit: QUOTED_UNIT, minLength: 1, maxLength: 8 }),
);

const bareTerm: fc.Arbitrary<TermNode> = fc.oneof({ weight: 3, arbitrary: plainWord }, wildcardWord).map(term);
const anyTerm: fc.Arbitrary<TermNode> = fc.oneof({ weight: 4, arbitrary: bareTerm }, quotedText.map(quotedTerm));

/** Words side by side; quoted words among bare ones keep `quoted: true` (the parser flattens them so). */
const unquotedPhrase: fc.Arbitrary<PhraseNode> = fc
  .array(anyTerm, { minLength: 2, maxLength: 4 })
  .map((terms) => ({ kind: 'Phrase', terms, quoted: false, span: { start: 0, end: 0 } }));

const quotedPhrase: fc.Arbitrary<PhraseNode> = fc.array(quotedText, { minLength: 2, maxLength: 4 }).map((words) => ({
  kind: 'Phrase',
  terms: words.map((text) => ({ kind: 'Term', text, wildcard: false, quoted: false, span: { start: 0, end: 0 } })),
  quoted: true,
  span: { start: 0, end: 0 },
}));

const textLeaf: fc.Arbitrary<QueryNode> = fc.oneof(
  { weight: 5, arbitrary: anyTerm },
  { weight: 1, arbitrary: unquotedPhrase },
  { weight: 1, arbitrary: quotedPhrase },
);

function booleanOf(operand: fc.Arbitrary<QueryNode>, ops: readonly BooleanNode['op'][] = BOOLEAN_OPS) {
  return fc
    .tuple(fc.constantFrom(...ops), operand, operand)
    .map(([op, left, right]): QueryNode => joinBoolean(op, left, right, { start: 0, end: 0 }));
}

const distance: fc.Arbitrary<number> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 10 }) },
  fc.integer({ min: 0, max: 1000 }),
);

const proximityOperator: fc.Arbitrary<[ProximityNode['op'], number | null]> = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom<ProximityNode['op']>('W', 'WF', 'NOTW', 'NOTWF'), distance) },
  fc.tuple(fc.constantFrom<ProximityNode['op']>('WS', 'WP'), fc.constant(null)),
);

/** Proximity whose operands are words, phrases, OR groups of them, or proximity again (depth levels deep). */
function proximity(depth: number): fc.Arbitrary<QueryNode> {
  const orGroup = booleanOf(fc.oneof({ weight: 3, arbitrary: textLeaf }, booleanOf(textLeaf, ['OR'])), ['OR']);
  const operand: fc.Arbitrary<QueryNode> =
    depth <= 0 ? textLeaf : fc.oneof({ weight: 4, arbitrary: textLeaf }, orGroup, proximity(depth - 1));
  return fc
    .tuple(proximityOperator, operand, operand)
    .map(([[op, d], left, right]) => prox(op, d, left, right, op === 'W' && d === 5 ? 'NEAR' : undefined));
}

function atLeastOf(operand: fc.Arbitrary<QueryNode>): fc.Arbitrary<QueryNode> {
  return fc
    .array(operand, { minLength: 1, maxLength: 4 })
    .chain((operands) => fc.integer({ min: 1, max: operands.length }).map((min) => atLeast(min, ...operands)));
}

/** A query over words: what a text or name field holds, or a bare query. */
export function textQuery(depth: number): fc.Arbitrary<QueryNode> {
  if (depth <= 0) return textLeaf;
  const inner = textQuery(depth - 1);
  return fc.oneof(
    { weight: 3, arbitrary: textLeaf },
    { weight: 3, arbitrary: booleanOf(inner) },
    { weight: 2, arbitrary: proximity(depth - 1) },
    { weight: 1, arbitrary: atLeastOf(inner) },
  );
}

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

/** Canonical IPC/CPC codes: `H01L`, `H01L31`, `H01L31/0232`, or a truncated beginning `H01L31/04*`. */
const ipcCode: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(...'ABCDEFGHY'),
    digits(2, 2),
    fc.constantFrom(...LETTERS.toUpperCase()),
    fc.option(fc.tuple(fc.integer({ min: 1, max: 9999 }), fc.option(digits(1, 6)))),
    fc.boolean(),
  )
  .map(([section, klass, subclass, group, truncated]) => {
    const main = group === null ? '' : `${group[0]}${group[1] === null ? '' : `/${group[1]}`}`;
    return `${section}${klass}${subclass}${main}${truncated ? '*' : ''}`;
  });

const CODES_BY_FIELD: Record<string, fc.Arbitrary<string>> = {
  USC: fc.tuple(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 999 })).map(([a, b]) => `${a}/${b}`),
  LOC: fc.tuple(digits(2, 2), digits(2, 2)).map(([a, b]) => `${a}-${b}`),
  FTERM: fc
    .tuple(digits(1, 1), fc.constantFrom('F', 'H', 'K'), digits(3, 3), fc.constantFrom('AA', 'BB'), digits(2, 2))
    .map((parts) => parts.join('')),
};

const documentNumber: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('US', 'EP', 'WO', 'CN', 'JP', 'DE'), digits(6, 10), fc.constantFrom('', 'A1', 'B1', 'B2', '*'))
  .map(([country, number, suffix]) => `${country}${number}${suffix}`);

const KEYWORDS: Record<string, readonly string[]> = {
  CC: ['US', 'EP', 'WO', 'CN', 'JP', 'DE', 'KR'],
  KD: ['A1', 'A2', 'B1', 'B2', 'U'],
  type: ['patent', 'utility', 'design'],
  grant: ['true', 'false'],
  pending: ['true', 'false'],
};

function fieldValue(code: string, kind: FieldKind, depth: number): fc.Arbitrary<QueryNode> {
  const group = (leaf: fc.Arbitrary<QueryNode>) => fc.oneof({ weight: 3, arbitrary: leaf }, booleanOf(leaf));
  switch (kind) {
    case 'text':
    case 'name':
      return textQuery(depth);
    case 'classification': {
      const codes = CODES_BY_FIELD[code] ?? ipcCode;
      // A quoted code is literal, so only a whole code (no truncation) is valid in quotes.
      const quoted = codes.filter((text) => !text.endsWith('*')).map(quotedTerm);
      return group(fc.oneof({ weight: 4, arbitrary: codes.map(term) }, quoted));
    }
    case 'number':
    case 'citation':
      return group(documentNumber.map(term));
    default:
      return group(fc.constantFrom(...(KEYWORDS[code] ?? ['yes', 'no', 'x1'])).map(term));
  }
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY, YYYYMM or YYYYMMDD, always on the calendar. */
const dateValue: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 1900, max: 2035 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 31 }))
  .map(([year, month, day]) => {
    if (month === 0) return String(year);
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    const days = month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] as number);
    return day === 0 ? `${year}${pad(month)}` : `${year}${pad(month)}${pad(Math.min(day, days))}`;
  });

function firstDay(value: string): string {
  return value.length === 4 ? `${value}0101` : value.length === 6 ? `${value}01` : value;
}

/** A condition on a date or numeric field, in each of the forms; both bounds ordered. */
function rangeOf(code: string, kind: FieldKind): fc.Arbitrary<QueryNode> {
  const value = kind === 'date' ? dateValue : fc.integer({ min: 1900, max: 2035 }).map(String);
  // Ordering by first day keeps a partial upper date (a whole year) after a full lower date inside it.
  const key = (v: string) => (kind === 'date' ? firstDay(v) : v.padStart(8, '0'));
  return fc.oneof(
    value.map((v) => range(code, v)),
    fc.tuple(value, value).map(([a, b]) => (key(a) <= key(b) ? range(code, a, b) : range(code, b, a))),
    fc.tuple(value, fc.boolean()).map(([v, inclusive]) => after(code, v, inclusive)),
    fc.tuple(value, fc.boolean()).map(([v, inclusive]) => before(code, v, inclusive)),
  );
}

const RANGE_KINDS: ReadonlySet<FieldKind> = new Set(['date', 'numeric']);

/** `FIELD=value` on any field of the catalogue, or a range on a date or numeric one. */
function fieldClause(depth: number): fc.Arbitrary<QueryNode> {
  return fc.constantFrom(...FIELDS).chain((def) => {
    if (RANGE_KINDS.has(def.kind)) return rangeOf(def.code, def.kind);
    return fieldValue(def.code, def.kind, depth).map((value) => field(def.code, value));
  });
}

const designImageNode: fc.Arbitrary<DesignImageNode> = fc
  .tuple(
    fc.array(
      fc.uuid().map((id) => id.toLowerCase()),
      { minLength: 1, maxLength: 3 },
    ),
    fc.record(
      {
        // Two-letter codes that are operator words (`OR`, `WS`, `WP`) cannot follow a comma unquoted; left out.
        countries: fc.array(fc.constantFrom('US', 'EP', 'CN', 'JP', 'KR', 'DE', 'FR', 'GB', 'WO'), {
          minLength: 1,
          maxLength: 3,
        }),
        max_results: fc.integer({ min: 1, max: 10_000 }),
        caption: fc.string({ unit: fc.constantFrom(...`${LETTERS} ,()=-`), maxLength: 20 }),
        locarno: fc.tuple(digits(2, 2), digits(2, 2)).map(([a, b]) => `${a}-${b}`),
        uspc: digits(3, 3).map((number) => `D12/${number}`),
      },
      { requiredKeys: [] },
    ),
  )
  .map(([images, options]) => designImage(images, options));

const historyNode: fc.Arbitrary<QueryNode> = fc.oneof(
  fc.integer({ min: 1, max: 999 }).map(historyRef),
  fc
    .tuple(fc.constantFrom<'AND' | 'OR'>('AND', 'OR'), fc.integer({ min: 1, max: 99 }), fc.integer({ min: 0, max: 20 }))
    .map(([op, from, extra]) => historyRange(op, from, from + extra)),
);

/** A whole query: Boolean combinations of field clauses, ranges, bare queries, history, any{} and design_image. */
export function queryAst(depth = 3): fc.Arbitrary<QueryNode> {
  const leaf = fc.oneof(
    { weight: 6, arbitrary: fieldClause(2) },
    { weight: 3, arbitrary: textQuery(2) },
    { weight: 1, arbitrary: historyNode },
    { weight: 1, arbitrary: designImageNode },
  );
  if (depth <= 0) return leaf;
  const inner = queryAst(depth - 1);
  return fc.oneof(
    { weight: 2, arbitrary: leaf },
    { weight: 3, arbitrary: booleanOf(inner) },
    { weight: 1, arbitrary: atLeastOf(inner) },
  );
}

/**
 * Queries the expert form can hold: a left-deep Boolean chain of field clauses and ranges on fields other than
 * TAC, and bare queries (which stand for TAC rows).
 */
export function expertAst(): fc.Arbitrary<QueryNode> {
  const row = fc.oneof(
    fieldClause(2).filter((node) => node.kind !== 'Field' || node.field !== 'TAC'),
    textQuery(2),
  );
  return fc
    .tuple(row, fc.array(fc.tuple(fc.constantFrom(...BOOLEAN_OPS), row), { maxLength: 5 }))
    .map(([first, rest]) =>
      rest.reduce<QueryNode>((left, [op, right]) => joinBoolean(op, left, right, { start: 0, end: 0 }), first),
    );
}
