import { withPreferenceDefaults } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { defaultSearchState } from './defaultSearchState';
import { sourcePreferences } from './sourcePreferences';

const preferences = withPreferenceDefaults({
  highlighting_settings: { on: false, scheme: null },
  patent_grouping: 'simplefamily',
});

describe('sourcePreferences', () => {
  it('leaves the user’s preferences alone for a set that opens with nothing', () => {
    expect(sourcePreferences(preferences, {})).toBe(preferences);
  });

  it('opens an alert run grouped as its alert says, with its scheme switched on', () => {
    const state = defaultSearchState(
      sourcePreferences(preferences, { opensWith: { grouping: 'none', highlightingScheme: 7 } }),
    );
    expect(state.grouping).toBe('none');
    expect(state.highlighting.on).toBe(true);
    expect(state.highlighting.scheme).toBe(7);
  });

  it('keeps the user’s highlighting when the alert has no scheme', () => {
    const state = defaultSearchState(sourcePreferences(preferences, { opensWith: { grouping: 'extendedfamily' } }));
    expect(state.highlighting.on).toBe(false);
    expect(state.grouping).toBe('extendedfamily');
  });
});
