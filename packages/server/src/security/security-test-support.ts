// Shared set-up of the security suites: an app whose index holds a few demo documents, two organisations with a
// user of every role (SPEC §6) in each, a deactivated user, a user without organisation, and one owner who made one
// object of every kind a path parameter can name, all through the real API. What fills in each path parameter is in
// security-path-params.ts.

import { randomBytes } from 'node:crypto';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { generateDemoCorpus, loadDemoCorpus, patentIndexPath } from '@app/ingest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { users } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-app';
import { type CreateUserOptions, createOrganization, createUser } from '../test/factories';
import { type HttpMethod, type JsonSchema, OMIT, type SampleHint } from './openapi-operations';

/** The Origin the app is reached at (its publicUrl in tests); sent so the CSRF check lets calls through. */
export const APP_ORIGIN = 'http://localhost:3000';

/** Someone making calls: a signed-in user of some role, or nobody (anonymous). */
export type Actor = {
  /** Who this is, as the summary prints it: `A admin`, `B read-only`, `anonymous`… */
  name: string;
  userId: number | null;
  /** What the actor signs in with (null for anonymous); the password is the factories' TEST_PASSWORD. */
  email: string | null;
  /** 'A' is the owner's organisation, 'B' another; null for no organisation (or anonymous). */
  organization: 'A' | 'B' | null;
  session: string | undefined;
};

/** The owner's objects, one of every kind a path parameter names, with the secret marker in their text. */
export type OwnedObjects = {
  userId: number;
  folderId: number;
  /** A folder the owner deleted (its restore is the undo of a logged event). */
  deletedFolderId: number;
  /** The folder patents were moved to. */
  moveTargetFolderId: number;
  labelId: number;
  /** A publication number in the folder, with a label, a rating and a comment. */
  ucid: string;
  /** A publication number on the owner's patent list. */
  listedUcid: string;
  nplId: number;
  patentCommentId: number;
  nplCommentId: number;
  searchIndex: number;
  schemeId: number;
  /** A custom field scheme of the actor's organisation, made when the actor is an administrator (null otherwise). */
  customFieldSchemeId: number | null;
  /** A group and a folder category of the actor's organisation, made when the actor is an administrator. */
  groupId: number | null;
  folderCategoryId: number | null;
  /** The owner's own job (an add of all results), and an ingest job the owner started as administrator. */
  userJobId: string;
  ingestJobId: string | null;
  /** The owner's export of the main folder. */
  exportId: number;
  /** The owner's frozen result set of their search. */
  frozenSetId: number;
  /** The owner's workflow alert (into the main folder), one they deleted, and a run of the first. */
  alertId: number;
  deletedAlertId: number;
  alertRunKey: string;
  /** A public link to the main folder. */
  shareLinkId: number;
  /** A workspace (issue 20) with a query, the actor's own label and colour theme on it, and a set of it applied. */
  workspaceId: number;
  workspaceQueryId: number;
  workspaceLabelId: number;
  themeId: number;
  setId: number;
  /** A dashboard of that workspace with a chart on it, and public links to both (issue 20). */
  dashboardId: number;
  chartId: number;
  dashboardShareKey: string;
  chartShareKey: string;
  /** Every logged event of the owner, with the undo call it carries. */
  loggedEvents: { id: number; action: string; undo: { method: string; url: string; body?: unknown } | null }[];
  drawing: { srcpat: string; n: string; publicationdate: string; file: string; page: string };
};

export type SecurityWorld = {
  t: TestApp;
  /** The administrator of organisation A who owns every object of `victim`. */
  owner: Actor;
  /** Everybody else; empty unless asked for. */
  others: Actor[];
  victim: OwnedObjects;
  /** The objects of their own that the actors named in OWNERS_TOO made (the same kinds as the owner's). */
  own: Map<string, OwnedObjects>;
  /** A word in the text of the owner's objects (names, comments, queries): no answer to anyone else may hold it. */
  marker: string;
  /** A call as the SPA makes it (XMLHttpRequest header, our Origin), JSON body when given. */
  call: (actor: Actor, method: HttpMethod, url: string, body?: unknown) => Promise<LightMyRequestResponse>;
};

/** A response's JSON, or the text when it is not JSON. */
export function bodyOf(response: LightMyRequestResponse): unknown {
  try {
    return response.json();
  } catch {
    return response.body;
  }
}

