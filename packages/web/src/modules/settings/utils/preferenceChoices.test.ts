import { describe, expect, it } from 'vitest';
import { columnNamesOf, tableLayoutFor } from './preferenceChoices';

describe('tableLayoutFor', () => {
  it('keeps the width of a column still chosen and gives a new one its default width', () => {
    const current = [
      { name: 'title', width: 420 },
      { name: 'score', width: 90 },
    ];
    expect(tableLayoutFor(['title', 'publicationdate'], current)).toEqual([
      { name: 'title', width: 420 },
      { name: 'publicationdate', width: 160 },
    ]);
    expect(columnNamesOf(current)).toEqual(['title', 'score']);
  });
});
