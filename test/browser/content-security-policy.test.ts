import { createUser } from '@app/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughLogin } from './app-session.ts';
import { launchChromium, screenHeading } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

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

/** Records every Content-Security-Policy violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

describe('Content-Security-Policy', () => {
  it('is sent with the app and the API, and the app works under it without a single violation', async () => {
    const health = await fetch(`${fixture.server.url}/login`);
    expect(health.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(health.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const api = await fetch(`${fixture.server.url}/api/corpus`);
    expect(api.headers.get('content-security-policy')).toContain("default-src 'self'");

    const user = await createUser(fixture.server.db, { organizationId: fixture.server.bootstrap!.organizationId });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const violations = await watchViolations(page);
    await signInThroughLogin(page, fixture.server.url, user.email);
    await page.goto(`${fixture.server.url}/search`);
    expect(await screenHeading(page)).toBe('Search');
    // The query editor (CodeMirror writes its styles at run time) takes typing and shows the query.
    await page.getByRole('textbox', { name: 'Query' }).click();
    await page.keyboard.type('TI=battery');
    await expect.poll(() => page.locator('.cm-content').innerText()).toBe('TI=battery');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/search/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });

  it('lets the API reference page load and show the operations', async () => {
    const page = await browser.newPage();
    const violations = await watchViolations(page);
    const response = await page.goto(`${fixture.server.url}/api/docs/`);
    expect(response?.headers()['content-security-policy']).toBeTruthy();
    // Tags start folded (a page of every operation unfolded stopped rendering after the first tag): open one.
    await page.locator('.opblock-tag', { hasText: 'Searches and patents' }).click();
    await page.getByText('/api/searches').first().waitFor();
    expect(await page.locator('.opblock-tag').count()).toBeGreaterThan(10);
    expect(violations).toEqual([]);
    await page.close();
  });
});