function expectStatus(response: LightMyRequestResponse, status: number, what: string): LightMyRequestResponse {
  if (response.statusCode !== status)
    throw new Error(`${what}: expected ${status}, got ${response.statusCode} ${response.body.slice(0, 500)}`);
  return response;
}

const DEMO_DOCUMENTS = 12;
const DEMO_SEED = 7;

/** Actors who also make objects of their own (with `others`): a colleague of the owner and an outsider. */
export const OWNERS_TOO = ['A user', 'B admin'];

/** Roles of SPEC §6 as factory flags; every organisation gets one user of each. */
const ROLES: Record<string, CreateUserOptions> = {
  admin: { is_admin: true },
  'group manager': { group_manager: true },
  'end user': { is_end_user: true },
  'read-only': { is_read_only: true },
  user: {},
};

/**
 * Builds the world. With `others`, every other actor is made too: in organisation A another user of every role, a
 * `reader` the owner shared the folder with at read level, and a `deactivated` user who had write on it and a
 * session from before the deactivation; in organisation B a user of every role; a user with no organisation; and
 * anonymous.
 */
export async function buildSecurityWorld(options: { others: boolean }): Promise<SecurityWorld> {
  const t = await buildTestApp({ runJobs: false, searchThreads: 1 });
  const dir = await FsDirectory.open(patentIndexPath(t.dataDir));
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
  await loadDemoCorpus({ writer, directory: dir, count: DEMO_DOCUMENTS, seed: DEMO_SEED });
  await writer.close();
  const documents = [...generateDemoCorpus({ seed: DEMO_SEED, count: DEMO_DOCUMENTS })];
  const ucids = documents.map((d) => d.id);
  const drawn = documents.find((d) => d.srcpat && d.drawings?.[0]?.file);
  if (!drawn || ucids.length < 6) throw new Error('the demo corpus has too few documents for the security world');
  const drawing = {
    srcpat: drawn.srcpat!,
    n: '1',
    publicationdate: String(drawn.publicationdate),
    file: drawn.drawings![0]!.file!,
    page: '1',
  };

  const marker = `secret${randomBytes(5).toString('hex')}`;
  const orgA = (await createOrganization(t.db, { name: 'Acme' })).id;
  const orgB = (await createOrganization(t.db, { name: 'Bolt' })).id;

  const call: SecurityWorld['call'] = (actor, method, url, body) =>
    t.request({
      method,
      url,
      headers: { origin: APP_ORIGIN },
      ...(actor.session ? { session: actor.session } : {}),
      ...(body === undefined ? {} : { body }),
    });
  const newActor = async (name: string, organization: 'A' | 'B' | null, flags: CreateUserOptions = {}) => {
    const organizationId = organization === 'A' ? orgA : organization === 'B' ? orgB : null;
    const user = await createUser(t.db, { ...flags, organizationId, firstName: name });
    return { name, userId: user.id, email: user.email, organization, session: await t.signIn(user) } satisfies Actor;
  };

  const owner = await newActor('owner (A admin)', 'A', { is_admin: true });
  const others: Actor[] = [];
  if (options.others) {
    for (const [role, flags] of Object.entries(ROLES)) others.push(await newActor(`A ${role}`, 'A', flags));
    others.push(await newActor('A reader', 'A'));
    others.push(await newActor('A deactivated', 'A'));
    for (const [role, flags] of Object.entries(ROLES)) others.push(await newActor(`B ${role}`, 'B', flags));
    others.push(await newActor('no organisation', null));
    others.push({ name: 'anonymous', userId: null, email: null, organization: null, session: undefined });
  }
  const victim = await createObjects({ t, call, actor: owner, marker, ucids, drawing, searches: 2 });
  const own = new Map<string, OwnedObjects>();
  if (options.others) {
    const f = `/api/folders/${victim.folderId}`;
    const reader = others.find((a) => a.name === 'A reader')!;
    const deactivated = others.find((a) => a.name === 'A deactivated')!;
    const shared = await call(owner, 'PUT', `${f}/permissions`, {
      users: [
        { id: reader.userId, level: 'read' },
        { id: deactivated.userId, level: 'write' },
      ],
      groups: [],
    });
    expectStatus(shared, 200, 'owner shares the folder');
    // Deactivated after signing in: the session it holds must stop working.
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, deactivated.userId!));
    // Sharing is logged too: the events an attacker may try to undo are all of them.
    const events = await call(owner, 'GET', '/api/logged_events');
    const data = (bodyOf(expectStatus(events, 200, 'owner events')) as { data: OwnedObjects['loggedEvents'] }).data;
    victim.loggedEvents = data.map((e) => ({ id: e.id, action: e.action, undo: e.undo }));
    // Objects of their own for a colleague and an outsider, whose paths carry the owner's ids in bodies. One search
    // each, where the owner has two: a search number is per user, and the owner's second has no namesake.
    for (const name of OWNERS_TOO) {
      const actor = others.find((a) => a.name === name)!;
      own.set(
        name,
        await createObjects({
          t,
          call,
          actor,
          marker: `own${randomBytes(4).toString('hex')}`,
          ucids,
          drawing,
          searches: 1,
        }),
      );
    }
  }
  return { t, owner, others, victim, own, marker, call };
}

