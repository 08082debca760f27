import { FIELDS } from '@app/query';
import { describe, expect, it } from 'vitest';
import { FIELD_KIND_ORDER, fieldGroups } from './fieldGroups';

describe('fieldGroups', () => {
  it('holds every field once, grouped by kind in the order searchers use them', () => {
    const groups = fieldGroups();
    expect(groups.map((g) => g.kind)).toEqual(FIELD_KIND_ORDER);
    expect(groups.flatMap((g) => g.fields.map((f) => f.code)).sort()).toEqual(FIELDS.map((f) => f.code).sort());
  });

  it('filters by code, title or alias', () => {
    const codes = (filter: string) => fieldGroups(filter).flatMap((g) => g.fields.map((f) => f.code));
    expect(codes('cpc')).toEqual(['CPC']);
    expect(codes('Priority')).toEqual(['PRD', 'PR', 'earliestpriorityyear']);
    expect(codes('inventors_name')).toEqual(['INV']);
    expect(codes('zzz')).toEqual([]);
  });
});
