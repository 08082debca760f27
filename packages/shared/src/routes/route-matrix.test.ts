import { describe, expect, it } from 'vitest';
import { MODULE_NAMES, type OrganizationModule } from '../auth/modules';
import type { Viewer } from '../auth/roles';
import { matchPath } from './match-path';
import { resolveRoute } from './resolve-route';
import { ROUTES } from './route-table';

/**
 * Every path SPEC §2 names, written out by hand with sample parameter values, and the screen it is.
 * This list is independent of ROUTES: the test fails if the table misses a SPEC route or matches it
 * to the wrong screen.
 */
const SPEC_PATHS: readonly [path: string, screen: string][] = [
  ['/login', 'Login'],
  ['/set-password', 'SetPassword'],
  ['/forgot-password', 'ForgotPassword'],
  ['/password-reset/abcdef0123456789', 'PasswordReset'],
  ['/expired', 'Expired'],
  ['/pdf-not-found', 'PdfNotFound'],
  ['/pdf-not-found/US-7654321-B2', 'PdfNotFound'],
  // Not a SPEC path: the unsubscribe link of alert run mails (issue 18).
  ['/unsubscribe', 'AlertUnsubscribe'],
  ['/', 'Dashboard'],
  ['/activity', 'Activity'],
  ['/search', 'Search'],
  ['/search/12', 'Search.Results'],
  ['/search/12/browse', 'Search.Browse'],
  ['/search/history', 'Search.History'],
  ['/exports', 'Exports'],
  ['/search/exports/pending', 'Search.Export'],
  ['/search/exports/4/download', 'Search.ExportDownload'],
  ['/patent/document/EP-1234567-A1', 'PatentDocument'],
  ['/patent/EP-1234567-A1', 'Patent'],
  ['/patent/EP-1234567-A1/legal', 'Patent.Legal'],
  ['/patent/EP-1234567-A1/citations', 'Patent.Citations'],
  ['/patent/EP-1234567-A1/fulltext', 'Patent.Fulltext'],
  ['/patent/EP-1234567-A1/images', 'Patent.Images'],
  ['/folders', 'Folders'],
  ['/folders/9', 'Folder.Patents'],
  ['/folders/9/patents', 'Folder.Patents'],
  ['/folders/9/patents/browse', 'Folder.Browse'],
  ['/folders/9/npl', 'Folder.Npl'],
  ['/folders/9/activity', 'Folder.Activity'],
  ['/folders/9/permissions', 'Folder.Permissions'],
  ['/folders/9/labels', 'Folder.Labels'],
  ['/alerts', 'Alerts'],
  ['/alerts/3', 'Alert.Runs'],
  ['/alert_runs/0b7c9d3e-1f2a-4b5c-8d9e-0f1a2b3c4d5e', 'AlertRun.Results'],
  ['/alert_runs/0b7c9d3e-1f2a-4b5c-8d9e-0f1a2b3c4d5e/browse', 'AlertRun.Browse'],
  ['/chemical-explorer', 'ChemicalExplorer'],
  ['/chemical-explorer/results', 'ChemicalExplorer.Results'],
  ['/chemical-explorer/view', 'ChemicalExplorer.View'],
  ['/design-image-search', 'DesignImageSearch'],
  ['/npl', 'Npl'],
  ['/npl/results', 'Npl.Results'],
  ['/users', 'Users'],
  ['/users/smith', 'Users'],
  ['/groups', 'Groups'],
  ['/groups/research', 'Groups'],
  ['/tracking', 'Tracking'],
  ['/patent-collection', 'PatentCollection'],
  // Not SPEC paths: frozen result sets (issue 22 item 5).
  ['/frozen-sets', 'FrozenSets'],
  ['/frozen-sets/4', 'FrozenSet.Results'],
  ['/frozen-sets/4/compare', 'FrozenSet.Compare'],
  ['/settings', 'Settings'],
  // Not a SPEC path: the organisation settings of issue 16, for admins.
  ['/settings/organization', 'Settings.Organization'],
  ['/analysis/workspaces', 'AnalysisWorkspaces'],
  ['/analysis/workspaces/a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6', 'AnalysisWorkspaces'],
  ['/analysis/init', 'AnalysisInit'],
  ['/analysis/a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6', 'AnalysisDashboard'],
  ['/analysis/a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6/section/assignees/chart', 'AnalysisChart'],
  ['/analysis/a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6/section/assignees/chart/5', 'AnalysisChart'],
  ['/view-in-patbase', 'ViewInPatbase'],
  ['/custom-field-schemes', 'CustomFieldSchemes'],
  ['/custom-field-schemes/2', 'CustomFieldScheme.Fields'],
  ['/custom-field-schemes/2/permissions', 'CustomFieldScheme.Permissions'],
  ['/tasks', 'Tasks'],
  ['/tasks/7f1e', 'Task'],
  ['/tasks/7f1e/browse', 'Task.Browse'],
  ['/origin-plus/tasks/7f1e', 'OldTask'],
  ['/origin-plus/tasks/7f1e/browse', 'OldTask.Browse'],
  ['/origin-plus/alerts/subscriptions', 'Subscriptions'],
  ['/origin-plus/alerts/subscriptions/4', 'Subscription.Runs'],
  ['/origin-plus/alerts/subscriptions/4/subscription-runs/8', 'SubscriptionRun.Results'],
  ['/origin-plus/alerts/subscriptions/4/subscription-runs/8/browse', 'SubscriptionRun.Browse'],
  ['/origin-plus/subscription-runs/7f1e/exports/xlsx/download', 'SubscriptionRun.ExportDownload'],
  ['/workflows', 'Workflows'],
  ['/workflows/6', 'Workflow'],
  ['/workflows/report', 'Workflows.Report'],
  ['/workflows/build-a-workflow', 'Workflows.Build'],
  ['/share/patent/EP-1234567-A1/k3y', 'Share.Patent'],
  ['/share/search/5d2c', 'Share.Search'],
  ['/share/search/5d2c/results', 'Share.SearchResults'],
  ['/share/search/5d2c/results/browse', 'Share.SearchBrowse'],
  ['/share/folder/5d2c', 'Share.Folder'],
  ['/share/folder/5d2c/results', 'Share.FolderResults'],
  ['/share/folder/5d2c/results/browse', 'Share.FolderBrowse'],
  ['/share/alert_runs/5d2c', 'Share.AlertRun'],
  ['/share/alert_runs/5d2c/results', 'Share.AlertRunResults'],
  ['/share/alert_runs/5d2c/results/browse', 'Share.AlertRunBrowse'],
  ['/alert_runs/5d2c/exports/pdf/download', 'Share.AlertRunExportDownload'],
  ['/share/dashboard/5d2c', 'Share.Dashboard'],
  ['/shared_dashboard/a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6/5d2c', 'Share.SharedDashboard'],
  ['/share/chart/5d2c', 'Share.Chart'],
  ['/shared_chart/a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6/section/dates/5d2c', 'Share.SharedChart'],
];

