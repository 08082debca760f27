import type { ModuleName } from '../auth/modules';
import type { RoleName } from '../auth/roles';

/**
 * Who may enter a route before any role or module rule applies (SPEC §2):
 * - guest: only visitors who are not signed in; signed-in visitors are sent home.
 * - open: anyone.
 * - share: anyone; the page checks its key with the server.
 * - auth: signed-in users; guests go to Login with a redirect back.
 */
export type RouteAccess = 'guest' | 'open' | 'share' | 'auth';

/** One screen of SPEC §2. The SPA builds its router from these; the matrix test walks them. */
export type RouteDef = {
  /** Stable screen name (SPEC's named screens keep their names, e.g. `Search.Results`). */
  readonly name: string;
  /** React Router pattern: `:param` is required, `:param?` optional. */
  readonly path: string;
  readonly access: RouteAccess;
  /** Roles that get NotFound here. A user with any of them is refused. */
  readonly deny?: readonly RoleName[];
  /** If set, only users with at least one of these roles get in; others get NotFound. */
  readonly only?: readonly RoleName[];
  /** Licensed module the route needs; without it the route is NotFound. */
  readonly module?: ModuleName;
  /** End users who open this route go here instead (Dashboard → Search). */
  readonly endUserRedirect?: string;
  /** Old path kept working: visitors are sent to this pattern with the same params. */
  readonly redirectTo?: string;
  /** Guests may open it when a `key` query parameter is present; the page validates the key. */
  readonly keyAccess?: boolean;
  /** The route loads data on entry, so the SPA shows the loading indicator while it changes. */
  readonly loadsData?: boolean;
  /** A popout (SPEC §2 patent popouts): opened in its own window, shown without the app's navigation. */
  readonly popout?: boolean;
};

const HIDDEN_FROM_END_AND_READ_ONLY: readonly RoleName[] = ['end_user', 'read_only'];

function auth(name: string, path: string, extra: Partial<RouteDef> = {}): RouteDef {
  return { name, path, access: 'auth', ...extra };
}
function share(name: string, path: string): RouteDef {
  return { name, path, access: 'share', loadsData: true };
}
function originPlus(name: string, path: string, extra: Partial<RouteDef> = {}): RouteDef {
  return { name, path, access: 'auth', module: 'origin_plus', ...extra };
}

/**
 * Every route of SPEC §2, in match order: the first route whose pattern matches wins, so a static
 * segment stands before a parameter in the same place (`/search/history` before `/search/:index`).
 */
