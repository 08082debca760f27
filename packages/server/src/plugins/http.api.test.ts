import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { can, MAX_BODY_BYTES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';
import { createOrganization, createUser, TEST_PASSWORD } from '../test/factories';
import { requireModule, requireRole } from './auth';
import { WEB_NOT_BUILT_MESSAGE } from './web';

let t: TestApp;
let webDistDir: string;

beforeAll(async () => {
  webDistDir = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await mkdir(join(webDistDir, 'assets'));
  await writeFile(join(webDistDir, 'index.html'), '<!doctype html><title>SPA</title><div id="root"></div>');
  await writeFile(join(webDistDir, 'assets', 'index-abc123.js'), 'console.log("spa")');
  t = await buildTestApp({ webDistDir, publicUrl: 'https://patents.example.com' });
  // Test-only routes proving the guards later features use.
  t.app.get('/api/test/admins', { onRequest: [t.app.authenticate, requireRole(can.manageUsers)] }, async () => ({
    ok: true,
  }));
  t.app.get('/api/test/origin-plus', { onRequest: [t.app.authenticate, requireModule('origin_plus')] }, async () => ({
    ok: true,
  }));
});
afterAll(async () => {
  await t?.close();
  await rm(webDistDir, { recursive: true, force: true });
});

const login = { email: 'nobody@example.com', password: 'whatever it is' };

describe('CSRF defence', () => {
  it('refuses a state-changing call without X-Requested-With, however the path is spelled', async () => {
    for (const url of ['/api/login', '/%61pi/login', '/api/login?x=1']) {
      const response = await t.request({ method: 'POST', url, body: login, noXhrHeader: true });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code).toBe('CSRF_REJECTED');
    }
    const wrongValue = await t.request({
      method: 'POST',
      url: '/api/login',
      body: login,
      noXhrHeader: true,
      headers: { 'x-requested-with': 'fetch' },
    });
    expect(wrongValue.statusCode).toBe(403);
  });

  it('refuses a foreign or opaque Origin', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost:81', 'not a url']) {
      const response = await t.request({ method: 'POST', url: '/api/login', body: login, headers: { origin } });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json().error.code).toBe('CSRF_REJECTED');
    }
  });

  it("accepts the request's own origin and the public address's origin", async () => {
    for (const origin of ['http://localhost:80', 'http://localhost', 'https://patents.example.com']) {
      const response = await t.request({ method: 'POST', url: '/api/login', body: login, headers: { origin } });
      expect(response.statusCode, origin).toBe(422);
    }
    const ownHost = await t.request({
      method: 'POST',
      url: '/api/login',
      body: login,
      headers: { host: 'app.internal:8080', origin: 'http://app.internal:8080' },
    });
    expect(ownHost.statusCode).toBe(422);
  });

  it('leaves reads alone', async () => {
    const response = await t.request({ method: 'GET', url: '/api/user', noXhrHeader: true });
    expect(response.statusCode).toBe(401);
  });
});

