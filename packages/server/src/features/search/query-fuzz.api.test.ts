import { queryTextArbitrary } from '@app/engine/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-app';
import { createUser } from '../../test/factories';
import { PATHOLOGICAL_QUERIES } from './pathological-queries';
import { buildSearchTestApp } from './search-test-support';

// Query fuzz through the real HTTP path: generated queries of the language (every operator and field), the same
// with a character cut out or doubled (syntax errors at every place), strings of the language's own characters, and
// the pathological queries. Every one must be answered or refused with a 4xx, never a 5xx, and never stopped by its
// deadline. 6,000 queries on PGlite; the PostgreSQL run repeats the first 2,000 (the database only signs the user
// in here; the query path is the same). `QUERY_FUZZ_RUNS=1000000` for a one-off long run.

const RUNS = Number(process.env.QUERY_FUZZ_RUNS ?? (process.env.TEST_DB === 'postgres' ? 2000 : 6000));
/** Requests in flight at once: more than the two search threads, so turns and queueing are exercised too. */
const CONCURRENCY = 4;

const SYNTAX_CHARACTERS = [
  ...'()"*?!#=:<>{},/ _-.$~^[]\\|',
  'W',
  'S',
  'P',
  'AND',
  'OR',
  'NOT',
  'XOR',
  'NEAR',
  'TAC',
  'PD',
];
const language = fc.string({
  unit: fc.oneof(
    fc.constantFrom(...SYNTAX_CHARACTERS),
    fc.constantFrom('solar', 'cell', 'battery', 'H01L31/0232', '2015', '#1', 'any{2}'),
    fc.string({ maxLength: 1 }),
  ),
  maxLength: 30,
});
const damaged = fc.tuple(queryTextArbitrary, fc.nat(), fc.boolean()).map(([text, at, cut]) => {
  const i = at % Math.max(1, text.length);
  return cut ? text.slice(0, i) + text.slice(i + 1) : text.slice(0, i) + text[i] + text.slice(i);
});
const queries = fc.oneof(
  { weight: 14, arbitrary: queryTextArbitrary },
  { weight: 3, arbitrary: damaged },
  { weight: 3, arbitrary: language },
);

let t: TestApp;
/** One user per request in flight: one user's own searches take turns on one search thread. */
let sessions: string[];

beforeAll(async () => {
  ({ t } = await buildSearchTestApp({ searchThreads: 2 }));
  sessions = [];
  for (let i = 0; i < CONCURRENCY; i++) sessions.push(await t.signIn(await createUser(t.db)));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('query fuzz', () => {
  it(`answers ${RUNS.toLocaleString('en')} generated queries and the pathological ones without a 5xx or a missed deadline`, async () => {
    const pathological = PATHOLOGICAL_QUERIES.filter((q) => q.history === undefined).map((q) => q.query);
    const texts = fc.sample(queries, { seed: 20_261_125, numRuns: RUNS });
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const ask = async (session: string, q: string) => {
      const response = await t.request({
        method: 'POST',
        url: '/api/patents/search/browse',
        session,
        body: { q, rows: 3, grouped_by: 'simplefamily', facets: [] },
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const body = response.json();
      const code = body.error?.query_errors?.[0]?.code ?? body.error?.code;
      const overran = code === 'SEARCH_TIMEOUT' || code === 'SEARCH_BUSY' || response.statusCode === 429;
      const shapeless = response.statusCode >= 400 && (typeof body.error?.code !== 'string' || !body.error.message);
      if (response.statusCode >= 500 || overran || shapeless || ![200, 422].includes(response.statusCode)) {
        failures.push(`${response.statusCode} ${code ?? ''} for ${JSON.stringify(q.slice(0, 200))}`);
      }
    };
    // The heavy ones one after another (several at once from one user would wait for each other past the
    // deadline, rightly answered 429), then the generated ones from several users at once.
    for (const q of pathological) await ask(sessions[0]!, q);
    let next = 0;
    const worker = async (session: string) => {
      while (next < texts.length) await ask(session, texts[next++]!);
    };
    await Promise.all(sessions.map(worker));
    const summary = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    console.log(
      `query fuzz: ${pathological.length + texts.length} queries; ${summary.join(', ')}; ${failures.length} failures`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    // Both kinds occur: the fuzz reaches the engine, not only the parser's refusals.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(texts.length / 2);
    expect(statuses.get(422) ?? 0).toBeGreaterThan(0);
  }, 900_000);
});