/** A list of `{ id, level }` shares (folder permissions). */
function isLevelList(schema: JsonSchema): boolean {
  return schema.items?.properties?.level !== undefined;
}

/** The highest level a permissions list takes: `admin` for folders, `Admin` for workspaces. */
function highestLevel(schema: JsonSchema): string {
  const levels = (schema.items?.properties?.level?.enum ?? []) as string[];
  return levels.includes('admin') ? 'admin' : (levels.at(-1) ?? 'admin');
}

/** Body properties that name an object by id; the access suite also sends the owner's in them on the actor's own paths. */
export const BODY_ID_FIELDS = [
  'logged_event_id',
  'to',
  'id',
  'label_ids',
  'ids',
  'parent_id',
  'alertIds',
  'workspace_id',
  'label_id',
  'theme_id',
  'set_id',
  'query_ids',
  'dashboard_id',
  'key',
  'channel_name',
];

/**
 * Property values a request body needs to pass validation and reach the permission check, aimed at the owner's
 * objects where a body names one (a logged event to undo, a folder to move to, labels to set). `actor` is who sends
 * it: a permissions body grants that actor admin. `url` is the filled path, to pick the logged event whose undo it is.
 */
export function bodyHint(victim: OwnedObjects, actor: Actor, url: string): SampleHint {
  const event = victim.loggedEvents.find((e) => e.undo?.url === url) ?? victim.loggedEvents[0];
  return (name, schema) => {
    switch (name) {
      case 'ucid':
        return victim.ucid;
      case 'ucids':
        return [victim.ucid];
      case 'logged_event_id':
        return event?.id;
      case 'to':
        return victim.moveTargetFolderId;
      case 'id':
        // FolderAddResultsSchema's `from` samples as its first value, `searches`.
        return victim.searchIndex;
      case 'label_ids':
        return [victim.labelId];
      case 'alertIds':
        return [victim.alertId];
      case 'ids':
        return [victim.nplId];
      case 'parent_id':
        return url.includes('/npl/') ? victim.nplCommentId : victim.patentCommentId;
      // Folder and workspace permissions: the sender grants themselves the highest level, and no group anything.
      case 'users':
        return isLevelList(schema) ? [{ id: actor.userId ?? victim.userId, level: highestLevel(schema) }] : undefined;
      case 'groups':
        return isLevelList(schema) ? [] : undefined;
      case 'colour':
        return '#2f9e44';
      case 'rating':
        return 5;
      case 'query':
        return 'TAC=(attempt)';
      case 'value':
        // preferences/{name} is filled with language_preference.
        return 'fr';
      case 'q':
        return OMIT;
      // A share link's expiry: none, so the link works for the actor who may make it.
      case 'expires_at':
        return OMIT;
      case 'email':
        return 'nobody@example.org';
      case 'password':
      case 'password_confirmation':
        return 'attempted password 1';
      case 'token':
        return 'a'.repeat(43);
      case 'terms':
        return ['attempt'];
      // The workspace/* calls name the workspace and what they put on it in the body (issue 20); elsewhere these
      // names mean other things (an alert's folder label) and keep their samples.
      case 'workspace_id':
        return url.includes('/workspace/') ? victim.workspaceId : undefined;
      // Realtime channel authorisation names the workspace in its channel (issue 20).
      case 'channel_name':
        return `private-workspace.${victim.workspaceId}`;
      case 'socket_id':
        return '1234.5678';
      case 'label_id':
        return url.includes('/workspace/label/') ? victim.workspaceLabelId : undefined;
      case 'theme_id':
        return url.includes('/workspace/theme/') ? victim.themeId : undefined;
      case 'set_id':
        return url.includes('/workspace/set/') ? victim.setId : undefined;
      case 'query_ids':
        return url.includes('/sets') ? [victim.workspaceQueryId] : undefined;
      // A chart is added to the owner's dashboard; a link's change names the owner's dashboard or chart link.
      case 'dashboard_id':
        return url.includes('/charts') ? victim.dashboardId : undefined;
      case 'key':
        if (url.includes('/dashboard/update_share')) return victim.dashboardShareKey;
        return url.includes('/chart/update_share') ? victim.chartShareKey : undefined;
      case 'type':
        // A set's type is free text for the server to answer SPEC §5's message; every other type is an enum.
        return url.includes('/workspace/set/') ? 'set' : undefined;
      default:
        return undefined;
    }
  };
}

