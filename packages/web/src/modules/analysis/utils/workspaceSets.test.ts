import type { AnalysisSet } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { appliedSet, groupSets, isAppliedSet, jurisdictionCodes, setChoice, setContents } from './workspaceSets';

const set = (id: number, name: string, type: 'set' | 'global'): AnalysisSet => ({
  id,
  name,
  type,
  workspace_id: type === 'set' ? 9 : null,
  query_ids: [],
  filters: { filtersToApply: {}, filtersToExclude: {} },
});

describe('workspace sets (SPEC §5)', () => {
  it('applies a set with its own type and id, and clears with a null set_id', () => {
    expect(setChoice(set(3, 'EP', 'set'))).toEqual({ type: 'set', set_id: 3 });
    expect(setChoice(set(4, 'Granted', 'global'))).toEqual({ type: 'global', set_id: 4 });
    expect(setChoice(null)).toEqual({ type: 'clear', set_id: null });
  });

  it('lists the workspace’s own sets before the global ones, each by name', () => {
    const grouped = groupSets([set(1, 'b', 'global'), set(2, 'Z', 'set'), set(3, 'a', 'global'), set(4, 'c', 'set')]);
    expect(grouped.own.map((s) => s.id)).toEqual([4, 2]);
    expect(grouped.global.map((s) => s.id)).toEqual([3, 1]);
  });

  it('knows the applied set by type and id together', () => {
    const sets = [set(5, 'Own', 'set'), set(6, 'Global', 'global')];
    expect(isAppliedSet({ type: 'global', set_id: 5 }, sets[0]!)).toBe(false);
    expect(isAppliedSet({ type: 'set', set_id: 5 }, sets[0]!)).toBe(true);
    expect(isAppliedSet(null, sets[0]!)).toBe(false);
    expect(appliedSet({ type: 'global', set_id: 6 }, sets)?.name).toBe('Global');
    expect(appliedSet({ type: 'global', set_id: 7 }, sets)).toBeUndefined();
  });

  it('reads typed jurisdictions as upper-case codes without blanks or repeats', () => {
    expect(jurisdictionCodes([' ep', 'US', '', 'ep ', 'wo'])).toEqual(['EP', 'US', 'WO']);
  });

  it('counts a set’s queries (none: all) and filter values', () => {
    expect(setContents(set(1, 'x', 'global'))).toEqual({ queries: null, filters: 0 });
    expect(
      setContents({
        query_ids: [4, 5],
        filters: { filtersToApply: { country: ['EP', 'US'] }, filtersToExclude: { grant: ['false'] } },
      }),
    ).toEqual({ queries: 2, filters: 3 });
  });
});
