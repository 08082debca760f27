// The loading screen's calls (SPEC §4 Analysis start, §7, §8 messages): POST /analysis/load for a signed-in user
// (Read on the workspace; without an id the most recently updated one) and POST /analysis/share_load for a visitor
// of a dashboard or chart link.

import { AnalysisLoadAnswerSchema } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';
import { buildWorld, expectError, type Person, type World } from './dashboards-test-support';

let w: World;

beforeAll(async () => {
  w = await buildWorld(await buildTestApp({ runJobs: false, searchThreads: 1 }));
}, 120_000);
afterAll(async () => {
  await w?.t.close();
});

const load = (who: Person | null, body: unknown) => w.call(who, 'POST', '/api/analysis/load', body);

describe('POST /api/analysis/load', () => {
  it('answers a fresh analysis id, the workspace and its query count to everyone with a level', async () => {
    const id = await w.newWorkspace();
    const expected: Record<Person, number> = { ada: 200, wendy: 200, reed: 200, rita: 200, nobody: 404, bob: 404 };
    for (const [who, status] of Object.entries(expected) as [Person, number][]) {
      const answer = await load(who, { workspace_id: id, redirect: 'dashboard' });
      expect(answer.statusCode, who).toBe(status);
      if (status === 200)
        expect(AnalysisLoadAnswerSchema.parse(answer.json())).toMatchObject({ workspaceID: id, no_of_queries: 1 });
    }
    const [a, b] = [await load('ada', { workspace_id: String(id) }), await load('ada', { workspace_id: id })];
    expect(a.json().analysisID).toMatch(/^[a-z0-9]{32}$/);
    expect(a.json().analysisID).not.toBe(b.json().analysisID);
    expect((await load(null, { workspace_id: id })).statusCode).toBe(401);
  });

  it('takes the most recently updated workspace without an id, and says so when there is none', async () => {
    const older = await w.newWorkspace('Older');
    const newer = await w.newWorkspace('Newer');
    w.t.clock.advanceMinutes(1);
    expect((await w.call('ada', 'PATCH', `/api/workspaces/${older}`, { name: 'Older, touched' })).statusCode).toBe(200);
    expect((await load('ada', {})).json().workspaceID).toBe(older);
    expect((await load('wendy', { redirect: 'reload' })).json().workspaceID).toBe(older);
    expect(newer).not.toBe(older);

    const loner = await createUser(w.t.db, { organizationId: (await createOrganization(w.t.db)).id });
    const session = await w.t.signIn(loner);
    const none = await w.t.request({ method: 'POST', url: '/api/analysis/load', session, body: {} });
    expect(expectError(none, 422, 'WORKSPACE_NOT_IDENTIFIED').message).toBe('Active workspace could not be identified');
  });

  it('answers SPEC §8’s messages for a malformed or missing workspace id', async () => {
    expect(expectError(await load('ada', { workspace_id: 'abc' }), 422, 'WORKSPACE_ID_INVALID').message).toBe(
      'No Workspace ID found',
    );
    expect(expectError(await load('ada', { workspace_id: 999_999 }), 404, 'WORKSPACE_NOT_FOUND'));
    expectError(await load('ada', { workspace_id: 1, extra: true }), 422, 'VALIDATION_FAILED');
  });
});

describe('POST /api/analysis/share_load', () => {
  it('opens a link’s workspace without a session, and refuses other types and dead links', async () => {
    const id = await w.newWorkspace();
    const board = (await w.call('ada', 'POST', `/api/workspaces/${id}/dashboards`, { name: 'Overview' })).json().data;
    const link = (await w.call('ada', 'GET', `/api/workspaces/${id}/dashboard/share/1/tab-0001-load`)).json().data;
    expect(link.details.dashboard_id).toBe(board.id);
    for (const type of ['dashboard', 'shared_dashboard']) {
      const answer = await w.call(null, 'POST', '/api/analysis/share_load', { type, key: link.key });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(AnalysisLoadAnswerSchema.parse(answer.json())).toMatchObject({ workspaceID: id, no_of_queries: 1 });
    }
    const wrongType = await w.call(null, 'POST', '/api/analysis/share_load', { type: 'search', key: link.key });
    expect(expectError(wrongType, 422, 'SHARE_INVALID_TYPE').message).toBe('Invalid share type');
    const otherKind = await w.call(null, 'POST', '/api/analysis/share_load', { type: 'shared_chart', key: link.key });
    expect(expectError(otherKind, 404, 'SHARE_NOT_FOUND').message).toBe('Could not load');
    const unknown = await w.call(null, 'POST', '/api/analysis/share_load', { type: 'dashboard', key: 'nope' });
    expect(expectError(unknown, 404, 'SHARE_NOT_FOUND').message).toBe('Could not load');
    await w.call('ada', 'DELETE', `/api/workspaces/${id}/dashboard/delete_share/${link.key}`);
    const revoked = await w.call(null, 'POST', '/api/analysis/share_load', { type: 'dashboard', key: link.key });
    expect(expectError(revoked, 410, 'SHARE_EXPIRED').message).toBe('Could not load');
    expectError(
      await w.call(null, 'POST', '/api/analysis/share_load', { type: 'dashboard' }),
      422,
      'VALIDATION_FAILED',
    );
  });
});
