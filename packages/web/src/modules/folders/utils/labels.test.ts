import type { FolderLabel } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/ApiError';
import {
  isLabelColour,
  LABEL_SWATCHES,
  labelCreateBody,
  labelErrors,
  labelProblems,
  labelUpdateBody,
  nextLabelColour,
} from './labels';

const label: FolderLabel = { id: 3, folder_id: 1, name: 'Relevant', colour: '#1c7ed6', patent_count: 2 };

describe('labelProblems', () => {
  it('wants a name and a #rrggbb colour', () => {
    expect(labelProblems({ name: 'Prior art', colour: '#1C7ED6' })).toEqual({});
    expect(labelProblems({ name: '   ', colour: '#1c7ed6' })).toEqual({ name: 'required' });
    expect(labelProblems({ name: 'x', colour: '#1c7ed' })).toEqual({ colour: 'invalid' });
    expect(labelProblems({ name: '', colour: 'blue' })).toEqual({ name: 'required', colour: 'invalid' });
  });

  it('refuses short and alpha forms of a colour', () => {
    expect(isLabelColour('#abc')).toBe(false);
    expect(isLabelColour('#1c7ed6ff')).toBe(false);
    expect(isLabelColour('1c7ed6')).toBe(false);
    expect(isLabelColour(' #1c7ed6 ')).toBe(true);
  });
});

describe('label bodies', () => {
  it('trims the name and lowercases the colour', () => {
    expect(labelCreateBody({ name: ' Prior art ', colour: '#E03131' })).toEqual({
      name: 'Prior art',
      colour: '#e03131',
    });
  });

  it('sends only what changed, and nothing when nothing did', () => {
    expect(labelUpdateBody(label, { name: 'Relevant ', colour: '#1C7ED6' })).toBeNull();
    expect(labelUpdateBody(label, { name: 'Key', colour: '#1c7ed6' })).toEqual({ name: 'Key' });
    expect(labelUpdateBody(label, { name: 'Relevant', colour: '#2f9e44' })).toEqual({ colour: '#2f9e44' });
  });
});

describe('nextLabelColour', () => {
  it('takes the first offered colour not in use', () => {
    expect(nextLabelColour([])).toBe(LABEL_SWATCHES[0]);
    expect(nextLabelColour(['#1C7ED6', '#2f9e44'])).toBe(LABEL_SWATCHES[2]);
    expect(nextLabelColour([...LABEL_SWATCHES])).toBe(LABEL_SWATCHES[0]);
  });

  it('offers eight distinct colours the form accepts', () => {
    expect(new Set(LABEL_SWATCHES).size).toBe(8);
    expect(LABEL_SWATCHES.every(isLabelColour)).toBe(true);
  });
});

describe('labelErrors', () => {
  it('puts name and colour messages under their fields and keeps the rest', () => {
    const error = new ApiError({
      status: 422,
      code: 'VALIDATION_ERROR',
      message: 'Invalid',
      fields: { name: ['This folder already has a label with this name.'], colour: ['Bad.'], other: ['Odd.'] },
    });
    expect(labelErrors(error)).toEqual({
      fields: { name: 'This folder already has a label with this name.', colour: 'Bad.' },
      general: ['Odd.'],
    });
  });

  it('has nothing for errors that are not about fields', () => {
    expect(labelErrors(new Error('x'))).toEqual({ fields: {}, general: [] });
  });
});