export const ROUTES: readonly RouteDef[] = [
  // Guest-only
  { name: 'Login', path: '/login', access: 'guest' },
  { name: 'SetPassword', path: '/set-password', access: 'guest' },
  { name: 'ForgotPassword', path: '/forgot-password', access: 'guest' },
  { name: 'PasswordReset', path: '/password-reset/:token', access: 'guest' },
  // Open
  { name: 'Expired', path: '/expired', access: 'open' },
  { name: 'PdfNotFound', path: '/pdf-not-found/:ucid?', access: 'open' },
  // Not in SPEC §2: the unsubscribe link of alert run mails (issue 18), which works signed in or not.
  { name: 'AlertUnsubscribe', path: '/unsubscribe', access: 'open' },
  // Authenticated
  auth('Dashboard', '/', { endUserRedirect: '/search' }),
  auth('Activity', '/activity', { loadsData: true }),
  auth('Search', '/search', { deny: ['read_only'] }),
  auth('Search.History', '/search/history', { deny: HIDDEN_FROM_END_AND_READ_ONLY, loadsData: true }),
  auth('Search.Export', '/search/exports/:id', { loadsData: true }),
  auth('Search.ExportDownload', '/search/exports/:id/download', { loadsData: true }),
  auth('Search.Results', '/search/:index', { loadsData: true }),
  auth('Search.Browse', '/search/:index/browse', { loadsData: true }),
  auth('Exports', '/exports', { loadsData: true }),
  auth('PatentDocument', '/patent/document/:ucid', { loadsData: true }),
  auth('Patent', '/patent/:ucid', { loadsData: true }),
  auth('Patent.Legal', '/patent/:ucid/legal', { loadsData: true, popout: true }),
  auth('Patent.Citations', '/patent/:ucid/citations', { loadsData: true, popout: true }),
  auth('Patent.Fulltext', '/patent/:ucid/fulltext', { loadsData: true, popout: true }),
  auth('Patent.Images', '/patent/:ucid/images', { loadsData: true, popout: true, keyAccess: true }),
  auth('Folders', '/folders', { loadsData: true }),
  auth('Folder.Patents', '/folders/:folder_id', { loadsData: true }),
  auth('Folder.Patents', '/folders/:folder_id/patents', { loadsData: true }),
  auth('Folder.Browse', '/folders/:folder_id/patents/browse', { loadsData: true }),
  auth('Folder.Npl', '/folders/:folder_id/npl', { loadsData: true }),
  auth('Folder.Activity', '/folders/:folder_id/activity', { loadsData: true }),
  auth('Folder.Permissions', '/folders/:folder_id/permissions', { loadsData: true }),
  auth('Folder.Labels', '/folders/:folder_id/labels', { loadsData: true }),
  auth('Alerts', '/alerts', { loadsData: true }),
  auth('Alert.Runs', '/alerts/:id', { loadsData: true }),
  auth('AlertRun.Results', '/alert_runs/:uuid', { loadsData: true }),
  auth('AlertRun.Browse', '/alert_runs/:uuid/browse', { loadsData: true }),
  auth('ChemicalExplorer', '/chemical-explorer', {
    deny: HIDDEN_FROM_END_AND_READ_ONLY,
    module: 'chemical_explorer',
  }),
  auth('ChemicalExplorer.Results', '/chemical-explorer/results', {
    deny: HIDDEN_FROM_END_AND_READ_ONLY,
    module: 'chemical_explorer',
    loadsData: true,
  }),
  auth('ChemicalExplorer.View', '/chemical-explorer/view', {
    deny: HIDDEN_FROM_END_AND_READ_ONLY,
    module: 'chemical_explorer',
    loadsData: true,
  }),
  auth('DesignImageSearch', '/design-image-search', {
    deny: HIDDEN_FROM_END_AND_READ_ONLY,
    module: 'design_image_search',
  }),
  auth('Npl', '/npl', { deny: ['read_only'] }),
  auth('Npl.Results', '/npl/results', { deny: ['read_only'], loadsData: true }),
  auth('Users', '/users/:query?', { only: ['admin'], loadsData: true }),
  auth('Groups', '/groups/:query?', { only: ['admin', 'group_manager'], loadsData: true }),
  auth('Tracking', '/tracking', { loadsData: true }),
  auth('PatentCollection', '/patent-collection', { loadsData: true }),
  // Not in SPEC §2: frozen result sets (issue 22 item 5), the user's own, listed, opened and compared.
  auth('FrozenSets', '/frozen-sets', { loadsData: true }),
  auth('FrozenSet.Results', '/frozen-sets/:frozen_id', { loadsData: true }),
  auth('FrozenSet.Compare', '/frozen-sets/:frozen_id/compare', { loadsData: true }),
  auth('Settings', '/settings'),
  // Not in SPEC §2: the organisation's settings for its admins (issue 16), beside the user's own settings.
  auth('Settings.Organization', '/settings/organization', { only: ['admin'] }),
  auth('AnalysisWorkspaces', '/analysis/workspaces/:analysis_id?', { loadsData: true }),
  auth('AnalysisInit', '/analysis/init'),
  auth('AnalysisDashboard', '/analysis/:analysis_id', { loadsData: true }),
  auth('AnalysisChart', '/analysis/:analysis_id/section/:analysis_section/chart/:chart_id?', {
    loadsData: true,
  }),
  auth('ViewInPatbase', '/view-in-patbase', { module: 'patbase_viewer' }),
  auth('CustomFieldSchemes', '/custom-field-schemes', { loadsData: true }),
  auth('CustomFieldScheme.Fields', '/custom-field-schemes/:scheme_id', { loadsData: true }),
  auth('CustomFieldScheme.Permissions', '/custom-field-schemes/:scheme_id/permissions', {
    loadsData: true,
  }),
  // origin_plus
  originPlus('Tasks', '/tasks', { loadsData: true }),
  originPlus('Task', '/tasks/:uuid', { loadsData: true }),
  originPlus('Task.Browse', '/tasks/:uuid/browse', { loadsData: true }),
  { name: 'OldTask', path: '/origin-plus/tasks/:uuid', access: 'auth', redirectTo: '/tasks/:uuid' },
  {
    name: 'OldTask.Browse',
    path: '/origin-plus/tasks/:uuid/browse',
    access: 'auth',
    redirectTo: '/tasks/:uuid/browse',
  },
  originPlus('Subscriptions', '/origin-plus/alerts/subscriptions', { loadsData: true }),
  originPlus('Subscription.Runs', '/origin-plus/alerts/subscriptions/:id', { loadsData: true }),
  originPlus('SubscriptionRun.Results', '/origin-plus/alerts/subscriptions/:id/subscription-runs/:run_id', {
    loadsData: true,
  }),
  originPlus('SubscriptionRun.Browse', '/origin-plus/alerts/subscriptions/:id/subscription-runs/:run_id/browse', {
    loadsData: true,
  }),
  originPlus('SubscriptionRun.ExportDownload', '/origin-plus/subscription-runs/:uuid/exports/:format/download', {
    loadsData: true,
  }),
  originPlus('Workflows', '/workflows', { only: ['admin'], loadsData: true }),
  originPlus('Workflows.Report', '/workflows/report', { only: ['admin'], loadsData: true }),
  originPlus('Workflows.Build', '/workflows/build-a-workflow', { only: ['admin'] }),
  originPlus('Workflow', '/workflows/:workflow_id', { only: ['admin'], loadsData: true }),
  // Share links (no login)
  share('Share.Patent', '/share/patent/:ucid/:key'),
  share('Share.Search', '/share/search/:uuid'),
  share('Share.SearchResults', '/share/search/:uuid/results'),
  share('Share.SearchBrowse', '/share/search/:uuid/results/browse'),
  share('Share.Folder', '/share/folder/:uuid'),
  share('Share.FolderResults', '/share/folder/:uuid/results'),
  share('Share.FolderBrowse', '/share/folder/:uuid/results/browse'),
  share('Share.AlertRun', '/share/alert_runs/:uuid'),
  share('Share.AlertRunResults', '/share/alert_runs/:uuid/results'),
  share('Share.AlertRunBrowse', '/share/alert_runs/:uuid/results/browse'),
  share('Share.AlertRunExportDownload', '/alert_runs/:uuid/exports/:format/download'),
  share('Share.Dashboard', '/share/dashboard/:uuid'),
  share('Share.SharedDashboard', '/shared_dashboard/:analysis_id/:uuid'),
  share('Share.Chart', '/share/chart/:uuid'),
  share('Share.SharedChart', '/shared_chart/:analysis_id/section/:analysis_section/:uuid'),
];

/** Name of the catch-all screen (SPEC §2 "catch-all NotFound screen"). */
export const NOT_FOUND_ROUTE_NAME = 'NotFound';
