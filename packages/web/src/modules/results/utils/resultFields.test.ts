import type { SearchDoc } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { resultFields } from './resultFields';

const doc = {
  ucid: 'EP-1000000-A1',
  familydata: {
    'simple-family-data': {
      publications: [
        { ucid: 'EP-1000000-A1', an: 'EP-99100001-A' },
        { ucid: 'EP-1000000-B1', an: 'EP-99100001-A' },
        { ucid: 'US-6000000-A', an: 'US-9912345-A' },
        { ucid: 'JP-2000000001-A' },
      ],
    },
    'extended-family-data': {
      publications: [
        { ucid: 'EP-1000000-A1', an: 'EP-99100001-A' },
        { ucid: 'WO-2000000001-A1', an: 'IB-1' },
      ],
    },
  },
} as unknown as SearchDoc;

describe('resultFields.dynamicFamily', () => {
  it('follows the grouping: same application, simple family, or extended family', () => {
    expect(resultFields.dynamicFamily(doc, 'applicationnumber')).toEqual(['EP-1000000-A1', 'EP-1000000-B1']);
    expect(resultFields.dynamicFamily(doc, 'simplefamily')).toHaveLength(4);
    expect(resultFields.dynamicFamily(doc, 'none')).toHaveLength(4);
    expect(resultFields.dynamicFamily(doc, 'extendedfamily')).toEqual(['EP-1000000-A1', 'WO-2000000001-A1']);
  });

  it('is the document alone when the family does not list it', () => {
    const lone = { ucid: 'DE-1-A1' } as SearchDoc;
    expect(resultFields.dynamicFamily(lone, 'applicationnumber')).toEqual(['DE-1-A1']);
    expect(resultFields.dynamicFamily(lone, 'simplefamily')).toEqual([]);
  });
});

describe('resultFields.familyTree', () => {
  it('groups the simple family by application, keeping members without one apart', () => {
    expect(resultFields.familyTree(doc)).toEqual([
      { an: 'EP-99100001-A', ucids: ['EP-1000000-A1', 'EP-1000000-B1'] },
      { an: 'US-9912345-A', ucids: ['US-6000000-A'] },
      { an: null, ucids: ['JP-2000000001-A'] },
    ]);
    expect(resultFields.familyTree({ ucid: 'X' } as SearchDoc)).toEqual([]);
  });
});
