// Shared set-up of the folder API tests: an organisation with colleagues at every level, a group, a category,
// another organisation's user, and ucids of real documents in the index.

import { expect } from 'vitest';
import { folderCategories, groupMembers, groups } from '../../db/schema';
import type { TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';
import { buildSearchTestApp, runSearch, saveSearch } from '../search/search-test-support';

export type FolderWorld = {
  t: TestApp;
  /** Session per person: ada (creates folders), bob (no level), carol, dave (in the group), rita (read-only), eve. */
  session: Record<string, string>;
  ids: Record<string, number>;
  ucids: string[];
  category: number;
  call: (who: string, method: Method, url: string, body?: unknown) => ReturnType<TestApp['request']>;
  newFolder: (who?: string, name?: string) => Promise<number>;
};
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** `paths`: the data the index holds (the search tests' documents by default). */
export async function buildFolderWorld(paths?: readonly string[]): Promise<FolderWorld> {
  const { t } = await buildSearchTestApp({}, paths);
  const org = (await createOrganization(t.db)).id;
  const other = (await createOrganization(t.db)).id;
  const people = {
    ada: { organizationId: org },
    bob: { organizationId: org },
    carol: { organizationId: org },
    dave: { organizationId: org },
    rita: { organizationId: org, is_read_only: true },
    eve: { organizationId: other },
  };
  const session: Record<string, string> = {};
  const ids: Record<string, number> = {};
  for (const [name, options] of Object.entries(people)) {
    const user = await createUser(t.db, { ...options, firstName: name });
    ids[name] = user.id;
    session[name] = await t.signIn(user);
  }
  const [group] = await t.db.insert(groups).values({ organizationId: org, name: 'Litigation team' }).returning();
  ids.group = group!.id;
  await t.db.insert(groupMembers).values({ groupId: group!.id, userId: ids.dave! });
  const [cat] = await t.db.insert(folderCategories).values({ organizationId: org, name: 'Oppositions' }).returning();
  const index = await saveSearch(t, session.ada!, 'TAC=(method)');
  const ucids = (await runSearch(t, session.ada!, index, { grouped_by: 'none', rows: 30, fl: 'ucid' })).body.docs.map(
    (d: { ucid: string }) => d.ucid,
  );
  const call: FolderWorld['call'] = (who, method, url, body) =>
    t.request({ method, url, session: session[who]!, ...(body === undefined ? {} : { body }) });
  const newFolder = async (who = 'ada', name = `Folder ${Math.random().toString(36).slice(2, 8)}`) => {
    const response = await call(who, 'POST', '/api/folders', { name });
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  };
  return { t, session, ids, ucids, category: cat!.id, call, newFolder };
}
