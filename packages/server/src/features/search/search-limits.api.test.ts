import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-app';
import { createUser } from '../../test/factories';
import { buildSearchTestApp, runSearch, saveSearch } from './search-test-support';

// Searches that cost a lot to write little: a chain of saved searches that each name the previous one four times,
// and truncations that together expand past the limit for one query. Two search threads, so that the test also
// shows one user's heavy searches leaving a thread to another user. The deadline is a minute: Mallory's three chains
// take turns on one thread, and on a loaded machine the third would otherwise pass the default 10 s waiting; the
// deadline itself is tested in the engine and in the query fuzz.

let t: TestApp;
let mallory: string;
let alice: string;

beforeAll(async () => {
  ({ t } = await buildSearchTestApp({
    searchThreads: 2,
    searchTimeLimitMs: 60_000,
    searchCostLimits: { maxTotalExpansions: 5000 },
  }));
  mallory = await t.signIn(await createUser(t.db));
  alice = await t.signIn(await createUser(t.db));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('costly searches', () => {
  it('runs a five-level chain of #k named four times each as one search, while another user searches normally', async () => {
    const base = await saveSearch(t, mallory, 'a* OR b* OR c*');
    let top = base;
    for (let level = 1; level <= 5; level++)
      top = await saveSearch(t, mallory, `(#${top} OR #${top}) AND (#${top} OR #${top})`);
    const alone = await runSearch(t, mallory, base, { rows: 10 });
    expect(alone.status).toBe(200);
    const battery = await saveSearch(t, alice, 'TAC=battery');
    const expected = (await runSearch(t, alice, battery)).body.numFound;
    expect(expected).toBeGreaterThan(0);

    // Mallory starts the chain three times; Alice asks while they are queued and running.
    const chains = [1, 2, 3].map(() => runSearch(t, mallory, top, { rows: 10 }));
    const aliceAnswer = await runSearch(t, alice, battery);
    expect(aliceAnswer.status).toBe(200);
    expect(aliceAnswer.body.numFound).toBe(expected);
    for (const chain of await Promise.all(chains)) {
      expect(chain.status).toBe(200);
      // The chain means exactly what its base search means.
      expect(chain.body.numFound).toBe(alone.body.numFound);
      expect(chain.body.docs.map((d: { ucid: string }) => d.ucid)).toEqual(
        alone.body.docs.map((d: { ucid: string }) => d.ucid),
      );
    }
  }, 120_000);

  it('refuses truncations that together expand too far with 422, naming the clause where the limit was reached', async () => {
    const query = 'a* OR b* OR c* OR d* OR e* OR f* OR g* OR p* OR r* OR s* OR t*';
    const index = await saveSearch(t, alice, query);
    const refused = await runSearch(t, alice, index);
    expect(refused.status).toBe(422);
    const error = refused.body.error;
    expect(error.code).toBe('QUERY_INVALID');
    expect(error.query_errors).toHaveLength(1);
    expect(error.query_errors[0].code).toBe('QUERY_TOO_COSTLY');
    expect(error.message).toMatch(/^The truncations of this query expand to more than 5,000 different words together/);
    const clause = query.slice(error.query_errors[0].start, error.query_errors[0].end);
    expect(clause).toMatch(/^[a-gprst]\*$/);
    // Alice's other searches still answer.
    const fine = await saveSearch(t, alice, 'TAC=solar');
    expect((await runSearch(t, alice, fine)).status).toBe(200);
  });
});
