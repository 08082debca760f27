import { describe, expect, it } from 'vitest';
import { parseUsersRoute, usersPath } from './usersRoute';

describe('the /users/{query} address', () => {
  it('reads the view from the path and the search from ?q=', () => {
    expect(parseUsersRoute(undefined, new URLSearchParams())).toEqual({ view: 'all', text: '' });
    expect(parseUsersRoute('read_only', new URLSearchParams('q=ada%20l'))).toEqual({
      view: 'read_only',
      text: 'ada l',
    });
    expect(parseUsersRoute('deactivated', new URLSearchParams())).toEqual({ view: 'deactivated', text: '' });
    expect(parseUsersRoute('everyone', new URLSearchParams())).toBeNull();
  });

  it('writes the view and a trimmed search back, leaving out what is default', () => {
    expect(usersPath({ view: 'all', text: '' })).toBe('/users');
    expect(usersPath({ view: 'admins', text: '  grace  ' })).toBe('/users/admins?q=grace');
    expect(usersPath({ view: 'end_users', text: 'a&b' })).toBe('/users/end_users?q=a%26b');
  });
});
