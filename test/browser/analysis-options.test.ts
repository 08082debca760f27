import { createUser } from '@app/server';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFrom, settled, shot } from './analysis-support.ts';
import { closeSignedIn, ingestShared, openSignedIn, type SignedInSession, signInThroughLogin } from './app-session.ts';
import { expectAccessible } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

// A workspace's labels, colour theme and set from its header (SPEC §3 Label, Colour theme; §5 set types; §7), in
// Chromium against the real server: Ada (the owner) makes a label by typing its name, sees it on the workspaces
// list and takes it off; makes a colour theme whose first colour the drawn chart then uses; applies and clears sets
// as the API confirms. Reed, with Read, sees the same header with its controls disabled, and the server refuses him.
// Last, a chart is shared from its menu and a visitor without a session reads it until the link is revoked.

const THEME_COLOUR = '#d6336c';
type WorkspaceAnswer = {
  data: { label_ids: number[]; theme_id: number | null; set: { type: string; set_id: number } | null };
};

let fixture: ServerFixture;
let ada: SignedInSession;
let reedContext: BrowserContext;
let reed: Page;
let workspaceId = 0;

/** Opens the workspace from the list, as a user does, and waits for its page and charts to settle. */
async function openWorkspace(page: Page): Promise<void> {
  await page.goto(`${fixture.server.url}/analysis/workspaces`);
  await page.getByTestId('workspace-row').filter({ hasText: 'Options landscape' }).getByRole('link').click();
  await page.waitForURL((u) => /^\/analysis\/[a-z0-9]{32}$/.test(u.pathname));
  await page.getByTestId('chart-card').locator('canvas').waitFor();
  await settled(page);
}

const workspaceOf = async (page: Page) =>
  (await apiFrom<WorkspaceAnswer>(page, 'GET', `/api/workspaces/${workspaceId}`)).json.data;

/**
 * Waits until some chart canvas under `within` has (or, with `present` false, no longer has) a pixel of exactly this
 * colour: a bar's fill, not its anti-aliased edge. The canvas is read, not the option, so this is what was drawn.
 */
function waitForChartColour(page: Page, hex: string, present = true, within = '[data-testid="chart-card"]') {
  return page.waitForFunction(
    ([colour, wanted, selector]) => {
      const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));
      let found = false;
      for (const canvas of Array.from(document.querySelectorAll<HTMLCanvasElement>(`${selector} canvas`))) {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        for (let i = 0; i < data.length && !found; i += 4)
          found = data[i] === r && data[i + 1] === g && data[i + 2] === b;
      }
      return found === wanted;
    },
    [hex, present, within] as const,
    { polling: 200 },
  );
}

beforeAll(async () => {
  fixture = await startServerFixture();
  await ingestShared(fixture, ['ep-fulltext']);
  ada = await openSignedIn(fixture, { firstName: 'Ada', lastName: 'Owner' });
  await ada.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: fixture.server.url });
  const created = await apiFrom<{ data: { id: number } }>(ada.page, 'POST', '/api/workspaces', {
    name: 'Options landscape',
    queries: [{ name: 'Methods', full_query: 'TAC=(method)', filters: {} }],
  });
  expect(created.status).toBe(201);
  workspaceId = created.json.data.id;
  const dashboard = await apiFrom<{ data: { id: number } }>(
    ada.page,
    'POST',
    `/api/workspaces/${workspaceId}/dashboards`,
    { name: 'Overview' },
  );
  const chart = await apiFrom(ada.page, 'POST', `/api/workspaces/${workspaceId}/charts`, {
    dashboard_id: dashboard.json.data.id,
    section: 'assignees/top',
    title: 'Top assignees',
  });
  expect(chart.status).toBe(201);
  // Reed reads the workspace: a second signed-in context in Ada's browser.
  const organizationId = fixture.server.bootstrap!.organizationId;
  const reedUser = await createUser(fixture.server.db, { organizationId, firstName: 'Reed', lastName: 'Reader' });
  const levels = await apiFrom(ada.page, 'PUT', `/api/workspaces/${workspaceId}/permissions`, {
    users: [{ id: reedUser.id, level: 'Read' }],
    groups: [],
  });
  expect(levels.status).toBe(200);
  reedContext = await ada.browser.newContext({ viewport: { width: 1280, height: 900 } });
  reed = await reedContext.newPage();
  await signInThroughLogin(reed, fixture.server.url, reedUser.email);
  await openWorkspace(ada.page);
}, 240_000);

