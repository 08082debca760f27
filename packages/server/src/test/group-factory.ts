import type { Database } from '../db/client';
import { groupMembers, groups } from '../db/schema';

/**
 * A group of the organisation with these members, straight into the tables: tests that need a group before the
 * groups feature's own calls exist (issue 16 builds them on another branch) make it here.
 */
export async function createGroup(
  db: Database,
  options: { organizationId: number; name: string; memberIds?: number[] },
): Promise<{ id: number; name: string }> {
  const [group] = await db
    .insert(groups)
    .values({ organizationId: options.organizationId, name: options.name })
    .returning({ id: groups.id, name: groups.name });
  if (!group) throw new Error('insert into groups returned no row');
  const members = options.memberIds ?? [];
  if (members.length > 0)
    await db.insert(groupMembers).values(members.map((userId) => ({ groupId: group.id, userId })));
  return group;
}
