import { type FieldNode, parse, type QueryNode } from '@app/query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';
import { buildSearchTestApp, saveSearch } from './search-test-support';

// Counts per clause (asked while the user types) must be exactly what searching each clause alone finds.

let t: TestApp;
let session: string;
beforeAll(async () => {
  ({ t } = await buildSearchTestApp());
  const org = await createOrganization(t.db);
  session = await t.signIn(await createUser(t.db, { organizationId: org.id }));
}, 180_000);
afterAll(async () => {
  await t?.close();
});

type Clause = { kind: string; start: number; end: number; count: number; children: Clause[] };

function flatten(node: Clause): Clause[] {
  return [node, ...node.children.flatMap(flatten)];
}

/** The field groups of a query with their spans, so a clause inside `TI=(…)` is searched alone in TI. */
function fieldsOf(node: QueryNode, out: FieldNode[] = []): FieldNode[] {
  if (node.kind === 'Field') out.push(node);
  if (node.kind === 'Field') fieldsOf(node.query, out);
  if (node.kind === 'Boolean' || node.kind === 'AtLeast') for (const o of node.operands) fieldsOf(o, out);
  if (node.kind === 'Proximity') {
    fieldsOf(node.left, out);
    fieldsOf(node.right, out);
  }
  return out;
}

async function countOf(query: string): Promise<number> {
  const index = await saveSearch(t, session, query);
  const run = await t.request({
    method: 'POST',
    url: `/api/patents/search/${index}`,
    session,
    body: { rows: 0, grouped_by: 'none', facets: [] },
  });
  expect(run.statusCode, run.body).toBe(200);
  return run.json().numFound;
}

describe('POST /api/patents/clause_counts', () => {
  it.each([
    'TAC=(method W5 device) AND (TI=system OR PA=inc*) NOT CC=US',
    'any{2}(method, device, apparatus) OR TI=(protein NOT yeast)',
  ])('counts each clause of %s as searching it alone does', async (query) => {
    const response = await t.request({ method: 'POST', url: '/api/patents/clause_counts', session, body: { query } });
    expect(response.statusCode, response.body).toBe(200);
    const clauses = flatten(response.json().clauses);
    const fields = fieldsOf(parse(query).ast!);
    let compared = 0;
    let nonZero = 0;
    for (const clause of clauses) {
      const text = query.slice(clause.start, clause.end);
      const field = fields.find((f) => f.span.start < clause.start && clause.end <= f.span.end);
      const alone = field ? `${field.field}=(${text})` : text;
      const { diagnostics } = parse(alone);
      if (diagnostics.length > 0) continue;
      expect(clause.count, `${alone} at ${clause.start}`).toBe(await countOf(alone));
      compared++;
      if (clause.count > 0) nonZero++;
    }
    // Every clause compared, and not a comparison of zeros.
    expect(compared).toBeGreaterThanOrEqual(clauses.length - 1);
    expect(nonZero).toBeGreaterThan(2);
  });

  it('names the words a truncation stands for, each of which finds documents on its own', async () => {
    const query = 'TAC=dev* AND TI=system';
    const response = await t.request({ method: 'POST', url: '/api/patents/clause_counts', session, body: { query } });
    expect(response.statusCode, response.body).toBe(200);
    const [truncation, word] = response.json().clauses.children as (Clause & {
      expansions?: { words: string[]; total: number };
    })[];
    expect(word!.expansions).toBeUndefined();
    const { words, total } = truncation!.expansions!;
    expect(words.length).toBeGreaterThan(1);
    expect(total).toBeGreaterThanOrEqual(words.length);
    const alone: number[] = [];
    for (const w of words) {
      expect(w.startsWith('dev'), w).toBe(true);
      alone.push(await countOf(`TAC=${w}`));
    }
    // Commonest first, and none finds more than the truncation.
    expect(alone.every((n) => n > 0 && n <= truncation!.count)).toBe(true);
    expect(alone[0]).toBe(Math.max(...alone));
  });

  it('points at a syntax error, and saves nothing', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/searches', session })).json();
    const response = await t.request({
      method: 'POST',
      url: '/api/patents/clause_counts',
      session,
      body: { query: 'TAC=(solar W/3' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.query_errors[0]).toMatchObject({ start: expect.any(Number) });
    const after = (await t.request({ method: 'GET', url: '/api/searches', session })).json();
    expect(after).toEqual(before);
    const blank = await t.request({ method: 'POST', url: '/api/patents/clause_counts', session, body: { query: ' ' } });
    expect(blank.statusCode).toBe(422);
    const signedOut = await t.request({ method: 'POST', url: '/api/patents/clause_counts', body: { query: 'x' } });
    expect(signedOut.statusCode).toBe(401);
  });
});
