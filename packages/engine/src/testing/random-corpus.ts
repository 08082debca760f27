import { parse, type QueryNode } from '@app/query';
import fc from 'fast-check';
import type { EngineDocument } from '../schema/document';

/**
 * fast-check arbitraries for the searcher's oracle test: small patent corpora (with updates, deletes and commits,
 * so an index has several segments and deleted documents) and query texts in the query language that cover every
 * operator. The vocabulary is tiny on purpose, so that phrases, proximity, sentences and paragraphs hit often.
 */

/** Words of the generated texts (plain ASCII). */
export const VOCABULARY = [
  'solar',
  'cell',
  'panel',
  'thin',
  'film',
  'glass',
  'layer',
  'battery',
  'lithium',
  'ion',
  'energy',
  'light',
] as const;

/** Compounds: their parts are words of the vocabulary, so they interact with plain words. */
export const COMPOUNDS = ['li-ion', 'thin-film', 'solar-cell', 'Li-Ion'] as const;

export const APPLICANTS = [
  'Siemens AG',
  'Robert Bosch GmbH',
  'Sony Corp',
  'Solar Energy Inc',
  'LG Chem Ltd',
  'Bosch Siemens Hausgeraete GmbH',
  'Panasonic',
] as const;

/** Document codes, several per main group; `/00` codes only in documents (a `/00` query is a planner choice). */
export const CPC_CODES = [
  'H01L31/0232',
  'H01L31/02',
  'H01L31/18',
  'H01M10/0525',
  'H01M10/052',
  'H01M4/13',
  'H02S40/38',
  'Y02E10/50',
  'H02J7/00',
  'B60L53/00',
] as const;

export const COUNTRIES = ['US', 'EP', 'WO', 'DE', 'CN', 'JP'] as const;
export const KINDS = ['A1', 'A2', 'B1', 'B2'] as const;
export const FAMILIES = ['F100', 'F101', 'F102', 'F103', 'F104', 'F105', 'F106', 'F107'] as const;
export const APPLICATIONS = ['US10000001', 'US10000002', 'US10000003', 'EP10000004', 'EP10000005', 'WO10000006'];

// ---------------------------------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------------------------------

const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

const textWord: fc.Arbitrary<string> = fc.oneof(
  { weight: 20, arbitrary: fc.constantFrom(...VOCABULARY) },
  { weight: 2, arbitrary: fc.constantFrom(...VOCABULARY).map(capitalised) },
  { weight: 1, arbitrary: fc.constantFrom(...VOCABULARY).map((w) => w.toUpperCase()) },
  { weight: 2, arbitrary: fc.constantFrom(...COMPOUNDS) },
);

const separator = fc.oneof(
  { weight: 12, arbitrary: fc.constant(' ') },
  { weight: 1, arbitrary: fc.constant(', ') },
  { weight: 1, arbitrary: fc.constant('; ') },
);

/** A sentence: a capitalised first word (so its period ends it), words, a period. */
const sentence: fc.Arbitrary<string> = fc
  .tuple(textWord, fc.array(fc.tuple(separator, textWord), { minLength: 0, maxLength: 7 }))
  .map(([first, rest]) => `${capitalised(first)}${rest.map(([sep, word]) => sep + word).join('')}.`);

const paragraph: fc.Arbitrary<string> = fc
  .array(sentence, { minLength: 1, maxLength: 3 })
  .map((sentences) => sentences.join(' '));

/** A text field value: one string, paragraphs, or a value per language. */
const textValue: fc.Arbitrary<string | string[] | Record<string, string | string[]>> = fc.oneof(
  { weight: 6, arbitrary: paragraph },
  { weight: 3, arbitrary: fc.array(paragraph, { minLength: 1, maxLength: 3 }) },
  {
    weight: 2,
    arbitrary: fc.record({
      en: fc.oneof(paragraph, fc.array(paragraph, { minLength: 1, maxLength: 2 })),
      de: paragraph,
    }),
  },
);

