// For every path parameter the OpenAPI document has, what fills it in: one of the owner's objects
// (OBJECT_ID_PARAMS), or a value that names no one's object (NOT_OBJECT_IDS); and every filling of an operation's
// path from them. The security suites call every operation with these.

import { type Operation, paramKey } from './openapi-operations';
import type { OwnedObjects } from './security-test-support';

/** Where a path parameter's values come from, given the parameters of the same path filled in before it. */
type ParamSource = (victim: OwnedObjects, context: { path: string; resolved: Record<string, string> }) => string[];

/**
 * Path parameters that name an object someone owns, by where they sit (`paramKey`), with the owner's objects to try.
 * The first value is the one a deeper parameter's object belongs to; the others are tried only when the parameter is
 * the last object id of the path (a deleted folder for `/folders/{id}/restore`, say). A new route whose parameter is
 * not here or in NOT_OBJECT_IDS fails the access suite until it is added to one of them.
 */
export const OBJECT_ID_PARAMS: Record<string, { kind: string; values: ParamSource }> = {
  'folders/{id}': { kind: 'folder', values: (v) => [v.folderId, v.deletedFolderId].map(String) },
  'labels/{labelId}': { kind: 'folder label', values: (v) => [String(v.labelId)] },
  'npl/{nplId}': { kind: 'folder NPL entry', values: (v) => [String(v.nplId)] },
  'comments/{commentId}': {
    kind: 'comment (on a folder patent or NPL entry)',
    values: (v, { path }) =>
      (path.includes('/npl/') ? [v.nplCommentId, v.patentCommentId] : [v.patentCommentId, v.nplCommentId]).map(String),
  },
  'searches/{index}': { kind: 'search (history)', values: (v) => [String(v.searchIndex)] },
  'search/{id}': { kind: 'search (history)', values: (v) => [String(v.searchIndex)] },
  'highlighting_schemes/{id}': { kind: 'highlighting scheme', values: (v) => [String(v.schemeId)] },
  'custom_field_schemes/{id}': {
    kind: 'custom field scheme (its organisation’s)',
    values: (v) => (v.customFieldSchemeId === null ? [] : [String(v.customFieldSchemeId)]),
  },
  'active_custom_field_scheme/{id}': {
    kind: 'custom field scheme (its organisation’s)',
    values: (v) => (v.customFieldSchemeId === null ? [] : [String(v.customFieldSchemeId)]),
  },
  'users/{id}': { kind: 'user (a member of the organisation)', values: (v) => [String(v.userId)] },
  'groups/{id}': {
    kind: 'group (its organisation’s)',
    values: (v) => (v.groupId === null ? [] : [String(v.groupId)]),
  },
  'folder_categories/{id}': {
    kind: 'folder category (its organisation’s)',
    values: (v) => (v.folderCategoryId === null ? [] : [String(v.folderCategoryId)]),
  },
  'logged_events/{id}': { kind: 'logged event', values: (v) => v.loggedEvents.map((e) => String(e.id)) },
  'exports/{id}': { kind: 'export', values: (v) => [String(v.exportId)] },
  'frozen_sets/{id}': { kind: 'frozen result set', values: (v) => [String(v.frozenSetId)] },
  'alerts/{id}': { kind: 'alert', values: (v) => [v.alertId, v.deletedAlertId].map(String) },
  'alert_runs/{key}': { kind: 'alert run', values: (v) => [v.alertRunKey] },
  'folder/{id}': {
    kind: 'folder (shared by a public link)',
    values: (v) => [v.folderId, v.deletedFolderId].map(String),
  },
  'share_links/{id}': { kind: 'share link', values: (v) => [String(v.shareLinkId)] },
  'workspaces/{id}': { kind: 'workspace', values: (v) => [String(v.workspaceId)] },
  'queries/{queryId}': { kind: 'workspace query', values: (v) => [String(v.workspaceQueryId)] },
  'workspace_labels/{id}': { kind: 'workspace label (a user’s own)', values: (v) => [String(v.workspaceLabelId)] },
  'analysis_theme/{id}': { kind: 'colour theme (a user’s own)', values: (v) => [String(v.themeId)] },
  'dashboards/{dashboardId}': { kind: 'dashboard (of a workspace)', values: (v) => [String(v.dashboardId)] },
  'charts/{chartId}': { kind: 'chart (of a workspace)', values: (v) => [String(v.chartId)] },
  'share/{chartId}': { kind: 'chart (of a workspace), to share', values: (v) => [String(v.chartId)] },
  'delete_share/{key}': {
    kind: 'dashboard or chart share link (of the workspace before it)',
    values: (v, { path }) => [path.includes('/chart/') ? v.chartShareKey : v.dashboardShareKey],
  },
  // GET /api/shared_workspace/{id}/{share}: public, the key after it is the authority; a guessed key is 404.
  'shared_workspace/{id}': { kind: 'workspace (shared by a public link)', values: (v) => [String(v.workspaceId)] },
  'jobs/{id}': { kind: 'job', values: (v) => [v.userJobId, ...(v.ingestJobId ? [v.ingestJobId] : [])] },
  // POST /api/patents/{name}/{id}: what {id} is depends on the collection {name} names.
  '{name}/{id}': {
    kind: 'collection (search, folder, or a user’s patent list)',
    values: (v, { resolved }) => {
      const collections: Record<string, string[]> = {
        searches: [String(v.searchIndex)],
        folders: [v.folderId, v.deletedFolderId].map(String),
        listed_patents: [String(v.userId)],
      };
      return collections[resolved.name ?? ''] ?? [];
    },
  },
};

