import { describe, expect, it } from 'vitest';
import { insertionText } from './insertionText';

describe('insertionText', () => {
  it('inserts as is where the text already stands apart', () => {
    expect(insertionText('', 0, 0, 'TI=')).toEqual({ text: 'TI=', cursor: 3 });
    expect(insertionText('solar ', 6, 6, 'AND ')).toEqual({ text: 'AND ', cursor: 4 });
    expect(insertionText('(x', 1, 1, 'TI=')).toEqual({ text: 'TI=', cursor: 3 });
  });

  it('keeps a space between the inserted text and the words around it', () => {
    expect(insertionText('solar', 5, 5, 'AND ')).toEqual({ text: ' AND ', cursor: 5 });
    expect(insertionText('solar cell', 6, 6, 'W/3 ')).toEqual({ text: 'W/3 ', cursor: 4 });
    expect(insertionText('solar cell', 5, 5, '#')).toEqual({ text: ' #', cursor: 2 });
    expect(insertionText('solar', 0, 0, 'PD>=')).toEqual({ text: 'PD>=', cursor: 4 });
  });

  it('does not double a space the document already has', () => {
    expect(insertionText('solar cell', 5, 5, 'AND ')).toEqual({ text: ' AND', cursor: 5 });
  });

  it('replaces a selection', () => {
    expect(insertionText('solar xyz cell', 6, 9, 'AND')).toEqual({ text: 'AND', cursor: 3 });
  });
});
