import { readFileSync } from 'node:fs';
import { createOrganization, createUser, TEST_PASSWORD } from '@app/server';
import { fillPath, MODULE_NAMES, ROUTES, resolveRoute, type User, type Viewer } from '@app/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchChromium } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

/**
 * Walks every route of the table in the real SPA, for each role, with the organisation's modules on
 * and off, and checks that the screen shown is what the shared resolver decides (the resolver itself
 * is checked against SPEC §2 and §6 by the unit matrix). Navigation is client-side, as a user clicking
 * through the app would see it, so the walk stays quick.
 */
const titles: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../packages/web/src/i18n/en.json', import.meta.url), 'utf8'),
).screens;
const titleOf = (routeName: string) => titles[routeName.replaceAll('.', '_')];

/** One concrete path per route pattern; optional params are left out. */
const PATHS = [...new Set(ROUTES.map((r) => fillPath(r.path, sampleParams(r.path))))];
function sampleParams(pattern: string): Record<string, string> {
  const names = [...pattern.matchAll(/:(\w+)(?!\?)\b(?!\?)/g)].map((m) => m[1]!);
  return Object.fromEntries(names.map((n) => [n, `s-${n}`]));
}

/**
 * Built screens whose data guard loads what the path names (SPEC §2 data guards): the walk's sample values
 * (`s-index`, `s-ucid`) name nothing, so these show NotFound once the guard has asked the server.
 */
const DATA_GUARDED = new Set([
  'Search.Results',
  'Search.Browse',
  'Search.Export',
  'Search.ExportDownload',
  'PatentDocument',
  'Patent',
  'Patent.Legal',
  'Patent.Citations',
  'Patent.Fulltext',
  'Patent.Images',
  'Folder.Patents',
  'Folder.Browse',
  'Folder.Labels',
  'Folder.Permissions',
  'Folder.Activity',
  'Folder.Npl',
  'Alert.Runs',
  'AlertRun.Results',
  'AlertRun.Browse',
  'CustomFieldScheme.Fields',
  'CustomFieldScheme.Permissions',
  // Frozen result sets (issue 22 item 5): the sample id names no set of the user's.
  'FrozenSet.Results',
  'FrozenSet.Compare',
  // Share links: the sample key names no link, so the public call answers 404 (issue 19).
  'Share.Patent',
  'Share.Search',
  'Share.SearchResults',
  'Share.SearchBrowse',
  'Share.Folder',
  'Share.FolderResults',
  'Share.FolderBrowse',
  'Share.AlertRun',
  'Share.AlertRunResults',
  'Share.AlertRunBrowse',
  'Share.AlertRunExportDownload',
  'Share.Dashboard',
  'Share.SharedDashboard',
  'Share.Chart',
  'Share.SharedChart',
]);

/**
 * Analysis screens opened without a loaded analysis (no workspace_id, no session for the sample id) go back to the
 * workspaces list with the noActiveWorkspace error query (SPEC §2).
 */
const BACK_TO_WORKSPACES = new Set(['AnalysisInit', 'AnalysisDashboard', 'AnalysisChart']);
const WORKSPACES_WITH_ERROR = '/analysis/workspaces?error=noActiveWorkspace';

type RoleKey = 'guest' | 'end_user' | 'read_only' | 'normal' | 'group_manager' | 'admin';
const ROLES: readonly RoleKey[] = ['guest', 'end_user', 'read_only', 'normal', 'group_manager', 'admin'];

let fixture: ServerFixture;
let browser: Browser;

beforeAll(async () => {
  fixture = await startServerFixture();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await fixture?.stop();
});

/** Follows redirects (an old path may lead to a route that in turn asks a guest to sign in). */
function finalOutcome(path: string, viewer: Viewer | null) {
  let address = path;
  for (let hops = 0; hops < 5; hops++) {
    const at = new URL(address, 'http://x');
    const outcome = resolveRoute(at.pathname, at.search, viewer);
    if (outcome.kind !== 'redirect') return { address, outcome };
    address = outcome.to;
  }
  throw new Error(`Redirect loop from ${path}`);
}

/** Waits until the address and the level-one heading are the expected ones and nothing is loading. */
async function waitForScreen(page: Page, address: string, heading: string | undefined): Promise<void> {
  await page.waitForFunction(
    ([want, h1]) =>
      window.location.pathname + window.location.search === want &&
      !document.querySelector('[aria-busy="true"]') &&
      (h1 === undefined || document.querySelector('h1')?.textContent?.trim() === h1),
    [address, heading] as const,
    { timeout: 10_000 },
  );
}

