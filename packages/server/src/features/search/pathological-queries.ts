// Queries that are cheap to write and were expensive to run: each one stopped search for everyone before searches
// had deadlines and budgets (issue "Hardening"). `npm run bench:pathological` times each against the demo corpus;
// the query fuzz test runs them beside its random queries. A query here must be answered or refused within the
// search deadline, never hang and never answer 500.

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');

/** Distinct made-up words, `count` of them: w0, w1 … (few exist, which is what a scan of the dictionary meets). */
function words(count: number, prefix = 'w'): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}${i.toString(36)}`);
}

/** Two- and three-letter truncations, `count` of them: aa*, ab* … then aaa* … */
function truncations(count: number): string[] {
  const out: string[] = [];
  for (const a of LETTERS) for (const b of LETTERS) out.push(`${a}${b}*`);
  for (const a of LETTERS) for (const b of LETTERS) for (const c of LETTERS) out.push(`${a}${b}${c}*`);
  return out.slice(0, count);
}

/** Common words of patent text, repeated into a long phrase. */
const PHRASE_WORDS = ['the', 'first', 'layer', 'of', 'a', 'device', 'comprising', 'second', 'surface', 'and'];

export type PathologicalQuery = {
  /** What the query is, for the benchmark's table. */
  readonly name: string;
  /** Searches to save first, in order (#1, #2 …), for queries that name earlier searches. */
  readonly history?: readonly string[];
  readonly query: string;
};

export const PATHOLOGICAL_QUERIES: readonly PathologicalQuery[] = [
  { name: '26 one-letter truncations ORed', query: LETTERS.map((l) => `${l}*`).join(' OR ') },
  { name: 'CPC=A* OR CPC=B* OR CPC=C* OR CPC=H*', query: 'CPC=A* OR CPC=B* OR CPC=C* OR CPC=H*' },
  { name: 'any{500} over 1,000 truncations', query: `any{500}(${truncations(1000).join(', ')})` },
  {
    name: '2,000-word phrase',
    query: `"${Array.from({ length: 2000 }, (_, i) => PHRASE_WORDS[i % PHRASE_WORDS.length]).join(' ')}"`,
  },
  { name: '10,000 ORed words', query: words(10_000).join(' OR ') },
  { name: '120-long XOR chain', query: truncations(120).join(' XOR ') },
  { name: 'left truncations *ing OR *tion OR *ness', query: '*ing OR *tion OR *ness' },
  { name: 'proximity of truncations', query: '(a* OR b* OR c*) W/3 (d* OR e* OR s*)' },
  {
    name: 'five-level #k chain over a* OR b* OR c*',
    history: ['a* OR b* OR c*', ...[1, 2, 3, 4].map((k) => `(#${k} OR #${k}) AND (#${k} OR #${k})`)],
    query: '(#5 OR #5) AND (#5 OR #5)',
  },
];
