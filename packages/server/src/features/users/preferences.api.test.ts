import { PREFERENCE_NAMES, type PreferenceName } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createUser } from '../../test/factories';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await buildTestApp();
  session = await t.signIn(await createUser(t.db));
});
afterAll(async () => {
  await t?.close();
});

function put(name: string, body: unknown, as = session) {
  return t.request({ method: 'PUT', url: `/api/preferences/${name}`, body, session: as });
}

async function storedPreferences(as = session): Promise<Record<string, unknown>> {
  return (await t.request({ method: 'GET', url: '/api/user', session: as })).json().preferences;
}

/** For each preference: a value to send, what is stored, and a value that must be refused. */
const CASES: Record<PreferenceName, { value: unknown; stored: unknown; invalid: unknown }> = {
  locale: { value: 'en', stored: 'en', invalid: 'xx' },
  system_message: { value: 'bottomleft', stored: 'bottomleft', invalid: 'middle' },
  rows_per_page: { value: 25, stored: 25, invalid: 30 },
  sort_order: {
    value: ' publicationdate ASC , score desc',
    stored: 'publicationdate asc, score desc',
    invalid: 'colour desc',
  },
  patent_grouping: { value: 'extendedfamily', stored: 'extendedfamily', invalid: 'family' },
  highlighting_settings: { value: { on: false, scheme: 3 }, stored: { on: false, scheme: 3 }, invalid: { on: 'yes' } },
  max_snippets: { value: 5, stored: 5, invalid: 11 },
  max_snippet_length: { value: 300, stored: 300, invalid: 10 },
  results_layout: { value: 'table', stored: 'table', invalid: 'grid' },
  list_layout: { value: ['dates', 'claims'], stored: ['dates', 'claims'], invalid: { dates: true } },
  table_layout: {
    value: [{ name: 'title', width: 420 }],
    stored: [{ name: 'title', width: 420 }],
    invalid: 'title',
  },
  thumbnail_layout: { value: ['images_mosaic'], stored: ['images_mosaic'], invalid: 5 },
  language_preference: { value: 'original', stored: 'original', invalid: 'english' },
  auto_translate: { value: false, stored: false, invalid: 'no' },
  export_options: {
    value: { format: 'json', fields: ['title', 'full_images'], grouping: 'families' },
    stored: { format: 'json', fields: ['title', 'full_images'], grouping: 'families' },
    invalid: { format: 'doc', fields: ['title'], grouping: 'publications' },
  },
};

describe('PUT /api/preferences/{name}', () => {
  it('has a case for every preference', () => {
    expect(Object.keys(CASES).sort()).toEqual([...PREFERENCE_NAMES].sort());
  });

  for (const name of PREFERENCE_NAMES) {
    it(`stores a valid ${name} and answers the normalised value`, async () => {
      const { value, stored } = CASES[name];
      const response = await put(name, { value });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name, value: stored });
      expect((await storedPreferences())[name]).toEqual(stored);
    });

    it(`refuses an invalid ${name} with 422 and messages on "value"`, async () => {
      const before = (await storedPreferences())[name];
      const response = await put(name, { value: CASES[name].invalid });
      expect(response.statusCode).toBe(422);
      const { error } = response.json();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(error.fields)).toEqual(['value']);
      expect(error.fields.value.length).toBeGreaterThan(0);
      expect((await storedPreferences())[name]).toEqual(before);
    });
  }

  it('uses the exact SPEC messages for list and table layouts that are not arrays', async () => {
    const list = await put('list_layout', { value: 'dates' });
    expect(list.json().error.fields).toEqual({ value: ['List configuration must be an Array'] });
    const thumbnails = await put('thumbnail_layout', { value: null });
    expect(thumbnails.json().error.fields).toEqual({ value: ['List configuration must be an Array'] });
    const table = await put('table_layout', { value: { title: 500 } });
    expect(table.json().error.fields).toEqual({ value: ['Table options must be an Array'] });
  });

  it('drops unknown list items and keeps a single image option', async () => {
    const response = await put('list_layout', {
      value: ['dates', 'no-such-field', 'images_carousel', 42, 'images_mosaic', 'dates'],
    });
    expect(response.json()).toEqual({ name: 'list_layout', value: ['dates', 'images_carousel'] });
  });

  it('drops unknown table columns and clamps widths', async () => {
    const response = await put('table_layout', {
      value: [{ name: 'title', width: 99999 }, 'score', { name: 'nope', width: 100 }, { name: 'title', width: 300 }],
    });
    expect(response.json().value).toEqual([
      { name: 'title', width: 1200 },
      { name: 'score', width: 175 },
    ]);
  });

  it('migrates the old forward-citations sort to "forwardcitationscount asc"', async () => {
    for (const legacy of ['forward_citations desc', 'field(forwardcitations) desc', 'forwardcitations asc']) {
      const response = await put('sort_order', { value: `score desc, ${legacy}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().value).toBe('score desc, forwardcitationscount asc');
    }
    expect((await storedPreferences()).sort_order).toBe('score desc, forwardcitationscount asc');
  });

  it('refuses an unknown preference name, listing the known ones', async () => {
    const response = await put('colour_scheme', { value: 'dark' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({
      code: 'PREFERENCE_UNKNOWN',
      message: 'There is no such preference.',
      fields: { name: [`Unknown preference "colour_scheme". Known: ${PREFERENCE_NAMES.join(', ')}.`] },
    });
  });

  it('needs a "value" and nothing else in the body', async () => {
    const missing = await put('rows_per_page', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.fields).toHaveProperty('value');
    const extra = await put('rows_per_page', { value: 10, other: 1 });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().error.fields).toEqual({ other: ['This field is not allowed.'] });
  });

  it('keeps other preferences when one changes', async () => {
    const user = await createUser(t.db);
    const own = await t.signIn(user);
    await put('rows_per_page', { value: 100 }, own);
    await put('results_layout', { value: 'split' }, own);
    expect(await storedPreferences(own)).toMatchObject({ rows_per_page: 100, results_layout: 'split' });
  });

  it('lets read-only users change their own preferences', async () => {
    const readOnly = await t.signIn(await createUser(t.db, { is_read_only: true }));
    const response = await put('rows_per_page', { value: 50 }, readOnly);
    expect(response.statusCode).toBe(200);
    expect((await storedPreferences(readOnly)).rows_per_page).toBe(50);
  });

  it('needs a session', async () => {
    const response = await t.request({ method: 'PUT', url: '/api/preferences/rows_per_page', body: { value: 10 } });
    expect(response.statusCode).toBe(401);
  });
});