/**
 * Path parameters that are not object ids, each with why and the value used. Calls whose path has only these act on
 * the caller's own data or on public data, so their success is no leak by itself; the access suite still makes them
 * and checks that the owner's objects did not change.
 */
export const NOT_OBJECT_IDS: Record<string, { reason: string; value: (victim: OwnedObjects) => string[] }> = {
  'password-reset/{token}': {
    reason: 'a password link’s secret: whoever holds it may use it, and it is 256 random bits (password tests)',
    value: () => ['a'.repeat(43)],
  },
  'set-password/{token}': {
    reason: 'an invitation link’s secret, as password-reset/{token}',
    value: () => ['a'.repeat(43)],
  },
  'exports/{format}': {
    reason: 'an export format of the alert run named before it, which is the object and an id here',
    value: () => ['csv'],
  },
  'export/{format}': {
    reason: 'the file format of a chart or dashboard export; the chart or dashboard before it is the object',
    value: () => ['svg'],
  },
  'modules/{name}': {
    reason:
      'a licensed module’s name: the call switches it for the caller’s own organisation (its administrators only, ' +
      'organization-settings.api.test.ts); one no other call depends on',
    value: () => ['design_image_search'],
  },
  'preferences/{name}': {
    reason: 'the name of a preference; everyone reads and writes only their own',
    value: () => ['language_preference'],
  },
  'patents/{ucid}': {
    reason: 'a publication number: a public document; the folder before it is the object, and it is an id here',
    value: (v) => [v.ucid],
  },
  'custom_field_values/{ucid}': {
    reason: 'a publication number in the folder named before it, which is the object and an id here',
    value: (v) => [v.ucid],
  },
  'listed_patents/{ucid}': {
    reason: 'a publication number on the caller’s own patent list (there is no way to name anyone else’s)',
    value: (v) => [v.listedUcid],
  },
  'patents/{name}': {
    reason: 'the kind of collection, which says what the {id} after it is (see {name}/{id})',
    value: () => ['searches', 'folders', 'listed_patents'],
  },
  'key/{ucid}': {
    reason: 'a publication number in a drawings link; the key after it is what grants access',
    value: (v) => [v.ucid],
  },
  '{ucid}/{key}': {
    reason: 'a drawings link’s key, an HMAC the server checks; a guessed one answers 404',
    value: () => ['x'.repeat(22)],
  },
  'patent/{ucid}': {
    reason: 'a publication number to share: a public document, which anyone signed in may share',
    value: (v) => [v.ucid],
  },
  'share/{key}': {
    reason: 'a share link’s key, 192 random bits and its only authority; a guessed one answers 404 (shares tests)',
    value: () => ['x'.repeat(32)],
  },
  'search/{key}': {
    reason: 'a share link’s key (the public results of a link), as share/{key}',
    value: () => ['x'.repeat(32)],
  },
  'get-image/{srcpat}': {
    reason: 'a public document’s drawing, addressed by its source',
    value: (v) => [v.drawing.srcpat],
  },
  '{srcpat}/{n}': { reason: 'the number of a public document’s drawing', value: (v) => [v.drawing.n] },
  'image/{srcpat}': {
    reason: 'a public document’s drawing, addressed by its source',
    value: (v) => [v.drawing.srcpat],
  },
  '{srcpat}/{publicationdate}': {
    reason: 'a public document’s publication date',
    value: (v) => [v.drawing.publicationdate],
  },
  '{publicationdate}/{file}': { reason: 'a public document’s drawing file name', value: (v) => [v.drawing.file] },
  '{file}/{page}': { reason: 'a page of a public document’s drawing', value: (v) => [v.drawing.page] },
  'active/{section}': {
    reason: 'the section of the workspace named before it (the object, an id here) the caller reports being in',
    value: () => ['analysis_section'],
  },
  'delete_by/{type}': {
    reason: 'a criterion over the caller’s own workspaces: those they own, or updated between two days',
    value: () => ['owned', 'updated'],
  },
  '{type}/{a}': {
    reason: 'the first day of a delete_by range over the caller’s own workspaces',
    value: () => ['2000-01-01'],
  },
  '{a}/{b}': {
    reason: 'the last day of a delete_by range over the caller’s own workspaces',
    value: () => ['2000-12-31'],
  },
  'label/{action}': {
    reason: 'attach or detach; the workspace and the label are named in the body (workspace_id, label_id)',
    value: () => ['attach', 'detach'],
  },
  'theme/{action}': {
    reason: 'apply or remove; the workspace and the theme are named in the body (workspace_id, theme_id)',
    value: () => ['apply', 'remove'],
  },
  'set/{action}': {
    reason: 'apply or remove; the workspace and the set are named in the body (workspace_id, set_id)',
    value: () => ['apply', 'remove'],
  },
  '{id}/{section}': {
    reason: 'the section group of the chart named after it (the workspace before it is the object, an id here)',
    value: () => ['assignees'],
  },
  'share/{queryCount}': {
    reason: 'how many queries a dashboard link shows; the workspace before it is the object',
    value: () => ['1'],
  },
  '{queryCount}/{clientUUID}': {
    reason: 'the sharing tab’s client UUID; the workspace before it is the object',
    value: () => ['tab-0001-attacker'],
  },
  'workspaces/{type}': {
    reason: 'dashboard or chart: the kind of link the key after it is (a public call, the key its only authority)',
    value: () => ['dashboard', 'chart'],
  },
  'load/{key}': {
    reason: 'a dashboard or chart link’s key, as share/{key}; a guessed one answers 404',
    value: () => ['x'.repeat(32)],
  },
  '{id}/{share}': {
    reason: 'a dashboard or chart link’s key, as share/{key}; a guessed one answers 404',
    value: () => ['x'.repeat(32)],
  },
  'default/{flag}': { reason: 'on or off for the theme named before it, which is the object', value: () => ['1', '0'] },
};

