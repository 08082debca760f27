import { describe, expect, it } from 'vitest';
import { activityKind, filterEvents } from './activityKind';

describe('activityKind', () => {
  it('reads the area of the action code', () => {
    expect(activityKind('search.create', null)).toBe('search');
    expect(activityKind('patent.view', null)).toBe('patent');
    expect(activityKind('patent_list.clear', null)).toBe('list');
    expect(activityKind('something', null)).toBe('other');
  });

  it('files every event about a folder under the folder', () => {
    expect(activityKind('patents.remove', 4)).toBe('folder');
    expect(activityKind('label.delete', 4)).toBe('folder');
  });
});

describe('filterEvents', () => {
  const events = [
    { message: 'Searched #1: TAC=(battery)', client_reference: 'ACME-1' },
    { message: 'Created folder Prior art', client_reference: null },
  ];
  it('matches the message or the tracking reference, ignoring case', () => {
    expect(filterEvents(events, 'BATTERY')).toEqual([events[0]]);
    expect(filterEvents(events, 'acme')).toEqual([events[0]]);
    expect(filterEvents(events, ' ')).toEqual(events);
  });
});