afterAll(async () => {
  await reedContext?.close();
  await closeSignedIn(ada);
  await fixture?.stop();
});

describe('labels', () => {
  it('makes a label by typing its name (keyboard only), puts it on the workspace and shows it on the list', async () => {
    const page = ada.page;
    const control = page.getByTestId('labels-control');
    await control.focus();
    await page.keyboard.press('Enter');
    const dropdown = page.getByTestId('labels-control-dropdown');
    await dropdown.getByTestId('option-empty').waitFor();
    await expectAccessible(page, 'labels dropdown (empty)', '[data-testid="labels-control-dropdown"]');
    // The name field has the focus: type and press Enter.
    await page.keyboard.type('Board review');
    await dropdown.getByTestId('label-create').waitFor();
    await page.keyboard.press('Enter');
    await dropdown.getByRole('checkbox', { name: 'Board review' }).and(page.locator(':checked')).waitFor();
    await page.getByTestId('workspace-options').waitFor();
    await page.getByTestId('label-badges').getByText('Board review').waitFor();
    await shot(page, 'options-labels');
    const labels = await apiFrom<{ data: { id: number; name: string }[] }>(page, 'GET', '/api/user/workspace_labels');
    const board = labels.json.data.find((l) => l.name === 'Board review')!;
    expect((await workspaceOf(page)).label_ids).toEqual([board.id]);
    await page.keyboard.press('Escape');
    await dropdown.waitFor({ state: 'detached' });

    await page.goto(`${fixture.server.url}/analysis/workspaces`);
    const row = page.getByTestId('workspace-row').filter({ hasText: 'Options landscape' });
    await row.getByTestId('workspace-label').filter({ hasText: 'Board review' }).waitFor();
    await shot(page, 'options-list-labels');
  });

  it('shows the server’s refusal of a second label of the same name', async () => {
    const page = ada.page;
    await openWorkspace(page);
    await page.getByTestId('labels-control').click();
    const dropdown = page.getByTestId('labels-control-dropdown');
    await dropdown.getByRole('checkbox', { name: 'Board review' }).waitFor();
    // Made elsewhere (another tab) after this list was loaded: this page does not know it yet.
    expect((await apiFrom(page, 'POST', '/api/user/workspace_labels', { name: 'Archive' })).status).toBe(201);
    await dropdown.getByLabel('Find or create a label').fill('archive');
    await dropdown.getByTestId('label-create').click();
    await dropdown.getByRole('alert').filter({ hasText: 'You already have a label' }).waitFor();
  });

  it('takes the label off, then deletes it after a question', async () => {
    const page = ada.page;
    const dropdown = page.getByTestId('labels-control-dropdown');
    await dropdown.getByLabel('Find or create a label').fill('');
    const board = dropdown.getByRole('checkbox', { name: 'Board review' });
    await board.uncheck();
    await page.getByTestId('label-badges').waitFor({ state: 'detached' });
    expect((await workspaceOf(page)).label_ids).toEqual([]);
    await dropdown.getByRole('button', { name: 'Delete label Board review' }).click();
    await dropdown.getByText('Delete your label “Board review”?').waitFor();
    await dropdown.getByRole('button', { name: 'Delete', exact: true }).click();
    await board.waitFor({ state: 'detached' });
    const left = await apiFrom<{ data: { name: string }[] }>(page, 'GET', '/api/user/workspace_labels');
    expect(left.json.data.map((l) => l.name)).toEqual(['Archive']);
    await page.keyboard.press('Escape');
  });
});

