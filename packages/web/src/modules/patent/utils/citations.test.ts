import { describe, expect, it } from 'vitest';
import { citedDocumentsQueryText } from './citedDocumentsQueryText';
import { citedNumberOf } from './citedNumberOf';
import { matchCitedDocuments } from './matchCitedDocuments';

describe('citedNumberOf', () => {
  it('reads numbers written in full, bare, or with the kind beside them', () => {
    // As the readers write them: USPTO grant XML, PPUBS JSON, DOCDB.
    expect(citedNumberOf({ number: 'US5454351A', country: 'US', kind: 'A', phase: 'applicant' })).toBe('US5454351A');
    expect(citedNumberOf({ number: 'US8926509', country: 'US' })).toBe('US8926509');
    expect(citedNumberOf({ number: '1234567', country: 'EP', kind: 'A1' })).toBe('EP1234567A1');
    expect(citedNumberOf({ number: 'WO 2005/013972', country: 'WO', kind: 'A1' })).toBe('WO2005013972A1');
  });

  it('refuses what a search cannot look up safely', () => {
    expect(citedNumberOf({ number: '1234567' })).toBeNull();
    expect(citedNumberOf({ number: 'see "Smith" (1999)' })).toBeNull();
  });
});

describe('matchCitedDocuments', () => {
  const docs = [
    { ucid: 'US-5454351-A', publicationnumber: 'US5454351A' },
    { ucid: 'EP-1234567-B1', publicationnumber: 'EP1234567B1' },
    { ucid: 'EP-1234567-A1', publicationnumber: 'EP1234567A1' },
  ];

  it('matches a number with kind exactly and one without kind to every publication of that serial', () => {
    expect(matchCitedDocuments(['US5454351A', 'EP1234567', 'EP1234567B1', 'US5454351B1', null], docs)).toEqual([
      ['US-5454351-A'],
      ['EP-1234567-A1', 'EP-1234567-B1'],
      ['EP-1234567-B1'],
      [],
      [],
    ]);
  });
});

describe('citedDocumentsQueryText', () => {
  it('asks for each number once, ORed under PN', () => {
    expect(citedDocumentsQueryText(['US5454351A', null, 'US8926509', 'US5454351A'])).toBe(
      'PN=(US5454351A OR US8926509)',
    );
    expect(citedDocumentsQueryText([null])).toBeNull();
  });
});
