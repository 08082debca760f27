import { AppError, DEFAULT_FOLDER_LIMIT, DEFAULT_FOLDER_WARNING } from '@app/shared';
import type { AppContext } from '../../context';
import type { UserRecord } from '../users/users.repository';
import { folderAccess } from './folder-access';
import { countFolderPatents } from './folder-patents.repository';
import { getFolderLimits } from './folders.repository';

// How many patents a folder may hold: every add (one by one, moves, the bulk job) and the folder screens ask here.

/** The organisation's limit of patents per folder and its warning threshold (SPEC §9: they come from the server). */
export async function folderLimits(ctx: AppContext, organizationId: number | null) {
  const own = organizationId === null ? undefined : await getFolderLimits(ctx.db, organizationId);
  const limit = own?.folderLimit ?? DEFAULT_FOLDER_LIMIT;
  return { limit, warning: Math.min(own?.folderWarning ?? DEFAULT_FOLDER_WARNING, limit) };
}

export async function folderLimitState(ctx: AppContext, user: UserRecord, id: number) {
  const { folder } = await folderAccess(ctx.db, user, id, 'read');
  const { limit, warning } = await folderLimits(ctx, folder.organizationId);
  const count = await countFolderPatents(ctx.db, id);
  return { limit_reached: count >= limit, warning_reached: count >= warning, count, limit, warning };
}

/** The refusal of an add that would take a folder holding `before` patents past `limit` with `adding` new ones. */
export function limitRefusal(before: number, adding: number, limit: number): AppError {
  return new AppError('FOLDER_LIMIT_REACHED', {
    message:
      `This folder holds ${before.toLocaleString('en')} patents and can hold at most ${limit.toLocaleString('en')}: ` +
      `adding ${adding.toLocaleString('en')} new ones would pass the limit. Remove some, or add fewer.`,
  });
}

/** The warning an add answers with once the folder reaches the warning threshold, else null. */
export function limitWarning(count: number, limits: { limit: number; warning: number }): string | null {
  return count >= limits.warning
    ? `This folder now holds ${count.toLocaleString('en')} of at most ${limits.limit.toLocaleString('en')} patents.`
    : null;
}