describe('colour themes', () => {
  it('makes a theme from the header, applies it, and the chart is drawn in its first colour', async () => {
    const page = ada.page;
    await waitForChartColour(page, THEME_COLOUR, false);
    await page.getByTestId('theme-control').click();
    const picker = page.getByTestId('theme-control-dropdown');
    await picker.getByTestId('option-empty').waitFor();
    await expectAccessible(page, 'colour theme dropdown', '[data-testid="theme-control-dropdown"]');
    await picker.getByRole('button', { name: 'New colour theme…' }).click();
    const dialog = page.getByRole('dialog', { name: 'New colour theme' });
    await dialog.getByLabel('Theme name').fill('Corporate');
    const first = dialog.getByLabel('Colour 1', { exact: true });
    await first.fill(THEME_COLOUR);
    await first.press('Tab');
    await dialog.getByRole('button', { name: 'Add colour' }).click();
    await dialog.getByLabel('Colour 7', { exact: true }).waitFor();
    await shot(page, 'options-theme-form');
    await expectAccessible(page, 'new colour theme dialog', '[role="dialog"][aria-modal="true"]');
    await dialog.getByTestId('theme-save').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('theme-control').filter({ hasText: 'Colour theme: Corporate' }).waitFor();
    await waitForChartColour(page, THEME_COLOUR);
    await shot(page, 'options-theme-applied');
    const themes = await apiFrom<{ data: { id: number; name: string; colour_range: unknown[][] }[] }>(
      page,
      'GET',
      '/api/analysis_theme',
    );
    const corporate = themes.json.data.find((th) => th.name === 'Corporate')!;
    expect(corporate.colour_range[0]).toEqual([THEME_COLOUR]);
    expect(corporate.colour_range).toHaveLength(7);
    expect((await workspaceOf(page)).theme_id).toBe(corporate.id);
  });

  it('goes back to the default colours and to the theme from the picker', async () => {
    const page = ada.page;
    await page.getByTestId('theme-control').click();
    const picker = page.getByTestId('theme-control-dropdown');
    await picker.locator('[data-testid="theme-option"][data-theme-id="none"]').click();
    await page.getByTestId('theme-control').filter({ hasText: 'Colour theme: Default colours' }).waitFor();
    await waitForChartColour(page, THEME_COLOUR, false);
    expect((await workspaceOf(page)).theme_id).toBeNull();
    await picker.getByTestId('theme-option').filter({ hasText: 'Corporate' }).click();
    await picker
      .getByTestId('theme-option')
      .filter({ hasText: 'Corporate' })
      .and(page.locator('[aria-pressed="true"]'))
      .waitFor();
    await waitForChartColour(page, THEME_COLOUR);
    await page.keyboard.press('Escape');
  });

  it('marks the theme as default and renames it in the themes dialog', async () => {
    const page = ada.page;
    await page.getByTestId('theme-control').click();
    await page.getByTestId('theme-control-dropdown').getByRole('button', { name: 'Manage colour themes…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Colour themes' });
    await dialog.getByRole('button', { name: 'Make Corporate the default' }).click();
    await dialog.getByRole('button', { name: 'Stop using Corporate as the default' }).waitFor();
    const themes = await apiFrom<{ data: { name: string; is_default: boolean }[] }>(page, 'GET', '/api/analysis_theme');
    expect(themes.json.data.find((th) => th.name === 'Corporate')?.is_default).toBe(true);
    await dialog.getByRole('button', { name: 'Edit Corporate' }).click();
    await dialog.getByLabel('Theme name').fill('Corporate blue');
    await dialog.getByTestId('theme-save').click();
    await dialog.getByTestId('theme-row').filter({ hasText: 'Corporate blue' }).waitFor();
    await expectAccessible(page, 'colour themes dialog', '[role="dialog"][aria-modal="true"]');
    await shot(page, 'options-theme-manager');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('theme-control').filter({ hasText: 'Colour theme: Corporate blue' }).waitFor();
  });
});

