// The patents a watched set names, in canonical ucids: a folder's (when the user may read it), a selection, or
// numbers pasted as text. A pasted number without its kind code (`EP1000000`) stands for every publication of that
// number the index holds (`EP-1000000-A1`, `EP-1000000-B1`); one the index does not hold cannot be resolved.

import { MAX_ROWS } from '@app/engine';
import {
  AppError,
  normalizeUcid,
  parsePublicationNumber,
  WATCHED_PATENTS_MAX,
  type WatchedPatentsSource,
} from '@app/shared';
import type { AppContext } from '../../context';
import { folderAccess } from '../folder-access/folder-access';
import { listFolderUcids } from '../folder-access/folder-patents.repository';
import type { UserRecord } from '../users/users.repository';

/**
 * Pasted text into its numbers: one per line, or separated by semicolons or commas. A comma before a digit is a
 * thousands separator inside a number (`US 7,057,742 B2`), not between two.
 */
export function pastedNumbers(text: string): string[] {
  return text
    .split(/[\r\n;]+|,(?!\s*\d)/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** `country + serial` of a number written without its kind, or null when it is no such number. */
function kindlessNumber(text: string): string | null {
  const parts = parsePublicationNumber(text);
  if (parts === null || parts.country === '' || parts.kind !== '' || !/\d/.test(parts.serial)) return null;
  return parts.country + parts.serial;
}

/** Every ucid of the index with one of these kindless numbers, by number. */
async function publicationsOf(ctx: AppContext, numbers: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (let start = 0; start < numbers.length; start += 500) {
    const batch = numbers.slice(start, start + 500);
    const result = await ctx.patents.search({
      query: `PN=(${batch.join(' OR ')})`,
      rows: MAX_ROWS,
      fl: ['ucid'],
    });
    for (const hit of result.hits) {
      const parts = parsePublicationNumber(hit.ucid.replaceAll('-', ''));
      const number = parts === null ? '' : parts.country + parts.serial;
      if (batch.includes(number)) found.set(number, [...(found.get(number) ?? []), hit.ucid]);
    }
  }
  return found;
}

function refuse(field: 'ucids' | 'text', bad: readonly string[]): AppError {
  const shown = bad.slice(0, 20).map((b) => `"${b}"`);
  const more = bad.length > shown.length ? ` and ${bad.length - shown.length} more` : '';
  const message =
    bad.length === 1
      ? `${shown[0]} is not a publication number we know (give it as EP3164662A1, EP-3164662-A1 or EP 3164662 A1).`
      : `${shown.join(', ')}${more} are not publication numbers we know (give them as EP3164662A1, EP-3164662-A1 or EP 3164662 A1).`;
  return new AppError('VALIDATION_FAILED', { message, fields: { [field]: [message] } });
}

/** Numbers as given into ucids, in the order given, each once; 422 naming every one that names no publication. */
async function resolveNumbers(ctx: AppContext, given: readonly string[], field: 'ucids' | 'text'): Promise<string[]> {
  const resolved: (string | string[] | null)[] = given.map((text) => normalizeUcid(text));
  const kindless = given.map((text, i) => (resolved[i] === null ? kindlessNumber(text) : null));
  const wanted = [...new Set(kindless.filter((n): n is string => n !== null))];
  const found = wanted.length > 0 ? await publicationsOf(ctx, wanted) : new Map<string, string[]>();
  kindless.forEach((number, i) => {
    if (number !== null) resolved[i] = found.get(number)?.sort() ?? null;
  });
  const bad = given.filter((_, i) => resolved[i] === null);
  if (bad.length > 0) throw refuse(field, bad);
  return [...new Set(resolved.flat() as string[])];
}

/**
 * The canonical ucids a watched set names. A folder must be one the user may read (404 otherwise, as the folder
 * screens answer); a selection or pasted text must name publications (422 naming each that does not).
 */
export async function resolveWatchedUcids(
  ctx: AppContext,
  user: UserRecord,
  source: WatchedPatentsSource,
): Promise<string[]> {
  if ('folderId' in source) {
    await folderAccess(ctx.db, user, source.folderId, 'read');
    return listFolderUcids(ctx.db, source.folderId);
  }
  if ('ucids' in source) return resolveNumbers(ctx, source.ucids, 'ucids');
  const numbers = pastedNumbers(source.text);
  if (numbers.length === 0 || numbers.length > WATCHED_PATENTS_MAX) {
    const message =
      numbers.length === 0
        ? 'Paste at least one publication number.'
        : `Paste at most ${WATCHED_PATENTS_MAX} publication numbers (${numbers.length} given).`;
    throw new AppError('VALIDATION_FAILED', { message, fields: { text: [message] } });
  }
  return resolveNumbers(ctx, numbers, 'text');
}
