import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Every call this package serves so far; a new route must be added here and show up in the document. */
const EXPECTED: Record<string, string[]> = {
  '/api/login': ['post'],
  '/api/logout': ['post'],
  '/api/user': ['get'],
  '/api/session': ['get'],
  '/api/preferences/{name}': ['put'],
  '/api/user/password': ['put'],
  '/api/user/sessions': ['delete', 'get'],
  '/api/active_client_reference': ['get', 'put'],
  '/api/client_references': ['get'],
  '/api/client_references/logged_events': ['post'],
  '/api/client_references/logged_events/export': ['post'],
  '/api/organization': ['get', 'patch'],
  '/api/organization/settings': ['get'],
  '/api/organization/modules/{name}': ['put'],
  '/api/forgot-password': ['post'],
  '/api/password-reset/{token}': ['get'],
  '/api/password-reset': ['post'],
  '/api/set-password/{token}': ['get'],
  '/api/set-password': ['post'],
  '/api/alert-unsubscribe': ['get', 'post'],
  '/api/alert-unsubscribe/one-click': ['post'],
  '/api/corpus': ['get'],
  '/api/classifications/titles': ['get'],
  '/api/classifications/complete': ['get'],
  '/api/admin/ingest': ['post'],
  '/api/admin/jobs': ['get'],
  '/api/admin/jobs/{id}': ['get'],
  '/api/searches': ['get', 'post'],
  '/api/strategies': ['get'],
  '/api/highlighting_schemes': ['get', 'post'],
  '/api/jobs/{id}': ['get'],
  '/api/exports': ['get', 'post'],
  '/api/exports/{id}': ['delete', 'get'],
  '/api/exports/{id}/download': ['get'],
  '/api/alerts': ['get', 'post'],
  '/api/alerts/export': ['post'],
  '/api/alerts/restore': ['post'],
  '/api/alerts/{id}': ['delete', 'get', 'patch'],
  '/api/alerts/{id}/pause': ['post'],
  '/api/alerts/{id}/resume': ['post'],
  '/api/alerts/{id}/run': ['post'],
  '/api/alerts/{id}/alert_runs': ['get'],
  '/api/alert_runs/{key}': ['get'],
  '/api/alert_runs/{key}/results': ['post'],
  '/api/alert_runs/{key}/changes': ['get'],
  '/api/alert_runs/{key}/exports/{format}/queue': ['get'],
  '/api/alert_runs/{key}/exports/{format}/download': ['get'],
  '/api/folders': ['get', 'post'],
  '/api/folders/{id}': ['delete', 'get', 'patch'],
  '/api/folders/{id}/restore': ['post'],
  '/api/folders/{id}/pin': ['delete', 'put'],
  '/api/folder/limit': ['get'],
  '/api/folders/{id}/limit/': ['get'],
  '/api/folder_categories': ['get', 'post'],
  '/api/frozen_sets': ['get', 'post'],
  '/api/frozen_sets/{id}': ['delete', 'get', 'patch'],
  '/api/frozen_sets/{id}/results': ['post'],
  '/api/frozen_sets/{id}/compare': ['post'],
  '/api/frozen_sets/{id}/ucids': ['get'],
  '/api/folder_categories/{id}': ['delete', 'patch'],
  '/api/folders/{id}/permissions': ['get', 'put'],
  '/api/folders/{id}/activity': ['get'],
  '/api/folders/{id}/patents': ['get', 'post'],
  '/api/folders/{id}/patents/remove': ['post'],
  '/api/folders/{id}/patents/restore': ['post'],
  '/api/folders/{id}/patents/results': ['post'],
  '/api/folders/{id}/patents/results/undo': ['post'],
  '/api/folders/{id}/patents/move': ['post'],
  '/api/folders/{id}/patents/move/undo': ['post'],
  '/api/folders/{id}/patents/details': ['post'],
  '/api/pinned_folders/patents': ['post'],
  '/api/folders/{id}/labels': ['get', 'post'],
  '/api/folders/{id}/labels/{labelId}': ['delete', 'patch'],
  '/api/folders/{id}/labels/restore': ['post'],
  '/api/folders/{id}/patents/{ucid}': ['get'],
  '/api/folders/{id}/patents/{ucid}/labels': ['put'],
  '/api/folders/{id}/patents/{ucid}/rating': ['put'],
  '/api/folders/{id}/patents/{ucid}/comments': ['post'],
  '/api/folders/{id}/patents/{ucid}/comments/{commentId}': ['delete', 'patch'],
  '/api/folders/{id}/patents/{ucid}/comments/restore': ['post'],
  '/api/folders/{id}/npl': ['get', 'post'],
  '/api/folders/{id}/npl/remove': ['post'],
  '/api/folders/{id}/npl/restore': ['post'],
  '/api/folders/{id}/npl/{nplId}': ['get', 'patch'],
  '/api/folders/{id}/npl/{nplId}/rating': ['put'],
  '/api/folders/{id}/npl/{nplId}/labels': ['put'],
  '/api/folders/{id}/npl/{nplId}/comments': ['post'],
  '/api/folders/{id}/npl/{nplId}/comments/{commentId}': ['delete', 'patch'],
  '/api/folders/{id}/npl/{nplId}/comments/restore': ['post'],
  '/api/logged_events': ['get'],
  '/api/users': ['get', 'post'],
  '/api/users/{id}': ['patch'],
  '/api/users/{id}/deactivate': ['post'],
  '/api/users/{id}/reactivate': ['post'],
  '/api/users/{id}/invitation': ['post'],
  '/api/users/{id}/hand_over': ['post'],
  '/api/deactivated_users': ['get'],
  '/api/user_types': ['get'],
  '/api/groups': ['get', 'post'],
  '/api/groups/{id}': ['delete', 'patch'],
  '/api/groups/restore': ['post'],
  '/api/groups/{id}/members': ['put'],
  '/api/groups/{id}/managers': ['put'],
  '/api/listed_patents': ['delete', 'get', 'post'],
  '/api/listed_patents/{ucid}': ['delete', 'get'],
  '/api/listed_patents/bulk_add': ['post'],
  '/api/listed_patents/bulk_delete': ['post'],
  '/api/listed_patents/restore': ['post'],
  '/api/logged_events/{id}': ['delete', 'get'],
  '/api/highlighting_schemes/{id}': ['delete', 'patch'],
  '/api/searches/{index}': ['delete', 'get'],
  '/api/searches/restore': ['post'],
  '/api/default_template': ['get'],
  '/api/patents/search/browse': ['post'],
  '/api/patents/search/{id}': ['post'],
  '/api/patents/select': ['post'],
  '/api/patents/clause_counts': ['post'],
  '/api/patents/search/{id}/explain': ['post'],
  '/api/patents/{name}/{id}': ['post'],
  '/api/drawings/get-image/{srcpat}/{n}': ['get'],
  '/api/auth/key/{ucid}/{key}': ['get'],
  '/api/drawings/image/{srcpat}/{publicationdate}/{file}': ['get'],
  '/api/drawings/image/{srcpat}/{publicationdate}/{file}/{page}': ['get'],
  '/api/custom_field_schemes': ['get', 'post'],
  '/api/custom_field_schemes/{id}': ['delete', 'get', 'patch'],
  '/api/custom_field_schemes/{id}/fields': ['patch'],
  '/api/custom_field_schemes/{id}/users': ['get'],
  '/api/custom_field_schemes/{id}/permissions': ['put'],
  '/api/custom_field_schemes/{id}/active': ['post'],
  '/api/active_custom_field_scheme': ['get'],
  '/api/active_custom_field_scheme/{id}': ['delete'],
  '/api/folders/{id}/custom_field_values': ['get'],
  '/api/folders/{id}/custom_field_values/{ucid}': ['put'],
  '/api/folders/{id}/custom_field_values/bulk': ['post'],
  '/api/custom_field_values/patents': ['post'],
  '/api/share/search/{id}': ['post'],
  '/api/share/folder/{id}': ['post'],
  '/api/share/patent/{ucid}': ['post'],
  '/api/share/alert_runs/{key}': ['post'],
  '/api/share_links': ['get'],
  '/api/share_links/{id}': ['delete'],
  '/api/public/share/{key}': ['get'],
  '/api/public/share/{key}/exports/{format}/queue': ['get'],
  '/api/public/share/{key}/exports/{format}/download': ['get'],
  '/api/patents/public/search/browse': ['post'],
  '/api/patents/public/search/{key}': ['post'],
  '/api/workspaces': ['get', 'post'],
  '/api/broadcasting/auth': ['post'],
  '/api/workspaces_list': ['get'],
  '/api/workspaces/delete_by/{type}': ['delete', 'get'],
  '/api/workspaces/delete_by/{type}/{a}/{b}': ['delete', 'get'],
  '/api/workspaces/{id}': ['delete', 'get', 'patch'],
  '/api/workspaces/{id}/permissions': ['put'],
  '/api/workspaces/{id}/queries': ['post'],
  '/api/workspaces/{id}/queries/{queryId}': ['delete', 'patch'],
  '/api/workspaces/{id}/metrics': ['patch'],
  '/api/workspaces/{id}/engagement': ['get'],
  '/api/workspaces/{id}/activity': ['get'],
  '/api/workspaces/{id}/active': ['put'],
  '/api/workspaces/{id}/active/clear': ['put'],
  '/api/workspaces/{id}/active/{section}': ['put'],
  '/api/workspaces/{id}/sets': ['get', 'post'],
  '/api/analysis_sets': ['get', 'post'],
  '/api/workspace/label/{action}': ['post'],
  '/api/workspace/theme/{action}': ['post'],
  '/api/workspace/set/{action}': ['post'],
  '/api/user/workspace_labels': ['get', 'post'],
  '/api/user/workspace_labels/{id}': ['delete'],
  '/api/analysis_theme': ['get', 'post'],
  '/api/analysis_theme/{id}': ['delete', 'patch'],
  '/api/analysis_theme/{id}/default/{flag}': ['patch'],
  '/api/workspace_sections': ['get'],
  '/api/analysis/field_names': ['get'],
  '/api/analysis/chart/default/all': ['get'],
  '/api/analysis/aggregate': ['post'],
  '/api/analysis/load': ['post'],
  '/api/analysis/share_load': ['post'],
  '/api/workspaces/{id}/dashboards': ['get', 'post'],
  '/api/workspaces/{id}/dashboards/{dashboardId}': ['delete', 'patch'],
  '/api/workspaces/{id}/dashboards/{dashboardId}/activate': ['put'],
  '/api/workspaces/{id}/charts': ['get', 'post'],
  '/api/workspaces/{id}/charts/{chartId}': ['delete', 'patch'],
  '/api/workspaces/{id}/{section}/chart/share/{chartId}': ['get'],
  '/api/workspaces/{id}/dashboard/share/{queryCount}/{clientUUID}': ['get'],
  '/api/workspaces/{id}/dashboard/share/{key}': ['get'],
  '/api/workspaces/{id}/dashboard/update_share': ['patch'],
  '/api/workspaces/{id}/dashboard/delete_share/{key}': ['delete'],
  '/api/workspaces/{id}/chart/share/{key}': ['get'],
  '/api/workspaces/{id}/chart/update_share': ['patch'],
  '/api/workspaces/{id}/chart/delete_share/{key}': ['delete'],
  '/api/workspaces/{type}/share/load/{key}': ['get'],
  '/api/shared_workspace/{id}/{share}': ['get'],
  '/api/shared_workspace/{id}/{share}/aggregate': ['post'],
  '/api/workspaces/{id}/charts/{chartId}/export/{format}': ['get'],
  '/api/workspaces/{id}/dashboards/{dashboardId}/export/{format}': ['get'],
};

