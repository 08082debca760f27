import { describe, expect, it } from 'vitest';
import { filterActivity, newestFirst } from './activityEntries';

const event = (id: number, created_at: string, message: string, name: string) => ({
  id,
  action: 'folder.update',
  message,
  created_at,
  user: { id: id * 10, email: `${name.toLowerCase()}@example.com`, name },
});

const entries = [
  event(1, '2025-01-01T10:00:00Z', 'Created the folder “Batteries”.', 'Ada'),
  event(3, '2025-03-01T10:00:00Z', 'Added 3 patents.', 'Alan'),
  event(2, '2025-03-01T10:00:00Z', 'Renamed the folder.', 'Grace'),
];

describe('newestFirst', () => {
  it('sorts by time, then by id, without touching the input', () => {
    expect(newestFirst(entries).map((e) => e.id)).toEqual([3, 2, 1]);
    expect(entries.map((e) => e.id)).toEqual([1, 3, 2]);
  });

  it('puts times that do not parse last', () => {
    expect(newestFirst([event(9, 'soon', 'x', 'X'), ...entries]).map((e) => e.id)).toEqual([3, 2, 1, 9]);
  });
});

describe('filterActivity', () => {
  it('matches message or user name, ignoring case and outer spaces', () => {
    expect(filterActivity(entries, '  FOLDER ').map((e) => e.id)).toEqual([1, 2]);
    expect(filterActivity(entries, 'grace').map((e) => e.id)).toEqual([2]);
    expect(filterActivity(entries, 'nothing like this')).toEqual([]);
  });

  it('keeps every event for blank text', () => {
    expect(filterActivity(entries, ' ')).toEqual(entries);
  });
});
