import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSignedIn, ingestShared, openSignedIn, type SignedInSession } from './app-session.ts';
import { expectAccessible } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

// A watched-patents run in Chromium against the real server and its alert-run job: the OPS family with its legal
// events is ingested just before the run, so the run's period holds the watched patent's events and family members,
// and the run's results screen lists them in its Changes panel, in words, reachable from the keyboard.

const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots');
/** The OPS family's EP member: its legal events and family members are new in the first ingest. */
const WATCHED = 'EP-2400812-A1';

let fixture: ServerFixture;
let session: SignedInSession;
let page: Page;

/** Runs an API call from the signed-in page (same cookies, the CSRF header); answers status and JSON. */
function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const response = await fetch(p, {
        method: m,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          ...(b === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      const text = await response.text();
      return { status: response.status, json: text ? JSON.parse(text) : null };
    },
    [method, path, body] as const,
  );
}

beforeAll(async () => {
  fixture = await startServerFixture();
  await ingestShared(fixture, ['epo-ops/patent-dev-epo-ops/examples/get_family_with_legal']);
  session = await openSignedIn(fixture, { firstName: 'Wanda', lastName: 'Watcher' });
  page = session.page;
});

afterAll(async () => {
  await closeSignedIn(session);
  await fixture?.stop();
});

describe('a watched-patents run', () => {
  it('shows what changed about the watched patent in its Changes panel', async () => {
    const alert = await api<{ id: number }>('POST', '/api/alerts', {
      type: 2,
      name: 'Family watch',
      ucids: [WATCHED],
      schedule: { frequency: 'daily', hour: 6 },
    });
    expect(alert.status).toBe(201);
    await page.goto(`${fixture.server.url}/alerts/${alert.json.id}`);
    await page.getByRole('button', { name: 'Run now' }).click();
    const row = page.locator('[data-testid="alert-run-row"][data-status="finished"]');
    await row.waitFor({ timeout: 60_000 });
    const runKey = (await row.getAttribute('data-run-key'))!;
    const changes = await api<{ kind: string }[]>('GET', `/api/alert_runs/${runKey}/changes`);
    expect(changes.status).toBe(200);
    expect(changes.json.some((c) => c.kind === 'legal_event')).toBe(true);

    await page.goto(`${fixture.server.url}/alert_runs/${runKey}`);
    await page.getByRole('heading', { level: 2, name: 'Changes' }).waitFor();
    const panel = page.getByRole('region', { name: 'Changes' });
    await panel.waitFor();
    // Each stored change is one line of words under its patent's link.
    await panel.getByRole('link', { name: WATCHED }).waitFor();
    const lines = panel.getByRole('listitem').filter({ hasNotText: WATCHED });
    expect(await lines.count()).toBe(changes.json.length);
    expect(await panel.innerText()).toMatch(
      /Legal event: (grant|lapse|opposition|expiry|other) — .+ \(.+, \d{4}-\d{2}-\d{2}\)/,
    );

    // The scrolling list is reached from the keyboard, and the patent's link after it.
    await panel.focus();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby') !== null)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(WATCHED);

    await page.getByTestId('result-item').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await expectAccessible(page, 'Watched-patents run results');
    await mkdir(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'alert-run-changes.png'), fullPage: true });
  });
});