describe('sets (SPEC §5)', () => {
  it('makes a set of the workspace and applies it, applies a global set, and clears', async () => {
    const page = ada.page;
    const global = await apiFrom<{ id: number }>(page, 'POST', '/api/analysis_sets', { name: 'Granted everywhere' });
    expect(global.status).toBe(201);
    await page.getByTestId('sets-control').filter({ hasText: 'Set: None' }).click();
    const panel = page.getByTestId('sets-control-dropdown');
    await panel.getByRole('group', { name: 'Global sets' }).waitFor();
    await expect(panel.getByRole('button', { name: 'No set applied.' }).getAttribute('aria-disabled')).resolves.toBe(
      'true',
    );
    await panel.getByRole('button', { name: 'New set…' }).click();
    const dialog = page.getByRole('dialog', { name: 'New set' });
    await dialog.getByLabel('Set name').fill('EP only');
    await dialog.getByRole('checkbox', { name: 'Methods' }).check();
    const jurisdictions = dialog.getByLabel('Jurisdictions');
    await jurisdictions.fill('ep');
    await jurisdictions.press('Enter');
    await expectAccessible(page, 'new set dialog', '[role="dialog"][aria-modal="true"]');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('sets-control').filter({ hasText: 'Set: EP only' }).waitFor();
    const sets = await apiFrom<{ data: { id: number; name: string; query_ids: number[]; filters: unknown }[] }>(
      page,
      'GET',
      `/api/workspaces/${workspaceId}/sets`,
    );
    const own = sets.json.data.find((s) => s.name === 'EP only')!;
    expect(own.filters).toEqual({ filtersToApply: { country: ['EP'] }, filtersToExclude: {} });
    expect(own.query_ids).toHaveLength(1);
    expect((await workspaceOf(page)).set).toEqual({ type: 'set', set_id: own.id });

    // The options answer the keyboard: Tab to one (toasts may cover the dropdown's right edge) and press Enter.
    await page.getByTestId('sets-control').click();
    const press = async (option: ReturnType<Page['getByTestId']>) => {
      await option.focus();
      await page.keyboard.press('Enter');
    };
    await press(panel.getByTestId('set-option').filter({ hasText: 'Granted everywhere' }));
    await page.getByTestId('sets-control').filter({ hasText: 'Set: Granted everywhere' }).waitFor();
    expect((await workspaceOf(page)).set).toEqual({ type: 'global', set_id: global.json.id });
    await expectAccessible(page, 'sets dropdown', '[data-testid="sets-control-dropdown"]');
    await shot(page, 'options-sets');
    await press(panel.getByRole('button', { name: 'Clear the set' }));
    await page.getByTestId('sets-control').filter({ hasText: 'Set: None' }).waitFor();
    expect((await workspaceOf(page)).set).toBeNull();
    await press(panel.getByTestId('set-option').filter({ hasText: 'EP only' }));
    await page.getByTestId('sets-control').filter({ hasText: 'Set: EP only' }).waitFor();
    expect((await workspaceOf(page)).set).toEqual({ type: 'set', set_id: own.id });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await expectAccessible(page, 'workspace page with its options');
    await shot(page, 'options-workspace');
  });
});

