import { describe, expect, it } from 'vitest';
import { permissionsProblems } from './permissionsErrors';

const sent = {
  users: [
    { id: 1, email: 'ada@example.com', name: 'Ada Lovelace', level: 'read' as const },
    { id: 2, email: 'alan@example.com', name: 'Alan Turing', level: 'write' as const },
  ],
  groups: [{ id: 7, name: 'Research', level: 'admin' as const }],
};

describe('permissionsProblems', () => {
  it('names the row a field error is about', () => {
    expect(
      permissionsProblems(
        { 'users.1.id': ['There is no such active user in your organisation.'], 'groups.0.level': ['Bad level.'] },
        sent,
      ),
    ).toEqual([
      { key: 'users.1.id', name: 'Alan Turing', messages: ['There is no such active user in your organisation.'] },
      { key: 'groups.0.level', name: 'Research', messages: ['Bad level.'] },
    ]);
  });

  it('keeps errors about a whole list, or a row that was not sent, without a name', () => {
    expect(permissionsProblems({ users: ['Give each user once.'], 'users.5.id': ['Gone.'] }, sent)).toEqual([
      { key: 'users', name: null, messages: ['Give each user once.'] },
      { key: 'users.5.id', name: null, messages: ['Gone.'] },
    ]);
  });
});