const GUEST_ONLY = ['Login', 'SetPassword', 'ForgotPassword', 'PasswordReset'];
const OPEN = ['Expired', 'PdfNotFound', 'AlertUnsubscribe'];
const OLD_PATHS: Record<string, string> = { OldTask: '/tasks/7f1e', 'OldTask.Browse': '/tasks/7f1e/browse' };
/** SPEC §6 role rules, by screen. */
const ADMIN_ONLY = ['Users', 'Settings.Organization', 'Workflows', 'Workflow', 'Workflows.Report', 'Workflows.Build'];
const ADMIN_OR_GROUP_MANAGER = ['Groups'];
const CHEMICAL_AND_DESIGN = [
  'ChemicalExplorer',
  'ChemicalExplorer.Results',
  'ChemicalExplorer.View',
  'DesignImageSearch',
];
const HIDDEN_FROM_END_USERS = ['Search.History', ...CHEMICAL_AND_DESIGN];
const HIDDEN_FROM_READ_ONLY = ['Search', 'Search.History', ...CHEMICAL_AND_DESIGN, 'Npl', 'Npl.Results'];
/** SPEC §2 module gates, by screen. */
const NEEDS_MODULE: Record<string, string> = {
  ChemicalExplorer: 'chemical_explorer',
  'ChemicalExplorer.Results': 'chemical_explorer',
  'ChemicalExplorer.View': 'chemical_explorer',
  DesignImageSearch: 'design_image_search',
  ViewInPatbase: 'patbase_viewer',
  ...Object.fromEntries(
    [
      'Tasks',
      'Task',
      'Task.Browse',
      'Subscriptions',
      'Subscription.Runs',
      'SubscriptionRun.Results',
      'SubscriptionRun.Browse',
      'SubscriptionRun.ExportDownload',
      ...ADMIN_ONLY.filter((n) => n.startsWith('Workflow')),
    ].map((n) => [n, 'origin_plus']),
  ),
};

type RoleKey = 'guest' | 'end_user' | 'read_only' | 'normal' | 'group_manager' | 'admin';
const ROLE_KEYS: readonly RoleKey[] = ['guest', 'end_user', 'read_only', 'normal', 'group_manager', 'admin'];