/** The keys of an operation's path parameters that neither table knows. */
export function unknownParams(operation: Operation): string[] {
  return operation.pathParams
    .map((p) => paramKey(operation.path, p))
    .filter((key) => !(key in OBJECT_ID_PARAMS) && !(key in NOT_OBJECT_IDS));
}

/** One way of filling in an operation's path: the values, and which of them are object ids. */
export type PathFilling = { values: Record<string, string>; objectParams: string[] };

/**
 * Every filling of the operation's path with the victim's objects: parameters are filled left to right, extra values
 * of a parameter only where it is the last object id (see OBJECT_ID_PARAMS). Throws on a parameter neither table knows.
 */
export function pathFillings(operation: Operation, victim: OwnedObjects): PathFilling[] {
  const keys = operation.pathParams.map((p) => paramKey(operation.path, p));
  const lastObject = keys.reduce((last, key, i) => (key in OBJECT_ID_PARAMS ? i : last), -1);
  let fillings: PathFilling[] = [{ values: {}, objectParams: [] }];
  operation.pathParams.forEach((param, i) => {
    const key = keys[i]!;
    const object = OBJECT_ID_PARAMS[key];
    const plain = NOT_OBJECT_IDS[key];
    if (!object && !plain) throw new Error(`no factory for path parameter ${key} of ${operation.path}`);
    fillings = fillings.flatMap((filling) => {
      const all = object
        ? object.values(victim, { path: operation.path, resolved: filling.values })
        : plain!.value(victim);
      const values = object && i !== lastObject ? all.slice(0, 1) : all;
      return values.map((value) => ({
        values: { ...filling.values, [param]: value },
        objectParams: object ? [...filling.objectParams, param] : filling.objectParams,
      }));
    });
  });
  return fillings;
}