/** Calls whose answer is not 200: the upload is accepted (202); a scheme is created (201) or deleted (204). */
const SUCCESS: Record<string, string> = {
  'post /api/alerts': '201',
  'post /api/alerts/{id}/run': '202',
  'post /api/admin/ingest': '202',
  'post /api/folders/{id}/patents/results': '202',
  'post /api/highlighting_schemes': '201',
  'delete /api/highlighting_schemes/{id}': '204',
  'post /api/folders': '201',
  'post /api/frozen_sets': '201',
  'delete /api/frozen_sets/{id}': '204',
  'post /api/users': '201',
  'post /api/folders/{id}/labels': '201',
  'post /api/folders/{id}/npl': '201',
  'delete /api/logged_events/{id}': '204',
  'delete /api/listed_patents/{ucid}': '204',
  'post /api/custom_field_schemes': '201',
  'delete /api/custom_field_schemes/{id}': '204',
  'delete /api/active_custom_field_scheme/{id}': '204',
  'post /api/groups': '201',
  'post /api/folder_categories': '201',
  'delete /api/folder_categories/{id}': '204',
  'post /api/exports': '201',
  'delete /api/exports/{id}': '204',
  'post /api/share/search/{id}': '201',
  'post /api/share/folder/{id}': '201',
  'post /api/share/patent/{ucid}': '201',
  'post /api/share/alert_runs/{key}': '201',
  'post /api/workspaces': '201',
  'post /api/workspaces/{id}/queries': '201',
  'post /api/workspaces/{id}/sets': '201',
  'post /api/analysis_sets': '201',
  'post /api/user/workspace_labels': '201',
  'post /api/analysis_theme': '201',
  'post /api/workspaces/{id}/dashboards': '201',
  'post /api/workspaces/{id}/charts': '201',
};

