import { describe, expect, it } from 'vitest';
import { searchStateUrl } from './searchStateUrl';

describe('searchStateUrl', () => {
  it('round-trips start, filters (with colons in values) and the active document', () => {
    const state = {
      start: 30,
      filters: {
        filtersToApply: { country: ['EP', 'US'], publicationdate: ['20100101:'] },
        filtersToExclude: { assignees_name_probable: ['Acme: Holdings'] },
      },
      activeUcid: 'EP-1325900-A1',
      activeIndex: 31,
    };
    const params = searchStateUrl.write(state, new URLSearchParams('tab=x'));
    expect(params.get('tab')).toBe('x');
    expect(searchStateUrl.read(new URLSearchParams(params.toString()))).toEqual(state);
  });

  it('carries no state without start, so the saved state applies on a first visit', () => {
    expect(searchStateUrl.read(new URLSearchParams('filter=country:EP'))).toBeNull();
  });

  it('drops unknown filter names and malformed numbers', () => {
    const read = searchStateUrl.read(new URLSearchParams('start=0&filter=evil:1&filter=country:DE&activeIndex=-1'));
    expect(read?.filters.filtersToApply).toEqual({ country: ['DE'] });
    expect(read?.activeIndex).toBeNull();
    expect(searchStateUrl.read(new URLSearchParams('start=abc'))).toBeNull();
  });
});