/**
 * One object of every kind, made by `actor` through the API, their text holding `marker`: `searches` saved searches
 * (the last is the one attacked), a highlighting scheme, a preference, three folders (one with patents, labels, a
 * rating, comments and NPL; one patents were moved to; one deleted), the actor's patent list, jobs, and logged events
 * with an undo for each kind of destructive change. An administrator also starts an ingest job.
 */
async function createObjects(options: {
  t: TestApp;
  call: SecurityWorld['call'];
  actor: Actor;
  marker: string;
  ucids: string[];
  drawing: OwnedObjects['drawing'];
  searches: number;
}): Promise<OwnedObjects> {
  const { t, call, actor, marker, ucids, drawing } = options;
  const as = async (method: HttpMethod, url: string, body: unknown, status: number) =>
    bodyOf(expectStatus(await call(actor, method, url, body), status, `${actor.name} ${method} ${url}`)) as Record<
      string,
      unknown
    >;

  // Saved searches, the last run once so it has a hit count and a last run.
  let searchIndex = 0;
  for (let i = 1; i <= options.searches; i++) {
    const query = { query: `TAC=(${marker}${i})`, type: 'commandline' };
    searchIndex = (await as('POST', '/api/searches', query, 200)).query_index as number;
  }
  await as('POST', `/api/patents/search/${searchIndex}`, {}, 200);
  const schemeId = (await as('POST', '/api/highlighting_schemes', { name: marker, groups: [{ terms: [marker] }] }, 201))
    .id as number;
  await as('PUT', '/api/preferences/language_preference', { value: 'de' }, 200);

  // Folders: the main one with patents, labels, ratings, comments and NPL; a move target; a deleted one.
  const newFolder = async (name: string) =>
    (await as('POST', '/api/folders', { name, description: `About ${marker}` }, 201)).id as number;
  const folderId = await newFolder(`Folder ${marker}`);
  const moveTargetFolderId = await newFolder(`Target ${marker}`);
  const deletedFolderId = await newFolder(`Deleted ${marker}`);
  const f = `/api/folders/${folderId}`;
  const [ucid, movedUcid, removedUcid, listedUcid, unlistedUcid, keptUcid] = ucids as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  await as('POST', `${f}/patents`, { ucids: [ucid, movedUcid, removedUcid, keptUcid] }, 200);
  const labelId = (await as('POST', `${f}/labels`, { name: marker, colour: '#1c7ed6' }, 201)).id as number;
  const doomedLabel = (await as('POST', `${f}/labels`, { name: `Old ${marker}`, colour: '#e03131' }, 201)).id as number;
  await as('PUT', `${f}/patents/${ucid}/labels`, { label_ids: [labelId, doomedLabel] }, 200);
  await as('PUT', `${f}/patents/${ucid}/rating`, { rating: 4 }, 200);
  const commentOf = (detail: Record<string, unknown>, body: string) =>
    (detail.comments as { id: number; body: string }[]).find((c) => c.body === body)!.id;
  const patentCommentId = commentOf(
    await as('POST', `${f}/patents/${ucid}/comments`, { body: `Comment ${marker}` }, 200),
    `Comment ${marker}`,
  );
  const doomedComment = commentOf(
    await as('POST', `${f}/patents/${ucid}/comments`, { body: `Reply ${marker}`, parent_id: patentCommentId }, 200),
    `Reply ${marker}`,
  );
  await as('DELETE', `${f}/patents/${ucid}/comments/${doomedComment}`, undefined, 200);
  const nplId = (
    await as(
      'POST',
      `${f}/npl`,
      { title: `Paper ${marker}`, authors: 'A. Author', year: 2019, doi: '10.1000/xyz1' },
      201,
    )
  ).id as number;
  const doomedNpl = (await as('POST', `${f}/npl`, { title: `Old paper ${marker}` }, 201)).id as number;
  await as('PUT', `${f}/npl/${nplId}/rating`, { rating: 3 }, 200);
  await as('PUT', `${f}/npl/${nplId}/labels`, { label_ids: [labelId] }, 200);
  const nplCommentId = commentOf(
    await as('POST', `${f}/npl/${nplId}/comments`, { body: `Note ${marker}` }, 200),
    `Note ${marker}`,
  );
  const doomedNplComment = commentOf(
    await as('POST', `${f}/npl/${nplId}/comments`, { body: `Old note ${marker}` }, 200),
    `Old note ${marker}`,
  );
  await as('DELETE', `${f}/npl/${nplId}/comments/${doomedNplComment}`, undefined, 200);
  await as('POST', `${f}/npl/remove`, { ids: [doomedNpl] }, 200);
  await as('DELETE', `${f}/labels/${doomedLabel}`, undefined, 200);
  await as('POST', `${f}/patents/remove`, { ucids: [removedUcid] }, 200);
  await as('POST', `${f}/patents/move`, { ucids: [movedUcid], to: moveTargetFolderId }, 200);
  await as('PUT', `${f}/pin`, undefined, 200);
  await as('DELETE', `/api/folders/${deletedFolderId}`, undefined, 200);
  const userJobId = String((await as('POST', `${f}/patents/results`, { from: 'searches', id: searchIndex }, 202)).id);
  // An export of the folder, named after it (so it carries the marker); no job runs here, so it stays pending.
  const exportBody = { source: { type: 'folder', folderId }, format: 'csv', fields: ['title', 'folder_comments'] };
  const exportId = (await as('POST', '/api/exports', exportBody, 201)).id as number;
  const frozenBody = { name: `Frozen ${marker}`, source: { from: 'searches', id: searchIndex } };
  const frozenSetId = (await as('POST', '/api/frozen_sets', frozenBody, 201)).id as number;
  // A workflow alert into the folder, with a run (pending: no job runs here), and a deleted alert whose undo waits.
  const alertBody = {
    type: 3,
    name: `Alert ${marker}`,
    query: `TAC=(${marker})`,
    schedule: { frequency: 'daily' },
    folder_id: folderId,
    label_id: labelId,
  };
  const alertId = (await as('POST', '/api/alerts', alertBody, 201)).id as number;
  const alertRunKey = (await as('POST', `/api/alerts/${alertId}/run`, undefined, 202)).key as string;
  const deletedAlertId = (await as('POST', '/api/alerts', { ...alertBody, name: `Gone ${marker}` }, 201)).id as number;
  await as('DELETE', `/api/alerts/${deletedAlertId}`, undefined, 200);

  // A public link to the main folder (issue 19), which only its maker or an administrator of theirs may revoke.
  const shareLinkId = (await as('POST', `/api/share/folder/${folderId}`, { display_name: marker }, 201)).id as number;

  // A workspace with a query, carrying the actor's own label and colour theme, with a set of its own applied.
  const workspace = (
    await as(
      'POST',
      '/api/workspaces',
      { name: `Workspace ${marker}`, queries: [{ name: marker, full_query: `TAC=(${marker})` }] },
      201,
    )
  ).data as { id: number; queries: { id: number }[] };
  const workspaceId = workspace.id;
  const workspaceQueryId = workspace.queries[0]!.id;
  const workspaceLabelId = (await as('POST', '/api/user/workspace_labels', { name: marker }, 201)).id as number;
  const themeId = (await as('POST', '/api/analysis_theme', { name: marker, colour_range: [['#1c7ed6']] }, 201))
    .id as number;
  const setId = (
    await as('POST', `/api/workspaces/${workspaceId}/sets`, { name: marker, query_ids: [workspaceQueryId] }, 201)
  ).id as number;
  await as('POST', '/api/workspace/label/attach', { workspace_id: workspaceId, label_id: workspaceLabelId }, 200);
  await as('POST', '/api/workspace/theme/apply', { workspace_id: workspaceId, theme_id: themeId }, 200);
  await as('POST', '/api/workspace/set/apply', { workspace_id: workspaceId, type: 'set', set_id: setId }, 200);
  await as('PATCH', `/api/workspaces/${workspaceId}/metrics`, { metricData: { families: 7 } }, 200);
  const w = `/api/workspaces/${workspaceId}`;
  const dashboardId = ((await as('POST', `${w}/dashboards`, { name: marker }, 201)).data as { id: number }).id;
  const chartBody = { dashboard_id: dashboardId, section: 'assignees/top', title: marker };
  const chartId = ((await as('POST', `${w}/charts`, chartBody, 201)).data as { id: number }).id;
  const dashboardShareKey = (
    (await as('GET', `${w}/dashboard/share/1/tab-0001-owner`, undefined, 200)).data as { key: string }
  ).key;
  const chartShareKey = (
    (await as('GET', `${w}/assignees/chart/share/${chartId}`, undefined, 200)).data as { key: string }
  ).key;

  // Administrators make their organisation's custom field schemes: one whose field carries a value on a folder patent.
  let customFieldSchemeId: number | null = null;
  if (/admin/.test(actor.name)) {
    customFieldSchemeId = (await as('POST', '/api/custom_field_schemes', { name: marker }, 201)).id as number;
    const scheme = await as(
      'PATCH',
      `/api/custom_field_schemes/${customFieldSchemeId}/fields`,
      { fields: [{ name: marker, type: 'tree', queryable: true, options: [{ label: marker }] }] },
      200,
    );
    const field = (scheme.fields as { id: number; options: { id: number }[] }[])[0]!;
    await as('PUT', `${f}/custom_field_values/${ucid}`, { values: { [field.id]: [field.options[0]!.id] } }, 200);
    await as('POST', `/api/custom_field_schemes/${customFieldSchemeId}/active`, undefined, 200);
  }
  // And its groups and folder categories.
  let groupId: number | null = null;
  let folderCategoryId: number | null = null;
  if (/admin/.test(actor.name)) {
    groupId = (await as('POST', '/api/groups', { name: marker }, 201)).id as number;
    // A second group, deleted: its undo (POST /api/groups/restore with the event's id) is one more to attempt.
    const deletedGroup = (await as('POST', '/api/groups', { name: `${marker} gone` }, 201)).id as number;
    await as('DELETE', `/api/groups/${deletedGroup}`, undefined, 200);
    folderCategoryId = (await as('POST', '/api/folder_categories', { name: marker }, 201)).id as number;
  }

  // The actor's patent list, with a bulk removal to undo.
  await as('POST', '/api/listed_patents', { ucid: listedUcid }, 200);
  await as('POST', '/api/listed_patents/bulk_add', { ucids: [ucid, unlistedUcid] }, 200);
  await as('POST', '/api/listed_patents/bulk_delete', { ucids: [unlistedUcid] }, 200);

  // An ingest job (administrators upload files into the shared patent index); no job runs in these tests.
  let ingestJobId: string | null = null;
  if (/admin/.test(actor.name)) {
    const ingest = await t.request({
      method: 'POST',
      url: `/api/admin/ingest?name=${marker}.xml`,
      session: actor.session!,
      headers: { origin: APP_ORIGIN, 'content-type': 'application/octet-stream' },
      payload: '<nothing/>',
    });
    ingestJobId = String((bodyOf(expectStatus(ingest, 202, `${actor.name} ingest`)) as { id: unknown }).id);
  }

  const events = (await as('GET', '/api/logged_events', undefined, 200)).data as OwnedObjects['loggedEvents'];
  return {
    userId: actor.userId!,
    folderId,
    deletedFolderId,
    moveTargetFolderId,
    labelId,
    ucid,
    listedUcid,
    nplId,
    patentCommentId,
    nplCommentId,
    searchIndex,
    schemeId,
    customFieldSchemeId,
    groupId,
    folderCategoryId,
    userJobId,
    ingestJobId,
    exportId,
    frozenSetId,
    alertId,
    deletedAlertId,
    alertRunKey,
    shareLinkId,
    workspaceId,
    workspaceQueryId,
    workspaceLabelId,
    themeId,
    setId,
    dashboardId,
    chartId,
    dashboardShareKey,
    chartShareKey,
    loggedEvents: events.map((e) => ({ id: e.id, action: e.action, undo: e.undo })),
    drawing,
  };
}