describe('request bodies', () => {
  it('answers 400 MALFORMED_JSON for broken or empty JSON', async () => {
    for (const payload of ['{"email":', '', '{"__proto__": {"x": 1}}']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/login',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' },
      });
    }
  });

  it('answers 422 with a message per field for wrong types', async () => {
    const response = await t.request({ method: 'POST', url: '/api/login', body: { email: 42, password: ['x'] } });
    expect(response.statusCode).toBe(422);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields).sort()).toEqual(['email', 'password']);
  });

  it('names the body when it is not an object, and each unknown field', async () => {
    const array = await t.request({ method: 'POST', url: '/api/login', body: [] });
    expect(array.statusCode).toBe(422);
    expect(Object.keys(array.json().error.fields)).toEqual(['body']);
    const extra = await t.request({ method: 'POST', url: '/api/login', body: { ...login, admin: true } });
    expect(extra.json().error.fields).toEqual({ admin: ['This field is not allowed.'] });
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/login',
      body: { email: 'a@example.com', password: 'x'.repeat(MAX_BODY_BYTES) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 415 for a body that is not JSON', async () => {
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/login',
        payload: 'email=a',
        headers: { 'content-type': type },
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('never answers 500 to odd input', async () => {
    const odd: Parameters<TestApp['request']>[0][] = [
      { method: 'POST', url: '/api/login', body: null },
      { method: 'POST', url: '/api/login', body: 'text' },
      { method: 'POST', url: '/api/login', body: { email: 'a@b.co', password: 'x'.repeat(5000) } },
      { method: 'POST', url: '/api/password-reset', body: { token: {}, password: 1 } },
      { method: 'PUT', url: '/api/preferences/%ZZ', body: { value: 1 } },
      { method: 'GET', url: `/api/password-reset/${'x'.repeat(400)}` },
      { method: 'GET', url: '/api/set-password/%E0%A4%A' },
      { method: 'DELETE', url: '/api/user' },
    ];
    for (const request of odd) {
      const response = await t.request(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBeLessThan(500);
      expect(response.json(), `${request.method} ${request.url}`).toHaveProperty('error.code');
    }
    const logout = await t.request({ method: 'POST', url: '/api/logout', body: { anything: [1, { deep: [[[]]] }] } });
    expect(logout.statusCode).toBe(200);
  });
});

describe('unknown paths and the SPA', () => {
  it('answers 404 JSON for an unknown /api path', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.request({ method, url: '/api/no-such-call?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'ROUTE_NOT_FOUND', message: 'There is no such API call.' } });
    }
  });

  it('serves index.html for deep links (history fallback)', async () => {
    for (const url of ['/', '/search/5', '/password-reset/abc?x=1', '/folders/3/patents/browse', '/index.html']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('serves built assets with an immutable cache and 404s missing ones', async () => {
    const asset = await t.request({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log("spa")');
    expect((await t.request({ method: 'GET', url: '/assets/gone-999.js' })).statusCode).toBe(404);
  });

  it('says so when the SPA is not built', async () => {
    const bare = await buildTestApp({ webDistDir: join(webDistDir, 'missing') });
    try {
      const response = await bare.request({ method: 'GET', url: '/search/5' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toBe(WEB_NOT_BUILT_MESSAGE);
      expect((await bare.request({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('sends the security headers on every answer', async () => {
    for (const url of ['/search/5', '/api/user', '/api/nope', '/assets/index-abc123.js']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.headers, url).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'same-origin',
        'x-frame-options': 'DENY',
      });
    }
    expect((await t.request({ method: 'GET', url: '/api/user' })).headers['cache-control']).toBe('no-store');
  });
});

describe('role and module guards', () => {
  it('requireRole answers 403 FORBIDDEN to users the rule refuses', async () => {
    const admin = await t.signIn(await createUser(t.db, { is_admin: true }));
    const normal = await t.signIn(await createUser(t.db));
    expect((await t.request({ method: 'GET', url: '/api/test/admins', session: admin })).statusCode).toBe(200);
    const refused = await t.request({ method: 'GET', url: '/api/test/admins', session: normal });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    expect((await t.request({ method: 'GET', url: '/api/test/admins' })).statusCode).toBe(401);
  });

  it('requireModule answers 403 MODULE_DISABLED unless the organisation has the module on', async () => {
    const withModule = await createOrganization(t.db, { modules: { origin_plus: true } });
    const without = await createOrganization(t.db);
    const yes = await t.signIn(await createUser(t.db, { organizationId: withModule.id }));
    const no = await t.signIn(await createUser(t.db, { organizationId: without.id }));
    const orgless = await t.signIn(await createUser(t.db, { organizationId: null }));
    expect((await t.request({ method: 'GET', url: '/api/test/origin-plus', session: yes })).statusCode).toBe(200);
    const refused = await t.request({ method: 'GET', url: '/api/test/origin-plus', session: no });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('MODULE_DISABLED');
    // SPEC §5: without an organisation the module check passes.
    expect((await t.request({ method: 'GET', url: '/api/test/origin-plus', session: orgless })).statusCode).toBe(200);
  });
});

describe('sign-in through a real session cookie round trip', () => {
  it('works with the cookie the login answer set', async () => {
    const user = await createUser(t.db);
    const response = await t.request({
      method: 'POST',
      url: '/api/login',
      body: { email: user.email, password: TEST_PASSWORD },
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toContain('Secure');
    const cookie = setCookie.split(';')[0]!;
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });
});
