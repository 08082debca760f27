import type { FolderNpl } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/ApiError';
import { nplErrors, nplUpdateBody, nplValues, nplYear } from './nplForm';

const record: FolderNpl = {
  id: 1,
  folder_id: 2,
  title: 'Solid electrolytes',
  authors: null,
  source: 'J. Power Sources',
  year: 2019,
  doi: '10.1016/j.x.2019.1',
  url: null,
  abstract: null,
  rating: null,
  label_ids: [],
  comment_count: 0,
  added_by: 3,
  added_at: '2026-01-01T00:00:00.000Z',
};

describe('nplYear', () => {
  it('reads blank as none, digits as a number, and anything else as invalid', () => {
    expect(nplYear(' ')).toBeNull();
    expect(nplYear(' 2019 ')).toBe(2019);
    expect(nplYear('19x9')).toBe('invalid');
    expect(nplYear('20190')).toBe('invalid');
  });
});

describe('nplUpdateBody', () => {
  it('sends only the fields that changed, a cleared field as blank, and nothing when none changed', () => {
    expect(nplUpdateBody(record, nplValues(record), 2019)).toBeNull();
    const values = { ...nplValues(record), source: '', year: '2020', authors: 'A. Author' };
    expect(nplUpdateBody(record, values, 2020)).toEqual({ source: '', year: 2020, authors: 'A. Author' });
  });
});

describe('nplErrors', () => {
  it('puts the server’s field messages under their fields and the rest above the form', () => {
    const error = new ApiError({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'The data given is not valid.',
      fields: { doi: ['A DOI looks like 10.1000/xyz123.'], owner: ['This field is not allowed.'] },
    });
    expect(nplErrors(error)).toEqual({
      fields: { doi: 'A DOI looks like 10.1000/xyz123.' },
      general: ['This field is not allowed.'],
    });
    expect(nplErrors(new Error('x'))).toEqual({ fields: {}, general: [] });
  });
});
