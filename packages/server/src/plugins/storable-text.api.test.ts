import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';
import { createUser } from '../test/factories';
import { unstorableCharacter } from './storable-text';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await buildTestApp({ runJobs: false });
  session = await t.signIn(await createUser(t.db));
});
afterAll(async () => {
  await t?.close();
});

describe('text that cannot be stored', () => {
  it('finds NUL, unpaired surrogates and noncharacters, and passes every real character', () => {
    expect(unstorableCharacter('a\u0000b')).toBe('U+0000');
    expect(unstorableCharacter('x\uD800')).toBe('U+D800');
    expect(unstorableCharacter('\uDC00y')).toBe('U+DC00');
    expect(unstorableCharacter('\uFDD0')).toBe('U+FDD0');
    expect(unstorableCharacter('\uFFFE')).toBe('U+FFFE');
    expect(unstorableCharacter('\u{1FFFF}')).toBe('U+1FFFF');
    expect(unstorableCharacter('\u{10FFFF}')).toBe('U+10FFFF');
    for (const ok of ['Solarzelle – 太陽電池 ✓', '\u{1F600} emoji', '\uFFFD', '\t\n\r', '\u{1FFFD}', '']) {
      expect(unstorableCharacter(ok)).toBeNull();
    }
  });

  it('is refused with 422 naming the field, in a body, a query and a search, and nothing is stored', async () => {
    const folder = await t.request({
      method: 'POST',
      url: '/api/folders',
      session,
      body: { name: 'Batteries\u0000 2026' },
    });
    expect(folder.statusCode).toBe(422);
    expect(folder.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { name: ['This text contains a character that cannot be stored (U+0000).'] },
    });
    const folders = await t.request({ method: 'GET', url: '/api/folders', session });
    expect(JSON.stringify(folders.json())).not.toContain('Batteries');

    const search = await t.request({
      method: 'POST',
      url: '/api/searches',
      session,
      body: { query: 'battery\u0000' },
    });
    expect(search.statusCode).toBe(422);
    expect(search.json().error.fields).toEqual({
      query: ['This text contains a character that cannot be stored (U+0000).'],
    });

    const nested = await t.request({
      method: 'POST',
      url: '/api/folders',
      session,
      body: { name: 'ok', extra: { deep: ['fine', 'bad\uFFFF'] } },
    });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().error.fields).toEqual({
      'extra.deep.1': ['This text contains a character that cannot be stored (U+FFFF).'],
    });

    const inQuery = await t.request({ method: 'GET', url: '/api/folders?checksum=%00abc', session });
    expect(inQuery.statusCode).toBe(422);
    expect(inQuery.json().error.fields).toEqual({
      checksum: ['This text contains a character that cannot be stored (U+0000).'],
    });
  });
});
