import { describe, expect, it } from 'vitest';
import { tableColumns } from './tableColumns';

const columns = [
  { name: 'title' as const, width: 500 },
  { name: 'publicationdate' as const, width: 160 },
  { name: 'score' as const, width: 175 },
];

describe('tableColumns', () => {
  it('adds a column with its SPEC width and removes it again', () => {
    const added = tableColumns.toggle(columns, 'assignees');
    expect(added.at(-1)).toEqual({ name: 'assignees', width: 280 });
    expect(tableColumns.toggle(added, 'assignees')).toEqual(columns);
  });

  it('moves columns and stops at the ends', () => {
    expect(tableColumns.move(columns, 'score', -1).map((c) => c.name)).toEqual(['title', 'score', 'publicationdate']);
    expect(tableColumns.move(columns, 'title', -1).map((c) => c.name)).toEqual(['title', 'publicationdate', 'score']);
    expect(tableColumns.moveTo(columns, 'title', 2).map((c) => c.name)).toEqual(['publicationdate', 'score', 'title']);
  });

  it('keeps widths between 60 and 1200 px', () => {
    expect(tableColumns.resize(columns, 'score', 10)[2]).toEqual({ name: 'score', width: 60 });
    expect(tableColumns.resize(columns, 'score', 5000)[2]).toEqual({ name: 'score', width: 1200 });
  });
});