describe('a Read user', () => {
  it('sees the theme and set but cannot change them; the server refuses him too', async () => {
    await openWorkspace(reed);
    await waitForChartColour(reed, THEME_COLOUR);
    for (const control of ['labels-control', 'theme-control', 'sets-control']) {
      const button = reed.getByTestId(control);
      await expect(button.getAttribute('aria-disabled')).resolves.toBe('true');
      await expect(button.getAttribute('aria-haspopup')).resolves.toBeNull();
    }
    await reed.getByTestId('theme-control').filter({ hasText: 'Colour theme: Corporate blue' }).waitFor();
    await reed.getByTestId('sets-control').filter({ hasText: 'Set: EP only' }).waitFor();
    // Still reached with the keyboard, and it says why it does nothing.
    await reed.getByTestId('labels-control').focus();
    await reed.keyboard.press('Tab');
    await expect(reed.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe(
      'theme-control',
    );
    await reed.getByRole('tooltip').filter({ hasText: 'that needs Write on the workspace' }).waitFor();
    await shot(reed, 'options-read-only');
    await expectAccessible(reed, 'workspace page for a Read user');

    const label = await apiFrom<{ id: number }>(reed, 'POST', '/api/user/workspace_labels', { name: 'Mine' });
    const refusals = [
      await apiFrom(reed, 'POST', '/api/workspace/label/attach', {
        workspace_id: workspaceId,
        label_id: label.json.id,
      }),
      await apiFrom(reed, 'POST', '/api/workspace/theme/remove', { workspace_id: workspaceId, theme_id: null }),
      await apiFrom(reed, 'POST', '/api/workspace/set/apply', {
        workspace_id: workspaceId,
        type: 'clear',
        set_id: null,
      }),
      await apiFrom(reed, 'POST', `/api/workspaces/${workspaceId}/sets`, { name: 'Not mine' }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([403, 403, 403, 403]);
  });
});

describe('a shared chart (SPEC §2 /share/chart)', () => {
  it('is made from the chart’s menu, copied, read by a visitor without a session, and expired once revoked', async () => {
    const page = ada.page;
    const card = page.getByTestId('chart-card').filter({ hasText: 'Top assignees' });
    await card.getByRole('button', { name: 'More chart actions' }).click();
    await page.getByTestId('chart-share').click();
    const dialog = page.getByRole('dialog', { name: 'Share “Top assignees”' });
    const address = dialog.getByTestId('share-link-url');
    await address.waitFor();
    const url = await address.inputValue();
    expect(url.startsWith(`${fixture.server.url}/share/chart/`)).toBe(true);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await page.waitForFunction(async (wanted) => (await navigator.clipboard.readText()) === wanted, url, {
      polling: 200,
    });
    await expectAccessible(page, 'share chart dialog', '[role="dialog"][aria-modal="true"]');

    const visitorContext = await ada.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(url);
      await visitor.waitForURL((u) => u.pathname.startsWith('/shared_chart/'));
      await visitor.getByTestId('chart-large').locator('canvas').waitFor();
      // The visitor's chart is drawn with the workspace's theme too, and offers nothing to change.
      await waitForChartColour(visitor, THEME_COLOUR, true, '[data-testid="chart-large"]');
      expect(await visitor.getByRole('button', { name: 'Chart settings' }).count()).toBe(0);
      await shot(visitor, 'options-shared-chart');
      await dialog.getByTestId('share-link-revoke').click();
      await dialog.getByTestId('share-link-revoked').waitFor();
      await visitor.reload();
      await visitor
        .getByRole('heading', { level: 1 })
        .filter({ hasText: /expired/i })
        .waitFor();
    } finally {
      await visitorContext.close();
    }
  });
});

describe('the default colour theme', () => {
  it('goes onto a workspace the user creates', async () => {
    const page = ada.page;
    await page.goto(`${fixture.server.url}/analysis/workspaces`);
    await page.getByRole('button', { name: 'New workspace' }).click();
    const dialog = page.getByRole('dialog', { name: 'New workspace' });
    await dialog.getByLabel('Workspace name').fill('Second landscape');
    await dialog.getByLabel('Query', { exact: true }).fill('TAC=(method)');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL((u) => /^\/analysis\/[a-z0-9]{32}$/.test(u.pathname));
    await page.getByTestId('workspace-name').filter({ hasText: 'Second landscape' }).waitFor();
    await page.getByTestId('theme-control').filter({ hasText: 'Colour theme: Corporate blue' }).waitFor();
    const list = await apiFrom<{ data: { id: number; name: string }[] }>(page, 'GET', '/api/workspaces');
    const second = list.json.data.find((w) => w.name === 'Second landscape')!;
    const themes = await apiFrom<{ data: { id: number; name: string }[] }>(page, 'GET', '/api/analysis_theme');
    const answer = await apiFrom<WorkspaceAnswer>(page, 'GET', `/api/workspaces/${second.id}`);
    expect(answer.json.data.theme_id).toBe(themes.json.data.find((th) => th.name === 'Corporate blue')!.id);
  });

  it('is deleted after a question, and the workspace goes back to the default colours', async () => {
    const page = ada.page;
    await page.getByTestId('theme-control').click();
    await page.getByTestId('theme-control-dropdown').getByRole('button', { name: 'Manage colour themes…' }).click();
    const manager = page.getByRole('dialog', { name: 'Colour themes' });
    await manager.getByRole('button', { name: 'Delete Corporate blue' }).click();
    const question = page.getByRole('dialog', { name: 'Delete colour theme' });
    await question.getByText('Workspaces drawn with it go back to the default colours.').waitFor();
    await question.getByRole('button', { name: 'Delete' }).click();
    await manager.getByTestId('option-empty').waitFor();
    await manager.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByTestId('theme-control').filter({ hasText: 'Colour theme: Default colours' }).waitFor();
    await waitForChartColour(page, THEME_COLOUR, false);
    const left = await apiFrom<{ data: unknown[] }>(page, 'GET', '/api/analysis_theme');
    expect(left.json.data).toEqual([]);
  });
});
