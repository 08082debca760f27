import { describe, expect, it } from 'vitest';
import { SORTABLE_FIELDS } from '../preferences/display-options';
import { shareSortFields } from './share.schemas';

describe('shareSortFields', () => {
  it('offers every sort on a link showing every field', () => {
    expect(shareSortFields(null)).toEqual([...SORTABLE_FIELDS]);
  });
  it('offers relevance and publication date always, and the rest only with their field group', () => {
    expect(shareSortFields(['images'])).toEqual(['score', 'publicationdate']);
    expect(shareSortFields(['general'])).toEqual([
      'score',
      'publicationdate',
      'applicationdate',
      'earliestprioritydate',
      'expectedexpirydate',
    ]);
    expect(shareSortFields(['family_members', 'long_text'])).toEqual([
      'score',
      'publicationdate',
      'familysize',
      'claimscount',
    ]);
  });
});