/** State-changing calls that take no body: the path says everything. */
const BODILESS = new Set([
  'post /api/logout',
  'post /api/folders/{id}/restore',
  'put /api/folders/{id}/pin',
  'post /api/users/{id}/deactivate',
  'post /api/users/{id}/reactivate',
  'post /api/users/{id}/invitation',
  'post /api/custom_field_schemes/{id}/active',
  // RFC 8058's fixed form body `List-Unsubscribe=One-Click`; the token is in the URL.
  'post /api/alert-unsubscribe/one-click',
  'post /api/alerts/{id}/pause',
  'post /api/alerts/{id}/resume',
  'post /api/alerts/{id}/run',
  // The workspace's active marker: the path names the workspace and the section.
  'put /api/workspaces/{id}/active',
  'put /api/workspaces/{id}/active/clear',
  'put /api/workspaces/{id}/active/{section}',
  'patch /api/analysis_theme/{id}/default/{flag}',
  'put /api/workspaces/{id}/dashboards/{dashboardId}/activate',
]);

type Operation = { responses: Record<string, unknown>; requestBody?: unknown; parameters?: { name: string }[] };

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document listing every path with its schemas and error responses', async () => {
    const response = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = JSON.parse(response.body) as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(Object.keys(doc.paths).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const [path, methods] of Object.entries(EXPECTED)) {
      expect(
        Object.keys(doc.paths[path] ?? {})
          .filter((m) => m !== 'head')
          .sort(),
        path,
      ).toEqual(methods);
      for (const method of methods) {
        const operation = doc.paths[path]?.[method];
        const success = SUCCESS[`${method} ${path}`] ?? '200';
        expect(operation?.responses, `${method} ${path}`).toHaveProperty(success);
        expect(operation?.responses, `${method} ${path}`).toHaveProperty('500');
        if (method !== 'get' && method !== 'delete' && !BODILESS.has(`${method} ${path}`))
          expect(operation?.requestBody, `${method} ${path}`).toBeDefined();
        if (path.includes('{')) expect(operation?.parameters?.length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
    expect(doc.paths['/api/login']?.post?.responses).toHaveProperty('429');
    expect(doc.paths['/api/user']?.get?.responses).toHaveProperty('419');
  });

  it('refers only to schemas it carries (a dangling reference stops the reference page rendering)', async () => {
    const response = await t.request({ method: 'GET', url: '/api/openapi.json' });
    const doc = JSON.parse(response.body) as { components?: { schemas?: Record<string, unknown> } };
    const refs = new Set([...response.body.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!));
    expect(refs.size).toBeGreaterThan(0);
    const missing = [...refs].filter((name) => !(name in (doc.components?.schemas ?? {})));
    expect(missing).toEqual([]);
  });

  it('has a readable reference page', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
