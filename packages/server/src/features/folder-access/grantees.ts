import { AppError } from '@app/shared';
import type { Database } from '../../db/client';
import { groupsOfOrganization, usersOfOrganization } from './folders.repository';

/** A permission body: users and groups, each once, each with a level. */
type Grantees = { users: readonly { id: number }[]; groups: readonly { id: number }[] };

/**
 * Checks the users and groups a folder or workspace is shared with: each an active user or a group of the
 * organisation, given once, and never the owner (who always has the highest level and is not listed). Throws 422
 * naming every wrong entry at its place.
 */
export async function checkGrantees(
  db: Database,
  organizationId: number,
  body: Grantees,
  owner: { id: number | null; message: string },
): Promise<void> {
  const fields: Record<string, string[]> = {};
  const known = new Set(
    await usersOfOrganization(
      db,
      organizationId,
      body.users.map((u) => u.id),
    ),
  );
  body.users.forEach((u, i) => {
    if (!known.has(u.id)) fields[`users.${i}.id`] = ['There is no such active user in your organisation.'];
    else if (u.id === owner.id) fields[`users.${i}.id`] = [owner.message];
  });
  const groupIds = new Set(
    await groupsOfOrganization(
      db,
      organizationId,
      body.groups.map((g) => g.id),
    ),
  );
  body.groups.forEach((g, i) => {
    if (!groupIds.has(g.id)) fields[`groups.${i}.id`] = ['There is no such group in your organisation.'];
  });
  const dupes = (ids: number[]) => ids.some((v, i) => ids.indexOf(v) !== i);
  if (dupes(body.users.map((u) => u.id))) fields.users = ['Give each user once.'];
  if (dupes(body.groups.map((g) => g.id))) fields.groups = ['Give each group once.'];
  if (Object.keys(fields).length > 0)
    throw new AppError('VALIDATION_FAILED', { message: Object.values(fields)[0]![0]!, fields });
}
