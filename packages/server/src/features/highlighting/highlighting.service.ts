import {
  AppError,
  type HighlightingScheme,
  type HighlightingSchemeCreateBody,
  type HighlightingSchemeUpdateBody,
} from '@app/shared';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import type { UserRecord } from '../users/users.repository';
import {
  deleteScheme,
  getSchemeVisibleTo,
  type HighlightingSchemeRecord,
  insertScheme,
  listSchemesVisibleTo,
  type SchemeViewer,
  updateScheme,
} from './highlighting-schemes.repository';

/** A scheme as `viewer` sees it: whether it is theirs, and who made it. */
export function presentScheme(
  row: HighlightingSchemeRecord & { ownerName: string },
  viewer: SchemeViewer,
): HighlightingScheme {
  return {
    id: row.id,
    name: row.name,
    groups: row.groups.map((group) => ({ terms: [...group.terms] })),
    shared: row.sharedWithOrganization,
    own: row.userId === viewer.id,
    owner_name: row.ownerName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function nameTaken(): AppError {
  return new AppError('VALIDATION_FAILED', {
    message: 'You already have a highlighting scheme with this name.',
    fields: { name: ['You already have a highlighting scheme with this name.'] },
  });
}

export function schemeNotFound(id: number): AppError {
  return new AppError('NOT_FOUND', { message: `You have no highlighting scheme ${id}.` });
}

/**
 * Refuses a change to a scheme the user does not own: 403 for one shared with them (they see it, so saying so leaks
 * nothing), 404 for any other.
 */
async function notOwned(ctx: AppContext, viewer: SchemeViewer, id: number): Promise<AppError> {
  const seen = await getSchemeVisibleTo(ctx.db, viewer, id);
  if (!seen) return schemeNotFound(id);
  return new AppError('FORBIDDEN', {
    message: `“${seen.name}” is shared by ${seen.ownerName}: only they can change it. Make a copy of your own instead.`,
  });
}

/** The viewer's own name, for schemes they just made or changed. */
function ownerNameOf(user: UserRecord): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** Terms as they will be matched: trimmed, each group without repeats (the first spelling kept). */
function cleanGroups(groups: { terms: string[] }[]): { terms: string[] }[] {
  return groups.map((group) => {
    const seen = new Set<string>();
    const terms = group.terms.filter((term) => {
      const key = term.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return { terms };
  });
}

/** The user's own schemes and those shared in their organisation, by name. */
export async function listSchemes(ctx: AppContext, user: UserRecord): Promise<HighlightingScheme[]> {
  return (await listSchemesVisibleTo(ctx.db, user)).map((row) => presentScheme(row, user));
}

export async function createScheme(
  ctx: AppContext,
  user: UserRecord,
  body: HighlightingSchemeCreateBody,
): Promise<HighlightingScheme> {
  try {
    const row = await insertScheme(ctx.db, user.id, {
      name: body.name,
      groups: cleanGroups(body.groups),
      shared: body.shared ?? false,
    });
    return presentScheme({ ...row, ownerName: ownerNameOf(user) }, user);
  } catch (error) {
    throw isUniqueViolation(error) ? nameTaken() : error;
  }
}

export async function changeScheme(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  body: HighlightingSchemeUpdateBody,
): Promise<HighlightingScheme> {
  try {
    const row = await updateScheme(ctx.db, user.id, id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.groups !== undefined ? { groups: cleanGroups(body.groups) } : {}),
      ...(body.shared !== undefined ? { shared: body.shared } : {}),
      updatedAt: ctx.now(),
    });
    if (!row) throw await notOwned(ctx, user, id);
    return presentScheme({ ...row, ownerName: ownerNameOf(user) }, user);
  } catch (error) {
    throw isUniqueViolation(error) ? nameTaken() : error;
  }
}

/**
 * The term groups a search marks for `scheme`, the user's own or one shared in their organisation. A scheme that is
 * gone (deleted in another tab, say) is a field error on the payload, so the client can fall back to query terms only.
 */
export async function schemeTermGroups(ctx: AppContext, viewer: SchemeViewer, scheme: number): Promise<string[][]> {
  const row = await getSchemeVisibleTo(ctx.db, viewer, scheme);
  if (!row) {
    const message = `You have no highlighting scheme ${scheme}.`;
    throw new AppError('VALIDATION_FAILED', { message, fields: { 'highlighting.scheme': [message] } });
  }
  return row.groups.map((group) => [...group.terms]);
}

/** Deletes one of the user's schemes; a scheme shared with them answers 403, any other 404. */
export async function removeScheme(ctx: AppContext, user: UserRecord, id: number): Promise<void> {
  if (!(await deleteScheme(ctx.db, user.id, id))) throw await notOwned(ctx, user, id);
}