const date: fc.Arbitrary<number> = fc
  .tuple(fc.integer({ min: 2000, max: 2020 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
  .map(([y, m, d]) => y * 10000 + m * 100 + d);

/** Fields of a generated document; `undefined` ones are left out. */
const documentBody: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    titles: textValue,
    abstracts: textValue,
    claims: textValue,
    assignees_name_original: fc.uniqueArray(fc.constantFrom(...APPLICANTS), { minLength: 1, maxLength: 2 }),
    assignees_name_current: fc.constantFrom(...APPLICANTS),
    cpcvalues: fc.uniqueArray(fc.constantFrom(...CPC_CODES), { minLength: 1, maxLength: 3 }),
    country: fc.constantFrom(...COUNTRIES),
    kindcode: fc.constantFrom(...KINDS),
    grant: fc.boolean(),
    publicationdate: date,
    simplefamilyid: fc.constantFrom(...FAMILIES),
    applicationnumber: fc.constantFrom(...APPLICATIONS),
  },
  { requiredKeys: ['simplefamilyid', 'applicationnumber'] },
);

/** Makes most documents carry most fields (fc.record leaves optional keys out half of the time). */
const fullerBody: fc.Arbitrary<Record<string, unknown>> = fc.tuple(documentBody, documentBody).map(([a, b]) => {
  const out: Record<string, unknown> = { ...b, ...a };
  // The current assignee only in about a quarter of the documents.
  if (a.assignees_name_current === undefined || b.assignees_name_current === undefined) {
    delete out.assignees_name_current;
  }
  return out;
});

export function documentArbitrary(ucid: string): fc.Arbitrary<EngineDocument> {
  return fullerBody.map((body) => ({ ucid, ...body }));
}

/** One step of building an index. */
export type CorpusOp =
  | { readonly kind: 'add'; readonly doc: EngineDocument }
  | { readonly kind: 'delete'; readonly ucid: string }
  | { readonly kind: 'commit' };

/** How to build the index, and what it holds afterwards (by ucid, in first-added order). */
export type CorpusScript = { readonly ops: readonly CorpusOp[]; readonly live: readonly EngineDocument[] };

const ucidOf = (i: number): string => `D${String(i).padStart(3, '0')}`;

/** The live documents after the operations (upsert by ucid, delete by ucid). */
export function applyOps(ops: readonly CorpusOp[]): EngineDocument[] {
  const live = new Map<string, EngineDocument>();
  for (const op of ops) {
    if (op.kind === 'add') live.set(op.doc.ucid, op.doc);
    else if (op.kind === 'delete') live.delete(op.ucid);
  }
  return [...live.values()];
}

/**
 * 1–`maxDocs` documents added with commits at random points, then updates (re-adding a ucid), deletes and
 * re-adds of deleted ucids mixed with commits, and a final commit.
 */
export function corpusArbitrary(maxDocs = 60): fc.Arbitrary<CorpusScript> {
  return fc.integer({ min: 1, max: maxDocs }).chain((n) => {
    const ucids = Array.from({ length: n }, (_, i) => ucidOf(i));
    const initial = fc.tuple(...ucids.map((ucid) => fc.tuple(documentArbitrary(ucid), fc.nat({ max: 5 }))));
    const later = fc.array(
      fc.oneof(
        {
          weight: 3,
          arbitrary: fc
            .integer({ min: 0, max: n - 1 })
            .chain((i) => documentArbitrary(ucidOf(i)))
            .map((doc): CorpusOp => ({ kind: 'add', doc })),
        },
        {
          weight: 2,
          arbitrary: fc.integer({ min: 0, max: n - 1 }).map((i): CorpusOp => ({ kind: 'delete', ucid: ucidOf(i) })),
        },
        { weight: 1, arbitrary: fc.constant<CorpusOp>({ kind: 'commit' }) },
      ),
      { maxLength: Math.min(12, n + 2) },
    );
    return fc.tuple(initial, later).map(([docs, rest]) => {
      const ops: CorpusOp[] = [];
      for (const [doc, commitAfter] of docs) {
        ops.push({ kind: 'add', doc });
        // About one commit in six documents: segments of several sizes besides the writer's own flushes.
        if (commitAfter === 0) ops.push({ kind: 'commit' });
      }
      for (const op of rest) ops.push(op);
      ops.push({ kind: 'commit' });
      return { ops, live: applyOps(ops) };
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------------------------

const plainQueryWord: fc.Arbitrary<string> = fc.oneof(
  { weight: 10, arbitrary: fc.constantFrom(...VOCABULARY) },
  { weight: 1, arbitrary: fc.constantFrom(...VOCABULARY).map(capitalised) },
  { weight: 1, arbitrary: fc.constantFrom('li', 'liion', 'thinfilm', 'solarcell', 'absent') },
);

/** Truncated forms of vocabulary words, each valid in the language. */
const truncatedWord: fc.Arbitrary<string> = fc.oneof(
  // cell* / c*  (right truncation after 1+ letters)
  fc
    .tuple(fc.constantFrom(...VOCABULARY), fc.integer({ min: 1, max: 6 }))
    .map(([w, k]) => `${w.slice(0, Math.min(k, w.length))}*`),
  // c?ll  (one character)
  fc.tuple(fc.constantFrom(...VOCABULARY), fc.nat()).map(([w, i]) => {
    const at = 1 + (i % (w.length - 1));
    return `${w.slice(0, at)}?${w.slice(at + 1)}`;
  }),
  // cel!l, cell!  (zero or one character)
  fc.tuple(fc.constantFrom(...VOCABULARY), fc.nat()).map(([w, i]) => {
    const at = 1 + (i % w.length);
    return `${w.slice(0, at)}!${w.slice(at)}`;
  }),
  // c*ll  (inside)
  fc
    .tuple(fc.constantFrom(...VOCABULARY), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }))
    .filter(([w, a, b]) => a + b < w.length)
    .map(([w, a, b]) => `${w.slice(0, a)}*${w.slice(w.length - b)}`),
  // *ell  (left truncation needs 3 literals)
  fc
    .tuple(fc.constantFrom(...VOCABULARY.filter((w) => w.length >= 4)), fc.integer({ min: 3, max: 4 }))
    .map(([w, k]) => `*${w.slice(w.length - k)}`),
  // optional delimiter and truncated compounds
  fc.constantFrom('solar_cell', 'thin_film', 'li_ion', 'li-ion*', 'li-i*', 'thin-f*', 'Li-Ion*', 'solar_cel*'),
);

const queryWord: fc.Arbitrary<string> = fc.oneof(
  { weight: 14, arbitrary: plainQueryWord },
  { weight: 2, arbitrary: fc.constantFrom(...COMPOUNDS) },
  { weight: 4, arbitrary: truncatedWord },
  { weight: 1, arbitrary: plainQueryWord.map((w) => `"${w}"`) },
);

const phrase: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.array(queryWord, { minLength: 2, maxLength: 3 }).map((ws) => ws.join(' ')) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.oneof(plainQueryWord, fc.constantFrom(...COMPOUNDS)), { minLength: 2, maxLength: 3 })
      .map((ws) => `"${ws.join(' ')}"`),
  },
);

const proximityOperator: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 4 }).map((n) => `W${n}`) },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 3 }).map((n) => `WF${n}`) },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 3 }).map((n) => `NOTW${n}`) },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 3 }).map((n) => `NOTWF${n}`) },
  { weight: 2, arbitrary: fc.constantFrom('WS', 'WP') },
  { weight: 1, arbitrary: fc.constantFrom('NEAR', 'W/2', 'NEAR/1', 'WF/1', 'NOTW/2') },
);

