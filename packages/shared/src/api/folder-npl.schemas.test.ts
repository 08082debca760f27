import { describe, expect, it } from 'vitest';
import { bareDoi, doiUrl, FolderNplCreateSchema, nplYearMax } from './folder-npl.schemas';

describe('bareDoi and doiUrl', () => {
  it('takes the resolver or doi: prefix off, and links a DOI with its special characters escaped', () => {
    expect(bareDoi(' https://doi.org/10.1000/xyz123 ')).toBe('10.1000/xyz123');
    expect(bareDoi('http://dx.doi.org/10.1000/A')).toBe('10.1000/A');
    expect(bareDoi('doi: 10.1000/a')).toBe('10.1000/a');
    expect(doiUrl('10.1002/(SICI)1097-4636#1')).toBe('https://doi.org/10.1002/(SICI)1097-4636%231');
  });
});

describe('FolderNplCreateSchema', () => {
  it('keeps blanks as null and refuses a year past next year', () => {
    expect(FolderNplCreateSchema.parse({ title: ' T ', authors: ' ', doi: '' })).toEqual({
      title: 'T',
      authors: null,
      source: null,
      year: null,
      doi: null,
      url: null,
      abstract: null,
    });
    expect(FolderNplCreateSchema.safeParse({ title: 'T', year: nplYearMax() }).success).toBe(true);
    expect(FolderNplCreateSchema.safeParse({ title: 'T', year: nplYearMax() + 1 }).success).toBe(false);
  });
});
