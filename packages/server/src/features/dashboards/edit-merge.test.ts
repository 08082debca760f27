import { describe, expect, it } from 'vitest';
import { activeDashboardId } from '../workspaces/workspace-dashboards.presenter';
import { changedSettings, conflictingSettings, nextVersions, sameJson } from './edit-merge';

describe('versioned edits', () => {
  it('see only the settings a change really alters, whatever the key order', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(
      changedSettings({ title: 'A', top: 5, query_ids: [1, 2] }, { title: 'A', top: 6, query_ids: [2, 1] }),
    ).toEqual(['top', 'query_ids']);
    expect(changedSettings({ title: 'A' }, { title: undefined })).toEqual([]);
  });

  it('conflict on a setting changed after the base version only, and mark the changed ones at the next version', () => {
    const versions = { title: 1, top: 3, legend: 2 };
    expect(conflictingSettings(versions, 2, ['title', 'legend'])).toEqual([]);
    expect(conflictingSettings(versions, 2, ['top', 'legend'])).toEqual(['top']);
    expect(conflictingSettings(versions, 0, ['brand-new'])).toEqual([]);
    expect(nextVersions(3, versions, ['legend'])).toEqual({
      version: 4,
      fieldVersions: { title: 1, top: 3, legend: 4 },
    });
  });
});

describe('the active dashboard (SPEC §4)', () => {
  const boards = [{ id: 4 }, { id: 7 }, { id: 9 }];
  it('is the stored one, else a global one of the user, else the first, else none', () => {
    expect(activeDashboardId(boards, 9, [7])).toBe(9);
    expect(activeDashboardId(boards, 12, [7])).toBe(7);
    expect(activeDashboardId(boards, null, [1, 9, 7])).toBe(7);
    expect(activeDashboardId(boards, null, [])).toBe(4);
    expect(activeDashboardId([], 4, [4])).toBeNull();
  });
});