function proximity(leaf: fc.Arbitrary<string>, depth: number): fc.Arbitrary<string> {
  const group = fc.array(fc.oneof({ weight: 3, arbitrary: leaf }, phrase), { minLength: 2, maxLength: 3 });
  const operands: { weight: number; arbitrary: fc.Arbitrary<string> }[] = [
    { weight: 8, arbitrary: leaf },
    { weight: 3, arbitrary: phrase },
    { weight: 2, arbitrary: group.map((parts) => `(${parts.join(' OR ')})`) },
  ];
  if (depth > 0) operands.push({ weight: 2, arbitrary: proximity(leaf, depth - 1).map((p) => `(${p})`) });
  const operand = fc.oneof(...operands);
  return fc.tuple(operand, proximityOperator, operand).map(([a, op, b]) => `${a} ${op} ${b}`);
}

/** Boolean combinations and any{n} of `inner`. */
function combined(inner: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom('AND', 'OR', 'NOT', 'XOR'), fc.array(inner, { minLength: 2, maxLength: 3 }))
        .map(([op, parts]) =>
          (op === 'NOT' || op === 'XOR' ? parts.slice(0, 2) : parts).map((p) => `(${p})`).join(` ${op} `),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .array(inner, { minLength: 2, maxLength: 4 })
        .chain((parts) => fc.integer({ min: 1, max: parts.length }).map((min) => `any{${min}}(${parts.join(', ')})`)),
    },
  );
}

function textQuery(depth: number): fc.Arbitrary<string> {
  const leaves = [
    { weight: 5, arbitrary: queryWord },
    { weight: 3, arbitrary: phrase },
    { weight: 8, arbitrary: proximity(queryWord, 2) },
  ];
  if (depth === 0) return fc.oneof(...leaves);
  return fc.oneof(...leaves, { weight: 5, arbitrary: combined(textQuery(depth - 1)) });
}

const NAME_WORDS = ['siemens', 'bosch', 'robert', 'sony', 'solar', 'energy', 'ag', 'gmbh', 'corp', 'chem', 'lg'];
const nameWord: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...NAME_WORDS) },
  { weight: 2, arbitrary: fc.constantFrom('sie*', 'bos?h', 'Siemens', 'hausge*', 'g!mbh', '"sony"') },
);
const nameQuery: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: nameWord },
  {
    weight: 2,
    arbitrary: fc.constantFrom('"robert bosch"', 'robert bosch', '"siemens ag"', 'lg chem ltd', 'ag robert'),
  },
  { weight: 3, arbitrary: proximity(nameWord, 1) },
  { weight: 2, arbitrary: combined(nameWord) },
);

