// Helpers of the analysis browser tests: API calls from a signed-in page and screenshots to look at.

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

export const ANALYSIS_SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots');

export async function shot(page: Page, name: string): Promise<void> {
  await mkdir(ANALYSIS_SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(ANALYSIS_SCREENSHOTS, `analysis-${name}.png`), fullPage: true });
}

/** An API call from the signed-in page (its cookies, the CSRF header); answers status and JSON. */
export function apiFrom<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
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

/** Waits until nothing on the page says it is busy. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}
