import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM_PATH } from '../environment.ts';

/** Launches Debian's Chromium headless with the flags this closed network needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

/**
 * Ticks a box that shows the server's answer rather than the click (a label box): Playwright's check() fails when the
 * state lags the click, so this clicks once and waits for the saved state.
 */
export async function checkSavedBox(box: Locator): Promise<void> {
  await box.click();
  await expect.poll(() => box.isChecked()).toBe(true);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
};

/**
 * Runs axe-core on the page as it stands and fails on serious or critical violations. `within` (a CSS selector)
 * narrows the check to an open dialog: the page behind a modal's dimming overlay would otherwise fail contrast.
 */
export async function expectAccessible(page: Page, screen: string, within?: string): Promise<void> {
  // Evaluated through the DevTools protocol, not as a <script> tag: the app's Content-Security-Policy forbids inline
  // scripts, and the test's tool should not need the page to allow them.
  await page.evaluate(axeSource);
  // A dialog that is still fading in has a lowered opacity, and axe measures the contrast of its text as it is at
  // that instant: wait for the transitions that end (not spinners, which loop forever) to finish first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async (selector) => {
    type AxeContext = Document | { include: string[][] };
    const axe = (window as unknown as { axe: { run: (ctx: AxeContext) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run(selector ? { include: [[selector]] } : document);
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      // What axe measured (colours, ratio) and the element's text, so a failure says which element and why.
      nodes: nodes.slice(0, 3).map((n) => ({
        target: n.target,
        summary: n.failureSummary,
        text: document.querySelector(String(n.target[0]))?.textContent?.slice(0, 80),
      })),
    }));
  }, within);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `accessibility of ${screen}: ${JSON.stringify(serious, null, 1)}`).toEqual([]);
}

/** Waits until the route's loading indicator is gone and a level-one heading is shown; returns its text. */
export async function screenHeading(page: Page): Promise<string> {
  const h1 = page.locator('h1').first();
  await h1.waitFor({ state: 'visible' });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  return (await h1.textContent())?.trim() ?? '';
}