const QUERY_CODES = [
  'H01L31/0232',
  'H01L31/02',
  'H01L31',
  'H01L',
  'H01M10',
  'H01M10/052',
  'H01M',
  'Y02E10/50',
  'Y02E',
  'H02S',
  'H02J7',
  'B60L53',
  'H01L 31/18',
  'H01L 031/18',
  'H01*',
  'H01L31/0*',
  'Y02*',
  'H01M10/05*',
  'H0?J*',
];
const code = fc.constantFrom(...QUERY_CODES);
const codeQuery: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: code },
  {
    weight: 2,
    arbitrary: fc.tuple(code, fc.constantFrom('OR', 'AND', 'NOT'), code).map(([a, op, b]) => `(${a} ${op} ${b})`),
  },
);

const year = fc.integer({ min: 1999, max: 2021 });
const yearPair = fc.tuple(year, year).map(([a, b]): [number, number] => (a <= b ? [a, b] : [b, a]));
const month = fc.tuple(year, fc.integer({ min: 1, max: 12 })).map(([y, m]) => `${y}${String(m).padStart(2, '0')}`);
const day = fc.tuple(month, fc.integer({ min: 1, max: 28 })).map(([ym, d]) => `${ym}${String(d).padStart(2, '0')}`);
const partialDate = fc.oneof(year.map(String), month, day);

const dateRange: fc.Arbitrary<string> = fc.oneof(
  year.map((y) => `PD=${y}`),
  yearPair.map(([a, b]) => `PD=${a}:${b}`),
  fc.tuple(fc.constantFrom('>', '>=', '<', '<='), partialDate).map(([cmp, d]) => `PD${cmp}${d}`),
  partialDate.map((d) => `PD=${d}:`),
  partialDate.map((d) => `PD=:${d}`),
  fc.tuple(month, month).map(([a, b]) => (a <= b ? `PD=${a}:${b}` : `PD=${b}:${a}`)),
  fc.tuple(year, yearPair).map(([y, [a, b]]) => `PD=(${y} OR ${a}:${b})`),
  fc.tuple(yearPair, year).map(([[a, b], y]) => `PD=(${a}:${b} NOT ${y})`),
  fc.tuple(year, year).map(([a, b]) => `PD=(>${a} AND <=${b})`),
);
const yearRange: fc.Arbitrary<string> = fc.oneof(
  year.map((y) => `publicationyear=${y}`),
  yearPair.map(([a, b]) => `publicationyear=${a}:${b}`),
  fc.tuple(fc.constantFrom('>', '>=', '<', '<='), year).map(([cmp, y]) => `publicationyear${cmp}${y}`),
);

/** One clause of a whole query: bare words (TAC) or a field. */
const clause: fc.Arbitrary<string> = fc.oneof(
  { weight: 10, arbitrary: textQuery(1) },
  {
    weight: 8,
    arbitrary: fc
      .tuple(fc.constantFrom('TI', 'AB', 'CL', 'TA', 'TAC', 'title', 'FT'), textQuery(1))
      .map(([f, q]) => `${f}=(${q})`),
  },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom('TI', 'AB', 'CL'), queryWord).map(([f, w]) => `${f}=${w}`) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom('PA', 'PA', 'PAE', 'assignees_name_original'), nameQuery)
      .map(([f, q]) => `${f}=(${q})`),
  },
  { weight: 3, arbitrary: codeQuery.map((q) => `CPC=${q}`) },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.constantFrom(...COUNTRIES).map((c) => `CC=${c.toLowerCase()}`),
      fc.tuple(fc.constantFrom(...COUNTRIES), fc.constantFrom(...COUNTRIES)).map(([a, b]) => `CC=(${a} OR ${b})`),
      fc.constantFrom(...KINDS).map((k) => `KD=${k}`),
      fc.constantFrom('KD=B*', 'KD=(A1 OR B2)', 'grant=true', 'grant=false', 'CC=U*'),
      fc.constantFrom(...APPLICATIONS).map((a) => `AP=${a}`),
      fc.constantFrom(...FAMILIES).map((f) => `FN=${f}`),
    ),
  },
  { weight: 3, arbitrary: dateRange },
  { weight: 1, arbitrary: yearRange },
);

/** Query text in the query language (not necessarily free of diagnostics; see `queryArbitrary`). */
export const queryTextArbitrary: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: clause },
  { weight: 4, arbitrary: combined(clause) },
  { weight: 1, arbitrary: combined(combined(clause)) },
);

/** A query that parses without diagnostics: its text and the tree the parser gives for it. */
export type GeneratedQuery = { readonly text: string; readonly ast: QueryNode };

export function parseClean(text: string): QueryNode | null {
  const { ast, diagnostics } = parse(text);
  return diagnostics.length === 0 ? ast : null;
}

export const queryArbitrary: fc.Arbitrary<GeneratedQuery> = queryTextArbitrary
  .map((text) => ({ text, ast: parseClean(text) }))
  .filter((q): q is GeneratedQuery => q.ast !== null);