/**
 * Navigates inside the already loaded SPA, the way a link click does, then waits until the address and the level-one
 * heading are the expected ones and nothing is loading. Both happen in one call into the page: the walk makes some
 * two thousand navigations, and a second round trip to the browser for each cost about a fifth of its time.
 */
async function navigateAndWait(page: Page, path: string, address: string, heading: string | undefined): Promise<void> {
  await page.evaluate(
    ([to, want, h1, timeoutMs]) =>
      new Promise<void>((resolve, reject) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
        const started = performance.now();
        const shown = () =>
          window.location.pathname + window.location.search === want &&
          !document.querySelector('[aria-busy="true"]') &&
          (h1 === undefined || document.querySelector('h1')?.textContent?.trim() === h1);
        const poll = () => {
          if (shown()) resolve();
          else if (performance.now() - started > timeoutMs)
            reject(
              new Error(
                `${to}: wanted ${want} headed ${h1}, still at ${window.location.pathname + window.location.search} ` +
                  `headed ${document.querySelector('h1')?.textContent?.trim()}`,
              ),
            );
          else requestAnimationFrame(poll);
        };
        poll();
      }),
    // As long as Playwright's own wait allowed: a busy two-core machine can take seconds for a data guard's call.
    [path, address, heading, 30_000] as const,
  );
}

describe.each([true, false])('route table in the browser, modules on: %s', (modulesOn) => {
  it.each(ROLES)('every route as %s', async (role) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    let viewer: Viewer | null = null;
    if (role !== 'guest') {
      const org = await createOrganization(fixture.server.db, {
        modules: Object.fromEntries(MODULE_NAMES.map((m) => [m, modulesOn])),
      });
      const user = await createUser(fixture.server.db, {
        organizationId: org.id,
        is_admin: role === 'admin',
        group_manager: role === 'group_manager',
        is_end_user: role === 'end_user',
        is_read_only: role === 'read_only',
      });
      const response = await context.request.post(`${fixture.server.url}/api/login`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        data: { email: user.email, password: TEST_PASSWORD },
      });
      expect(response.status()).toBe(200);
      const me = (await response.json()) as User;
      viewer = { ...me, modules: me.organization?.modules ?? null };
    }
    await page.goto(`${fixture.server.url}/expired`);
    await waitForScreen(page, '/expired', titleOf('Expired'));

    // What each path should show: the final address and the level-one heading.
    const cells = PATHS.map((path) => {
      const { address, outcome } = finalOutcome(path, viewer);
      if (outcome.kind === 'page' && BACK_TO_WORKSPACES.has(outcome.route.name))
        return { path, address: WORKSPACES_WITH_ERROR, heading: titleOf('AnalysisWorkspaces') };
      if (outcome.kind === 'page')
        return {
          path,
          address,
          heading: titleOf(DATA_GUARDED.has(outcome.route.name) ? 'NotFound' : outcome.route.name),
        };
      return { path, address, heading: titleOf('NotFound') };
    });
    const seen: string[] = [];
    let shown: string | undefined = titleOf('Expired');
    while (cells.length > 0) {
      // A stale heading must never pass for the next cell's, so each cell is entered from a screen with another
      // heading: the next one taken is, where there is one, a cell whose heading differs from the one shown; only
      // when none is left (or the heading is unknown) does the walk pass through the Expired screen in between.
      let next = cells.findIndex((c) => c.heading !== undefined && shown !== undefined && c.heading !== shown);
      if (next === -1) {
        next = 0;
        await navigateAndWait(page, '/expired', '/expired', titleOf('Expired'));
      }
      const [{ path, address, heading }] = cells.splice(next, 1) as [(typeof cells)[number]];
      await navigateAndWait(page, path, address, heading);
      shown = heading;
      seen.push(path);
    }
    expect(seen).toHaveLength(PATHS.length);
    // One accessibility pass per role on the app frame with the tracking screen in it.
    if (role !== 'guest') {
      await navigateAndWait(page, '/tracking', '/tracking', titleOf('Tracking'));
      await expectAccessible(page, `Tracking as ${role}`);
    }
    await context.close();
  });
});
