// The query set: every operator class of the query language, each query with its SQLite FTS5 equivalent where FTS5
// can express it. Queries are built from "slots" (words of chosen frequencies), fixed for the generated corpora and
// picked from document frequencies for the real documents, so the same classes run on every corpus.

import type { GeneratedDocument } from './corpus.ts';

export const QUERY_CLASSES = [
  'term',
  'AND',
  'OR',
  'phrase',
  'truncation',
  'left truncation',
  'internal truncation',
  'WF ordered',
  'W/NEAR unordered',
  'WS sentence',
  'NOT',
  'any{n}',
  'field + range',
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

export const VARIANTS = ['plain', 'facets', 'collapse'] as const;
export type Variant = (typeof VARIANTS)[number];

/**
 * An FTS5 query: a MATCH expression plus an optional SQL condition on the metadata row `m`. With `glob`, the MATCH
 * expression is made at each run from the index's own terms: FTS5 has no left or internal truncation, so an
 * application expands the pattern through an fts5vocab table (`term GLOB ?`) and ORs the terms (`match` is unused).
 */
export type Fts5Query = { readonly match: string; readonly where?: string; readonly glob?: string };

/**
 * A Xapian query tree, turned into xapian.Query objects by bench/xapian/xapian_peer.py. Words are unprefixed terms
 * (every text field) unless `field` is 'title' (the "S" prefix). `near`: at most `gap` words between the operands,
 * in order (OP_PHRASE with a window) or not (OP_NEAR). `prefix`: OP_WILDCARD. `pattern`: left or internal
 * truncation, expanded over the term list at each run (Xapian 1.4 only expands trailing wildcards). `filter`: a
 * publication date range (value slot) and/or a CPC code (boolean term).
 */
export type XapianQuery =
  | { readonly op: 'term'; readonly word: string; readonly field?: 'title' }
  | { readonly op: 'phrase'; readonly words: readonly string[]; readonly field?: 'title' }
  | { readonly op: 'near'; readonly words: readonly string[]; readonly gap: number; readonly ordered: boolean }
  | { readonly op: 'and' | 'or'; readonly args: readonly XapianQuery[] }
  | { readonly op: 'not'; readonly pos: XapianQuery; readonly neg: XapianQuery }
  | { readonly op: 'prefix'; readonly prefix: string }
  | { readonly op: 'pattern'; readonly glob: string }
  | {
      readonly op: 'filter';
      readonly query: XapianQuery;
      readonly from?: number;
      readonly to?: number;
      readonly cpc?: string;
    };

export type BenchQuery = {
  readonly id: string;
  readonly cls: QueryClass;
  /** In our query language. */
  readonly query: string;
  /** Undefined where FTS5 cannot express the query (ordered proximity, same sentence). */
  readonly fts5: Fts5Query | undefined;
  /** Undefined where Xapian cannot express the query (same sentence). */
  readonly xapian: XapianQuery | undefined;
  /** The id of the AND query of the same terms (proximity targets compare against it). */
  readonly andOf?: string;
};

/** Words (and codes) the query templates are filled with. */
export type QuerySlots = {
  /** Very frequent words that co-occur (facets over ≥100,000 matches on 1M documents). */
  readonly frequent: readonly [string, string];
  /** A frequent word pair that often stands side by side (phrase, proximity). */
  readonly topical: readonly [string, string];
  /** Medium-frequency words that co-occur. */
  readonly medium: readonly [string, string];
  /** A second co-occurring pair (same sentence). */
  readonly sentencePair: readonly [string, string];
  /** A word for `x NOT y`. */
  readonly other: string;
  /** Rare words. */
  readonly rare: readonly [string, string];
  /** Phrases of 2–3 words, the last one made of very frequent words. */
  readonly phrases: readonly string[];
  /** Prefixes for right truncation. */
  readonly prefixes: readonly string[];
  /** Suffixes for left truncation (`*ation`; at least 3 letters, as the query language requires). */
  readonly suffixes: readonly string[];
  /** Words with a wildcard inside (`c*ll`, `wa?er`). */
  readonly infixes: readonly string[];
  /** A word frequent in titles, and a title phrase. */
  readonly titleWord: string;
  readonly titlePhrase: string;
  /** A CPC main group (`H01L31`) or subclass (`H01L`) present in the corpus. */
  readonly cpc: string;
  /** Extra words for any{n}. */
  readonly extra: readonly [string, string];
};

/** Slots for the generated corpora (frequencies: see FIXED_RANKS in vocabulary.ts and the named topics). */
export const GENERATED_SLOTS: QuerySlots = {
  frequent: ['layer', 'substrate'],
  topical: ['solar', 'cell'],
  medium: ['lithium', 'electrode'],
  sentencePair: ['cathode', 'anode'],
  other: 'wind',
  rare: ['graphene', 'perovskite'],
  phrases: ['solar cell', 'thin film', 'lithium ion battery', 'said layer'],
  prefixes: ['electr', 'batter', 'photo'],
  suffixes: ['ation', 'ical', 'ode'],
  infixes: ['c*ll', 'el*ode', 'wa?er'],
  titleWord: 'battery',
  titlePhrase: 'solar cell',
  cpc: 'H01L31',
  extra: ['battery', 'semiconductor'],
};

/**
 * The query set. `textField` wraps every text query in a field (`FT` for corpora with descriptions, so they are
 * searched too); undefined leaves bare words, which search TAC (title, abstract, claims).
 */
export function buildQueries(slots: QuerySlots, textField?: string): BenchQuery[] {
  const t = (q: string) => (textField ? `${textField}=(${q})` : q);
  const [f1, f2] = slots.frequent;
  const [t1, t2] = slots.topical;
  const [m1, m2] = slots.medium;
  const [s1, s2] = slots.sentencePair;
  const [r1, r2] = slots.rare;
  const [x1, x2] = slots.extra;
  const queries: BenchQuery[] = [];
  const add = (
    cls: QueryClass,
    query: string,
    fts5: Fts5Query | undefined,
    xapian: XapianQuery | undefined,
    andOf?: string,
  ): string => {
    const id = `${cls}:${query}`;
    queries.push({ id, cls, query, fts5, xapian, ...(andOf ? { andOf } : {}) });
    return id;
  };
  const m = (match: string): Fts5Query => ({ match });
  const x = {
    t: (word: string): XapianQuery => ({ op: 'term', word }),
    and: (...words: string[]): XapianQuery => ({ op: 'and', args: words.map(x.t) }),
    or: (...words: string[]): XapianQuery => ({ op: 'or', args: words.map(x.t) }),
    not: (a: string, b: string): XapianQuery => ({ op: 'not', pos: x.t(a), neg: x.t(b) }),
    phrase: (p: string): XapianQuery => ({ op: 'phrase', words: p.split(' ') }),
    near: (a: string, b: string, gap: number, ordered: boolean): XapianQuery => ({
      op: 'near',
      words: [a, b],
      gap,
      ordered,
    }),
  };

  for (const w of [f1, t1, m1, slots.other, r1]) add('term', t(w), m(w), x.t(w));

  const andFrequent = add('AND', t(`${f1} AND ${f2}`), m(`${f1} AND ${f2}`), x.and(f1, f2));
  const andTopical = add('AND', t(`${t1} AND ${t2}`), m(`${t1} AND ${t2}`), x.and(t1, t2));
  const andMedium = add('AND', t(`${m1} AND ${m2}`), m(`${m1} AND ${m2}`), x.and(m1, m2));
  const andSentence = add('AND', t(`${s1} AND ${s2}`), m(`${s1} AND ${s2}`), x.and(s1, s2));
  add('AND', t(`${r1} AND ${f1}`), m(`${r1} AND ${f1}`), x.and(r1, f1));

  add('OR', t(`${f1} OR ${f2}`), m(`${f1} OR ${f2}`), x.or(f1, f2));
  add('OR', t(`${t1} OR ${slots.other}`), m(`${t1} OR ${slots.other}`), x.or(t1, slots.other));
  add('OR', t(`${m1} OR ${m2}`), m(`${m1} OR ${m2}`), x.or(m1, m2));
  add('OR', t(`${r1} OR ${r2}`), m(`${r1} OR ${r2}`), x.or(r1, r2));

  for (const p of slots.phrases) add('phrase', t(`"${p}"`), m(`"${p}"`), x.phrase(p));

  for (const p of slots.prefixes) add('truncation', t(`${p}*`), m(`${p}*`), { op: 'prefix', prefix: p });
  for (const p of slots.suffixes)
    add('left truncation', t(`*${p}`), { match: '', glob: `*${p}` }, { op: 'pattern', glob: `*${p}` });
  for (const p of slots.infixes) add('internal truncation', t(p), { match: '', glob: p }, { op: 'pattern', glob: p });

  // Xapian's OP_PHRASE with a window is ordered proximity; OP_NEAR the unordered one (FTS5 has only the latter).
  add('WF ordered', t(`${t1} WF3 ${t2}`), undefined, x.near(t1, t2, 3, true), andTopical);
  add('WF ordered', t(`${m1} WF5 ${m2}`), undefined, x.near(m1, m2, 5, true), andMedium);
  add('WF ordered', t(`${f1} WF2 ${f2}`), undefined, x.near(f1, f2, 2, true), andFrequent);

  add('W/NEAR unordered', t(`${t1} W3 ${t2}`), m(`NEAR(${t1} ${t2}, 3)`), x.near(t1, t2, 3, false), andTopical);
  add('W/NEAR unordered', t(`${m1} NEAR/5 ${m2}`), m(`NEAR(${m1} ${m2}, 5)`), x.near(m1, m2, 5, false), andMedium);
  add('W/NEAR unordered', t(`${f1} W2 ${f2}`), m(`NEAR(${f1} ${f2}, 2)`), x.near(f1, f2, 2, false), andFrequent);

  // Neither FTS5 nor Xapian knows sentences.
  add('WS sentence', t(`${s1} WS ${s2}`), undefined, undefined, andSentence);
  add('WS sentence', t(`${t1} WS ${t2}`), undefined, undefined, andTopical);
  add('WS sentence', t(`${m1} WS ${m2}`), undefined, undefined, andMedium);

  add('NOT', t(`${t1} NOT ${slots.other}`), m(`${t1} NOT ${slots.other}`), x.not(t1, slots.other));
  add('NOT', t(`${f1} NOT ${f2}`), m(`${f1} NOT ${f2}`), x.not(f1, f2));
  add('NOT', t(`${m2} NOT ${m1}`), m(`${m2} NOT ${m1}`), x.not(m2, m1));

  const atLeast = (n: number, words: readonly string[]) => {
    const combos: string[][] = [];
    const walk = (from: number, chosen: string[]) => {
      if (chosen.length === n) combos.push(chosen);
      else for (let i = from; i < words.length; i++) walk(i + 1, [...chosen, words[i]!]);
    };
    walk(0, []);
    add('any{n}', t(`any{${n}}(${words.join(', ')})`), m(combos.map((c) => `(${c.join(' AND ')})`).join(' OR ')), {
      op: 'or',
      args: combos.map((c) => x.and(...c)),
    });
  };
  atLeast(2, [t1, t2, x1, m1]);
  atLeast(3, [f1, f2, m2, x2]);
  atLeast(2, [r1, r2, m1]);

  add('field + range', `TI=${slots.titleWord}`, m(`title : ${slots.titleWord}`), {
    op: 'term',
    word: slots.titleWord,
    field: 'title',
  });
  add(
    'field + range',
    `TI="${slots.titlePhrase}" AND PD>=2015`,
    { match: `title : "${slots.titlePhrase}"`, where: 'm.pd >= 20150101' },
    { op: 'filter', query: { op: 'phrase', words: slots.titlePhrase.split(' '), field: 'title' }, from: 20150101 },
  );
  add(
    'field + range',
    `CPC=${slots.cpc} AND ${t(m2)}`,
    { match: m2, where: `m.rowid IN (SELECT docid FROM cpc WHERE code = '${slots.cpc}')` },
    { op: 'filter', query: x.t(m2), cpc: slots.cpc },
  );
  add(
    'field + range',
    `${t(f1)} AND PD=2000:2009`,
    { match: f1, where: 'm.pd BETWEEN 20000101 AND 20091231' },
    { op: 'filter', query: x.t(f1), from: 20000101, to: 20091231 },
  );
  return queries;
}

const STOP = new Set(
  (
    'the a an of to in and or for with on at by from said is are be been being that this which wherein whereby ' +
    'comprising comprises comprise including includes having has have first second third one two each least ' +
    'claim claims according said such other than more into not when where as it its can may further also between ' +
    'means thereof about than then there these those same were was will would shall only each'
  ).split(' '),
);

/** Picks slots from the documents' own words (for the real corpus). */
export function slotsFromDocuments(docs: readonly GeneratedDocument[]): QuerySlots {
  const df = new Map<string, number>();
  const bigrams = new Map<string, number>();
  const titleDf = new Map<string, number>();
  const titleBigrams = new Map<string, number>();
  const sentencePairs = new Map<string, number>();
  const codes = new Map<string, number>();
  const words = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];
  for (const doc of docs) {
    const seen = new Set<string>();
    const seenBigrams = new Set<string>();
    const seenPairs = new Set<string>();
    for (const text of [doc.titles, doc.abstracts, ...doc.claims]) {
      for (const sentence of text.split(/[.!?]\s/)) {
        const ws = words(sentence);
        for (let i = 0; i < ws.length; i++) {
          const w = ws[i]!;
          seen.add(w);
          const next = ws[i + 1];
          if (next && !STOP.has(w) && !STOP.has(next) && w.length > 3 && next.length > 3)
            seenBigrams.add(`${w} ${next}`);
        }
        const content = [...new Set(ws.filter((w) => !STOP.has(w) && w.length > 4))].slice(0, 40);
        for (let i = 0; i < content.length; i++)
          for (let j = i + 1; j < content.length; j++) {
            const [a, b] = [content[i]!, content[j]!].sort();
            seenPairs.add(`${a} ${b}`);
          }
      }
    }
    for (const w of seen) df.set(w, (df.get(w) ?? 0) + 1);
    for (const b of seenBigrams) bigrams.set(b, (bigrams.get(b) ?? 0) + 1);
    for (const p of seenPairs) sentencePairs.set(p, (sentencePairs.get(p) ?? 0) + 1);
    const titleWords = words(doc.titles).filter((w) => !STOP.has(w) && w.length > 3);
    for (const w of new Set(titleWords)) titleDf.set(w, (titleDf.get(w) ?? 0) + 1);
    const titleWordsAll = words(doc.titles);
    for (const b of new Set(titleWordsAll.slice(1).map((w, i) => `${titleWordsAll[i]} ${w}`)))
      if (b.split(' ').every((w) => !STOP.has(w) && w.length > 3)) titleBigrams.set(b, (titleBigrams.get(b) ?? 0) + 1);
    // Real documents have few codes each: the subclass (H01L) is the level with several documents.
    for (const subclass of new Set(doc.cpcvalues.map((code) => code.slice(0, 4))))
      codes.set(subclass, (codes.get(subclass) ?? 0) + 1);
  }
  const n = docs.length;
  const content = [...df].filter(([w]) => !STOP.has(w) && w.length > 3 && !/\d/.test(w)).sort((a, b) => b[1] - a[1]);
  const byTarget = (share: number, exclude: Set<string>) =>
    content
      .filter(([w]) => !exclude.has(w))
      .sort((a, b) => Math.abs(a[1] / n - share) - Math.abs(b[1] / n - share))[0]![0];
  const used = new Set<string>();
  const take = (w: string) => {
    used.add(w);
    return w;
  };
  const frequent: [string, string] = [take(content[0]![0]), take(content[1]![0])];
  const topBigrams = [...bigrams].sort((a, b) => b[1] - a[1]).map(([b]) => b);
  const topical = topBigrams.find((b) => b.split(' ').every((w) => !used.has(w)))!.split(' ') as [string, string];
  topical.forEach(take);
  // Pairs that share sentences: a medium one (both words in 5–25% of documents), then the most frequent one left.
  const pairs = [...sentencePairs].sort((a, b) => b[1] - a[1]).map(([p]) => p.split(' ') as [string, string]);
  const share = (w: string) => (df.get(w) ?? 0) / n;
  const medium =
    pairs.find((p) => p.every((w) => !used.has(w) && share(w) >= 0.05 && share(w) <= 0.25)) ??
    ([byTarget(0.15, used), byTarget(0.12, used)] as [string, string]);
  medium.forEach(take);
  const sentencePair = pairs.find((p) => p.every((w) => !used.has(w))) ?? pairs[0]!;
  sentencePair.forEach(take);
  const other = take(byTarget(0.2, used));
  const rareWords = content.filter(([w, c]) => c === 2 && !used.has(w) && w.length > 5).map(([w]) => w);
  const rare: [string, string] = [take(rareWords[0] ?? 'zzzz'), take(rareWords[1] ?? 'zzzy')];
  const extra: [string, string] = [take(byTarget(0.3, used)), take(byTarget(0.25, used))];
  const prefixes = [frequent[0], medium[0], topical[0]]
    .filter((w) => w.length >= 6)
    .map((w) => w.slice(0, Math.max(4, w.length - 3)));
  if (prefixes.length === 0) prefixes.push(frequent[0].slice(0, 3));
  const frequentBoth = [...bigrams]
    .filter(([b]) => b.split(' ').every((w) => (df.get(w) ?? 0) / n > 0.3))
    .sort((a, b) => b[1] - a[1])
    .map(([b]) => b);
  const phrases = [...topBigrams.slice(0, 3), ...frequentBoth.slice(0, 1)].filter((p, i, all) => all.indexOf(p) === i);
  const titleWord = [...titleDf].sort((a, b) => b[1] - a[1])[0]?.[0] ?? frequent[0];
  const cpc = [...codes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'H01L31';
  return {
    frequent,
    topical,
    medium,
    sentencePair,
    other,
    rare,
    phrases,
    prefixes,
    // Common English suffixes and infixes, in real patents as in the generated text.
    suffixes: GENERATED_SLOTS.suffixes,
    infixes: GENERATED_SLOTS.infixes,
    titleWord,
    titlePhrase: [...titleBigrams].sort((a, b) => b[1] - a[1])[0]?.[0] ?? topBigrams[0]!,
    cpc,
    extra,
  };
}
