import { DEFAULT_EXPORT_CHOICES, EXPORT_FIELDS, type ExportFieldGroup, exportField } from '@app/shared';
import { describe, expect, it } from 'vitest';
import {
  choicesFromPreference,
  fieldBlock,
  fieldsOfGroup,
  fieldsToSend,
  groupState,
  toggleGroup,
} from './exportFieldChoices';

const def = (id: string) => {
  const found = exportField(id);
  if (!found) throw new Error(`no field ${id}`);
  return found;
};
const idsOf = (group: ExportFieldGroup) => fieldsOfGroup(group).map((f) => f.id);

describe('fieldBlock (SPEC §5)', () => {
  it('offers full-size images only in json and xml, and names the reason elsewhere', () => {
    expect(fieldBlock(def('full_images'), 'json', 'search')).toBeNull();
    expect(fieldBlock(def('full_images'), 'xml', 'search')).toBeNull();
    for (const format of ['xlsx', 'docx', 'html', 'pdf', 'csv', 'ris'] as const) {
      expect(fieldBlock(def('full_images'), format, 'search')).toBe('json_xml_only');
    }
    // The thumbnail is every format's image.
    expect(fieldBlock(def('thumbnail'), 'pdf', 'search')).toBeNull();
  });

  it('keeps keywords in context out of json and xml only', () => {
    expect(fieldBlock(def('keywords_in_context'), 'json', 'search')).toBe('not_json_xml');
    expect(fieldBlock(def('keywords_in_context'), 'xml', 'folder')).toBe('not_json_xml');
    expect(fieldBlock(def('keywords_in_context'), 'xlsx', 'search')).toBeNull();
  });

  it('offers the folder fields for folder exports only', () => {
    for (const id of idsOf('folder')) {
      expect(fieldBlock(def(id), 'xlsx', 'folder')).toBeNull();
      for (const source of ['search', 'selection', 'patent_list', 'patent'] as const) {
        expect(fieldBlock(def(id), 'xlsx', source)).toBe('folder_only');
      }
    }
  });
});

describe('group select-all', () => {
  it('is none, some, then all as fields of the group are ticked', () => {
    const ids = idsOf('classifications');
    expect(groupState('classifications', new Set(), 'xlsx', 'search')).toBe('none');
    expect(groupState('classifications', new Set([ids[0]!]), 'xlsx', 'search')).toBe('some');
    expect(groupState('classifications', new Set(ids), 'xlsx', 'search')).toBe('all');
  });

  it('counts only the fields the format allows: thumbnail alone fills the images group in Excel', () => {
    expect(groupState('images', new Set(['thumbnail']), 'xlsx', 'search')).toBe('all');
    expect(groupState('images', new Set(['thumbnail']), 'json', 'search')).toBe('some');
  });

  it('is none for a group with no allowed field, whatever was remembered', () => {
    expect(groupState('folder', new Set(idsOf('folder')), 'xlsx', 'search')).toBe('none');
  });

  it('fills a group that is not all ticked, and clears one that is', () => {
    const filled = toggleGroup('long_text', new Set(['abstract', 'title']), 'xlsx', 'search');
    expect([...filled].sort()).toEqual([...idsOf('long_text'), 'title'].sort());
    const cleared = toggleGroup('long_text', filled, 'xlsx', 'search');
    expect([...cleared]).toEqual(['title']);
  });

  it('leaves fields the format cannot hold as they were, so they come back with a format that can', () => {
    const start = new Set(['full_images']);
    const filled = toggleGroup('images', start, 'xlsx', 'search');
    expect([...filled].sort()).toEqual(['full_images', 'thumbnail']);
    const cleared = toggleGroup('images', filled, 'xlsx', 'search');
    expect([...cleared]).toEqual(['full_images']);
    expect(fieldsToSend(cleared, 'json', 'search')).toEqual(['full_images']);
  });

  it('does not touch a group whose fields are all blocked', () => {
    const start = new Set(['title']);
    expect([...toggleGroup('folder', start, 'xlsx', 'search')]).toEqual(['title']);
  });
});

describe('fieldsToSend', () => {
  it('sends allowed ticked fields in catalogue order', () => {
    const chosen = new Set(['abstract', 'title', 'keywords_in_context', 'folder_rating', 'publication_number']);
    expect(fieldsToSend(chosen, 'xlsx', 'search')).toEqual([
      'publication_number',
      'title',
      'keywords_in_context',
      'abstract',
    ]);
    expect(fieldsToSend(chosen, 'json', 'folder')).toEqual([
      'publication_number',
      'title',
      'abstract',
      'folder_rating',
    ]);
  });
});

describe('choicesFromPreference', () => {
  it('defaults to Excel with every general field, one row per publication', () => {
    const general = EXPORT_FIELDS.filter((f) => f.group === 'general').map((f) => f.id);
    expect(choicesFromPreference(undefined)).toEqual({ format: 'xlsx', fields: general, grouping: 'publications' });
    expect(choicesFromPreference(undefined)).toEqual(DEFAULT_EXPORT_CHOICES);
  });

  it('starts from the remembered choices, without fields the catalogue no longer has or twice', () => {
    expect(
      choicesFromPreference({
        format: 'pdf',
        fields: ['title', 'gone_field', 'abstract', 'title'],
        grouping: 'families',
      }),
    ).toEqual({ format: 'pdf', fields: ['title', 'abstract'], grouping: 'families' });
  });

  it('falls back to the defaults when what is stored does not validate', () => {
    expect(choicesFromPreference({ format: 'doc', fields: [], grouping: 'publications' })).toEqual(
      DEFAULT_EXPORT_CHOICES,
    );
    expect(choicesFromPreference('xlsx')).toEqual(DEFAULT_EXPORT_CHOICES);
  });
});