function modules(enabled: boolean): OrganizationModule[] {
  return MODULE_NAMES.map((name) => ({ name, configuration: { enabled } }));
}

function viewerFor(role: RoleKey, modulesOn: boolean): Viewer | null {
  if (role === 'guest') return null;
  return {
    is_admin: role === 'admin',
    group_manager: role === 'group_manager',
    is_end_user: role === 'end_user',
    is_read_only: role === 'read_only',
    modules: modules(modulesOn),
  };
}

type Expected = { kind: 'page'; screen: string } | { kind: 'redirect'; to: string } | { kind: 'notFound' };

/** What SPEC §2 and §6 say a viewer gets at a path, written without looking at ROUTES. */
function expected(path: string, screen: string, role: RoleKey, modulesOn: boolean): Expected {
  if (OLD_PATHS[screen]) return { kind: 'redirect', to: OLD_PATHS[screen] };
  if (GUEST_ONLY.includes(screen)) {
    if (role === 'guest') return { kind: 'page', screen };
    return { kind: 'redirect', to: role === 'end_user' ? '/search' : '/' };
  }
  if (OPEN.includes(screen) || screen.startsWith('Share.')) return { kind: 'page', screen };
  if (role === 'guest') return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(path)}` };
  if (ADMIN_ONLY.includes(screen) && role !== 'admin') return { kind: 'notFound' };
  if (ADMIN_OR_GROUP_MANAGER.includes(screen) && role !== 'admin' && role !== 'group_manager') {
    return { kind: 'notFound' };
  }
  if (role === 'end_user' && HIDDEN_FROM_END_USERS.includes(screen)) return { kind: 'notFound' };
  if (role === 'read_only' && HIDDEN_FROM_READ_ONLY.includes(screen)) return { kind: 'notFound' };
  if (NEEDS_MODULE[screen] && !modulesOn) return { kind: 'notFound' };
  if (screen === 'Dashboard' && role === 'end_user') return { kind: 'redirect', to: '/search' };
  return { kind: 'page', screen };
}

function actual(path: string, role: RoleKey, modulesOn: boolean): Expected {
  const outcome = resolveRoute(path, '', viewerFor(role, modulesOn));
  if (outcome.kind === 'page') return { kind: 'page', screen: outcome.route.name };
  return outcome;
}

const CELLS = SPEC_PATHS.flatMap(([path, screen]) =>
  ROLE_KEYS.flatMap((role) =>
    [true, false].map((modulesOn) => ({
      path,
      screen,
      role,
      modulesOn,
      want: expected(path, screen, role, modulesOn),
    })),
  ),
);

describe('role × route matrix (SPEC §2, §6)', () => {
  it.each(CELLS)('$path as $role, modules on: $modulesOn', ({ path, role, modulesOn, want }) => {
    expect(actual(path, role, modulesOn)).toEqual(want);
  });

  it('covers every route of the table with at least one SPEC path', () => {
    const covered = new Set<string>();
    for (const [path] of SPEC_PATHS) {
      for (const route of ROUTES) if (matchPath(route.path, path)) covered.add(route.path);
    }
    expect(ROUTES.map((r) => r.path).filter((p) => !covered.has(p))).toEqual([]);
  });

  it('sends unknown paths to NotFound for everyone', () => {
    for (const role of ROLE_KEYS) {
      expect(actual('/no/such/screen', role, true)).toEqual({ kind: 'notFound' });
      expect(actual('/search/12/browse/extra', role, true)).toEqual({ kind: 'notFound' });
    }
  });

  it('lets a guest open the images popout only with a key, keeping the query in the login redirect', () => {
    const path = '/patent/EP-1234567-A1/images';
    expect(resolveRoute(path, '?key=abc', null)).toMatchObject({ kind: 'page', route: { name: 'Patent.Images' } });
    expect(resolveRoute(path, '?tab=2', null)).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent(`${path}?tab=2`)}`,
    });
    expect(resolveRoute('/patent/EP-1234567-A1/legal', '?key=abc', null)).toMatchObject({ kind: 'redirect' });
  });

  it('keeps the query string when an old origin_plus path redirects', () => {
    expect(resolveRoute('/origin-plus/tasks/7f1e', '?page=2', viewerFor('normal', true))).toEqual({
      kind: 'redirect',
      to: '/tasks/7f1e?page=2',
    });
  });

  it('lets a user without an organisation pass module checks (SPEC §5)', () => {
    const noOrg: Viewer = {
      is_admin: true,
      group_manager: false,
      is_end_user: false,
      is_read_only: false,
      modules: null,
    };
    expect(resolveRoute('/tasks', '', noOrg)).toMatchObject({ kind: 'page' });
  });
});
