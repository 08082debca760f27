import type { GroupView, Person } from '@app/shared';

/**
 * The groups whose name, or a member's name or e-mail, holds `query` (case-insensitive), in list order. The /groups
 * route carries the query in its path, so a filtered list can be linked to.
 */
export function filterGroups(
  groups: readonly GroupView[],
  people: ReadonlyMap<number, Person>,
  query: string,
): GroupView[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...groups];
  return groups.filter(
    (group) =>
      group.name.toLowerCase().includes(needle) ||
      group.member_ids.some((id) => {
        const person = people.get(id);
        return person !== undefined && (person.name.toLowerCase().includes(needle) || person.email.includes(needle));
      }),
  );
}

/** Whether `user` may change `group`: admins any, group managers those they manage. */
export function canChangeGroup(user: { id: number; is_admin: boolean; group_manager: boolean }, group: GroupView) {
  return user.is_admin || (user.group_manager && group.manager_ids.includes(user.id));
}
