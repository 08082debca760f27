import { analyzePositionalField, FsDirectory, fieldOf, PATENT_SCHEMA, Searcher, withDerivedFields } from '@app/engine';
import { patentIndexPath } from '@app/ingest';
import type { ExplainResponse, ExplanationNode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';
import { buildSearchTestApp, runSearch, saveSearch } from './search-test-support';

// Why a document matched: the explanation's total is the score the search gave, its words are where the stored text
// has them, a document that does not match says which clauses keep it out, and another user's search is refused.

let t: TestApp;
let session: string;
let other: string;
let searcher: Searcher;
beforeAll(async () => {
  ({ t } = await buildSearchTestApp());
  const org = await createOrganization(t.db);
  session = await t.signIn(await createUser(t.db, { organizationId: org.id }));
  other = await t.signIn(await createUser(t.db, { organizationId: org.id }));
  searcher = await Searcher.open(await FsDirectory.open(patentIndexPath(t.dataDir)), { schema: PATENT_SCHEMA });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

async function explainOf(index: number, ucid: string, as = session) {
  const response = await t.request({
    method: 'POST',
    url: `/api/patents/search/${index}/explain`,
    session: as,
    body: { ucid },
  });
  return { status: response.statusCode, body: response.json() };
}

function flatten(node: ExplanationNode): ExplanationNode[] {
  return [node, ...node.details.flatMap(flatten)];
}

/** The stored document as the index analysed it (derived fields too). */
function stored(ucid: string): Record<string, unknown> {
  const hit = searcher.search({ documents: [ucid], rows: 1 }).hits[0];
  expect(hit, ucid).toBeDefined();
  return withDerivedFields(PATENT_SCHEMA, hit!.fields as { ucid: string });
}

describe('POST /api/patents/search/{id}/explain', () => {
  it('adds up to the score the search returned, with each word where the stored text has it', async () => {
    const query = 'TAC=(method W5 device) OR TI=system OR TAC=(data NEAR3 processing)';
    const index = await saveSearch(t, session, query);
    const run = await runSearch(t, session, index, { rows: 10, grouped_by: 'none', facets: [] });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const docs = run.body.docs as { ucid: string; score: number }[];
    expect(docs.length).toBeGreaterThan(2);
    let words = 0;
    let pairs = 0;
    for (const doc of docs) {
      const { status, body } = await explainOf(index, doc.ucid);
      expect(status, JSON.stringify(body)).toBe(200);
      const answer = body as ExplainResponse;
      expect(answer.matches).toBe(true);
      expect(answer.failed).toEqual([]);
      // The very score of the results, not a close one.
      expect(answer.score, doc.ucid).toBe(doc.score);
      expect(answer.explanation.value).toBe(doc.score);
      const total = answer.parts.reduce((sum, part) => sum + part.value, 0);
      expect(Math.abs(total - doc.score)).toBeLessThanOrEqual(1e-9 * Math.max(1, doc.score));
      expect(answer.parts.length).toBeGreaterThan(0);
      for (const part of answer.parts) expect(query.slice(part.start!, part.end!).length).toBeGreaterThan(0);
      const fields = stored(doc.ucid);
      for (const node of flatten(answer.explanation)) {
        if (node.field === null) continue;
        expect(node.matched).toBe(true);
        const tokens = analyzePositionalField(fieldOf(PATENT_SCHEMA, node.field)!, fields[node.field]).tokens;
        for (const word of node.words) {
          for (const position of word.positions) {
            expect(
              tokens.some((token) => token.position === position && token.term === word.term),
              `${doc.ucid} ${node.field}: ${word.term} at ${position}`,
            ).toBe(true);
            words++;
          }
        }
        for (const pair of node.pairs) {
          const [early, late] = pair.left[0] <= pair.right[0] ? [pair.left, pair.right] : [pair.right, pair.left];
          expect(late[0] - early[1] - 1).toBeLessThanOrEqual(pair.distance);
          expect(late[0]).toBeGreaterThan(early[1]);
          pairs++;
        }
      }
    }
    // Not a comparison of nothing: words were placed, and proximity pairs found.
    expect(words).toBeGreaterThan(10);
    expect(pairs).toBeGreaterThan(0);
  });

  it('says a document does not match, and which clauses keep it out', async () => {
    const ep = await saveSearch(t, session, 'TAC=method AND CC=EP');
    const run = await runSearch(t, session, ep, { rows: 1, grouped_by: 'none', facets: [] });
    const ucid = (run.body.docs as { ucid: string }[])[0]!.ucid;

    const excluding = 'TAC=method NOT CC=EP';
    const notIndex = await saveSearch(t, session, excluding);
    const excluded = (await explainOf(notIndex, ucid)).body as ExplainResponse;
    expect(excluded.matches).toBe(false);
    expect(excluded.score).toBe(0);
    expect(excluded.failed).toHaveLength(1);
    expect(excluded.failed[0]!.excluded).toBe(true);
    // A code clause's place is its value.
    expect(excluding.slice(excluded.failed[0]!.start!, excluded.failed[0]!.end!)).toMatch(/^(CC=)?EP$/);
    // The included side still says where it matched.
    expect(flatten(excluded.explanation).some((n) => n.field !== null && n.words.length > 0)).toBe(true);

    const missing = 'TAC=method AND TAC=zzqxwordnowhere';
    const andIndex = await saveSearch(t, session, missing);
    const absent = (await explainOf(andIndex, ucid)).body as ExplainResponse;
    expect(absent.matches).toBe(false);
    expect(absent.failed.map((f) => missing.slice(f.start!, f.end!))).toEqual([
      expect.stringMatching(/^(TAC=)?zzqxwordnowhere$/),
    ]);
    expect(absent.failed[0]!.excluded).toBe(false);
  });

  it("refuses another user's search, an unknown document and bad input, in the error shape", async () => {
    const index = await saveSearch(t, session, 'TAC=method');
    const run = await runSearch(t, session, index, { rows: 1, grouped_by: 'none', facets: [] });
    const ucid = (run.body.docs as { ucid: string }[])[0]!.ucid;
    // The other user has no search of that number: searches are each user's own.
    const foreign = await explainOf(index, ucid, other);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toMatchObject({ code: 'SEARCH_NOT_FOUND', message: expect.any(String) });

    const unknown = await explainOf(index, 'XX-123456789-A1');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('PATENT_NOT_FOUND');

    const bad = await t.request({
      method: 'POST',
      url: `/api/patents/search/${index}/explain`,
      session,
      body: { ucid: 'not a number' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(bad.json().error.fields.ucid).toEqual([expect.any(String)]);
    const extra = await t.request({
      method: 'POST',
      url: `/api/patents/search/${index}/explain`,
      session,
      body: { ucid, more: 1 },
    });
    expect(extra.statusCode).toBe(422);
    const badId = await t.request({ method: 'POST', url: '/api/patents/search/abc/explain', session, body: { ucid } });
    expect(badId.statusCode).toBe(422);
    const signedOut = await t.request({ method: 'POST', url: `/api/patents/search/${index}/explain`, body: { ucid } });
    expect(signedOut.statusCode).toBe(401);
  });
});
