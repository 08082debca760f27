import {
  AppError,
  type HighlightingScheme,
  type HighlightingSchemeCreateBody,
  type HighlightingSchemeUpdateBody,
} from '@app/shared';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import {
  deleteScheme,
  getSchemeOfUser,
  type HighlightingSchemeRow,
  insertScheme,
  listSchemesByUser,
  updateScheme,
} from './highlighting-schemes.repository';

export function presentScheme(row: HighlightingSchemeRow): HighlightingScheme {
  return {
    id: row.id,
    name: row.name,
    groups: row.groups.map((group) => ({ terms: [...group.terms] })),
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

export async function listSchemes(ctx: AppContext, userId: number): Promise<HighlightingScheme[]> {
  return (await listSchemesByUser(ctx.db, userId)).map(presentScheme);
}

export async function createScheme(
  ctx: AppContext,
  userId: number,
  body: HighlightingSchemeCreateBody,
): Promise<HighlightingScheme> {
  try {
    return presentScheme(await insertScheme(ctx.db, userId, { name: body.name, groups: cleanGroups(body.groups) }));
  } catch (error) {
    throw isUniqueViolation(error) ? nameTaken() : error;
  }
}

export async function changeScheme(
  ctx: AppContext,
  userId: number,
  id: number,
  body: HighlightingSchemeUpdateBody,
): Promise<HighlightingScheme> {
  try {
    const row = await updateScheme(ctx.db, userId, id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.groups !== undefined ? { groups: cleanGroups(body.groups) } : {}),
      updatedAt: ctx.now(),
    });
    if (!row) throw schemeNotFound(id);
    return presentScheme(row);
  } catch (error) {
    throw isUniqueViolation(error) ? nameTaken() : error;
  }
}

/**
 * The term groups a search marks for `scheme`, which must be the user's own. A scheme that is gone (deleted in
 * another tab, say) is a field error on the payload, so the client can fall back to query terms only.
 */
export async function schemeTermGroups(ctx: AppContext, userId: number, scheme: number): Promise<string[][]> {
  const row = await getSchemeOfUser(ctx.db, userId, scheme);
  if (!row) {
    const message = `You have no highlighting scheme ${scheme}.`;
    throw new AppError('VALIDATION_FAILED', { message, fields: { 'highlighting.scheme': [message] } });
  }
  return row.groups.map((group) => [...group.terms]);
}

/** Deletes one of the user's schemes; another user's, or one that is gone, answers 404. */
export async function removeScheme(ctx: AppContext, userId: number, id: number): Promise<void> {
  if (!(await deleteScheme(ctx.db, userId, id))) throw schemeNotFound(id);
}
