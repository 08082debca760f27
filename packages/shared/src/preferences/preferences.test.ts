import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, PREFERENCE_SCHEMAS, withPreferenceDefaults } from './preferences';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe('preference validation (SPEC §3, §5, §9)', () => {
  it('has the SPEC §9 defaults', () => {
    expect(DEFAULT_PREFERENCES).toMatchObject({
      locale: 'en',
      system_message: 'topright',
      rows_per_page: 10,
      sort_order: 'score desc, publicationdate desc',
      patent_grouping: 'simplefamily',
      highlighting_settings: { on: true, scheme: null },
      max_snippets: 3,
      max_snippet_length: 150,
      results_layout: 'list',
      language_preference: 'en',
      auto_translate: true,
    });
  });

  it('rejects list and table configurations that are not arrays with the SPEC messages', () => {
    expect(messages(PREFERENCE_SCHEMAS.list_layout.safeParse('abstract'))).toEqual([
      'List configuration must be an Array',
    ]);
    expect(messages(PREFERENCE_SCHEMAS.thumbnail_layout.safeParse({}))).toEqual([
      'List configuration must be an Array',
    ]);
    expect(messages(PREFERENCE_SCHEMAS.table_layout.safeParse({ title: 500 }))).toEqual([
      'Table options must be an Array',
    ]);
  });

  it('drops unknown list fields, duplicates and a second image choice', () => {
    const parsed = PREFERENCE_SCHEMAS.list_layout.parse([
      'abstract',
      'nonsense',
      'abstract',
      'images_mosaic',
      'images_thumbnail',
      42,
    ]);
    expect(parsed).toEqual(['abstract', 'images_mosaic']);
  });

  it('keeps table columns in order with widths clamped and defaults filled', () => {
    const parsed = PREFERENCE_SCHEMAS.table_layout.parse([
      { name: 'score', width: 10 },
      'title',
      { name: 'bogus', width: 100 },
      { name: 'title', width: 300 },
      { name: 'abstract', width: 5000 },
    ]);
    expect(parsed).toEqual([
      { name: 'score', width: 60 },
      { name: 'title', width: 500 },
      { name: 'abstract', width: 1200 },
    ]);
  });

  it('normalises sort keys and migrates the old forward-citations sort', () => {
    expect(PREFERENCE_SCHEMAS.sort_order.parse(' Score DESC ,publicationdate asc')).toBe(
      'score desc, publicationdate asc',
    );
    expect(PREFERENCE_SCHEMAS.sort_order.parse('forward_citations desc')).toBe('forwardcitationscount asc');
    expect(PREFERENCE_SCHEMAS.sort_order.parse('forwardcitationscount desc')).toBe('forwardcitationscount desc');
    expect(messages(PREFERENCE_SCHEMAS.sort_order.safeParse('title up'))[0]).toMatch(/"title up" is not a sort key/);
  });

  it('bounds numbers and enumerations', () => {
    expect(PREFERENCE_SCHEMAS.rows_per_page.safeParse(25).success).toBe(true);
    expect(messages(PREFERENCE_SCHEMAS.rows_per_page.safeParse(7))[0]).toMatch(/Choose one of: 10, 25, 50, 100/);
    expect(PREFERENCE_SCHEMAS.max_snippets.safeParse(11).success).toBe(false);
    expect(PREFERENCE_SCHEMAS.max_snippet_length.safeParse(49).success).toBe(false);
    expect(PREFERENCE_SCHEMAS.system_message.safeParse('middle').success).toBe(false);
    expect(PREFERENCE_SCHEMAS.highlighting_settings.safeParse({ on: true, scheme: null, x: 1 }).success).toBe(false);
    expect(PREFERENCE_SCHEMAS.language_preference.safeParse('original').success).toBe(true);
    expect(PREFERENCE_SCHEMAS.language_preference.safeParse('english').success).toBe(false);
  });

  it('fills defaults under stored values and ignores stored values that no longer validate', () => {
    const prefs = withPreferenceDefaults({ rows_per_page: 50, system_message: 'nowhere', unknown: 1 });
    expect(prefs.rows_per_page).toBe(50);
    expect(prefs.system_message).toBe('topright');
    expect(prefs).not.toHaveProperty('unknown');
  });
});
