import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { groupManagers, groupMembers, groups, users, userTypes } from '../../db/schema';

/** The organisation's users, active or deactivated, by name. */
export async function listPeople(db: Database, organizationId: number, deactivated: boolean) {
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        deactivated ? isNotNull(users.deactivatedAt) : isNull(users.deactivatedAt),
      ),
    )
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id));
}

/** The organisation's groups (or the one named) with their members' and managers' ids. */
export async function listGroupsWithMembers(db: Database, organizationId: number, groupId?: number) {
  return db
    .select({
      id: groups.id,
      name: groups.name,
      isDefault: groups.isDefault,
      memberIds: sql<number[]>`coalesce((select array_agg(gm.user_id order by gm.user_id) from ${groupMembers} gm
        where gm.group_id = ${groups.id}), '{}')`,
      managerIds: sql<number[]>`coalesce((select array_agg(gr.user_id order by gr.user_id) from ${groupManagers} gr
        where gr.group_id = ${groups.id}), '{}')`,
    })
    .from(groups)
    .where(and(eq(groups.organizationId, organizationId), groupId === undefined ? undefined : eq(groups.id, groupId)))
    .orderBy(asc(sql`lower(${groups.name})`), asc(groups.id));
}

export async function listUserTypes(db: Database, organizationId: number) {
  return db
    .select({ id: userTypes.id, name: userTypes.name })
    .from(userTypes)
    .where(eq(userTypes.organizationId, organizationId))
    .orderBy(asc(userTypes.name), asc(userTypes.id));
}
