import { randomBytes } from 'node:crypto';
import { AppError, can, DEFAULT_GROUPING, type ShareCreateParsed, type ShareKind, type ShareLink } from '@app/shared';
import type { AppContext } from '../../context';
import { runOfUser } from '../alerts/alert-runs.service';
import { folderAccess } from '../folder-access/folder-access';
import { drawingsView } from '../search/image-keys';
import { getSearchByIndex } from '../search/searches.repository';
import type { UserRecord } from '../users/users.repository';
import { freezeQuery } from './freeze-query';
import { presentShareLink } from './shares.presenter';
import {
  getShareLinkById,
  insertShareLink,
  listShareLinksOfUser,
  revokeShareLink,
  type ShareLinkRow,
} from './shares.repository';

/** 192 random bits, base64url: 32 characters no one guesses. */
export function newShareKey(): string {
  return randomBytes(24).toString('base64url');
}

const NO_FILTERS = { filtersToApply: {}, filtersToExclude: {} };

function clip(text: string, max = 300): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** What a link opens, checked against what the sharer may read now. */
type Target = {
  target: string;
  label: string;
  frozenQuery: string | null;
  filters: ShareLinkRow['filters'];
  grouping: string;
};

async function resolveTarget(
  ctx: AppContext,
  user: UserRecord,
  kind: ShareKind,
  ref: string,
  body: ShareCreateParsed,
): Promise<Target> {
  switch (kind) {
    case 'search': {
      const index = Number(ref);
      const row = await getSearchByIndex(ctx.db, user.id, index);
      if (!row) throw new AppError('SEARCH_NOT_FOUND', { message: `You have no search #${index}.` });
      const frozen = await freezeQuery(ctx.db, user.id, row.query);
      return {
        target: String(index),
        label: clip(frozen),
        frozenQuery: frozen,
        filters: body.filters ?? NO_FILTERS,
        grouping: body.grouping ?? DEFAULT_GROUPING,
      };
    }
    case 'folder': {
      const { folder } = await folderAccess(ctx.db, user, Number(ref), 'read');
      const grouping = body.grouping ?? DEFAULT_GROUPING;
      const filters = body.filters ?? NO_FILTERS;
      return { target: String(folder.id), label: folder.name, frozenQuery: null, filters, grouping };
    }
    case 'patent': {
      const document = await drawingsView(ctx.patents, ref);
      if (!document) throw new AppError('PATENT_NOT_FOUND', { message: `There is no document ${ref}.` });
      const ucid = String(document.ucid);
      return { target: ucid, label: ucid, frozenQuery: null, filters: NO_FILTERS, grouping: 'none' };
    }
    case 'alert_run': {
      const { run, alert } = await runOfUser(ctx, user, ref);
      const day = run.periodEnd.toISOString().slice(0, 10);
      return {
        target: run.key,
        label: `${alert.name} (${day})`,
        frozenQuery: null,
        filters: body.filters ?? NO_FILTERS,
        grouping: body.grouping ?? alert.grouping,
      };
    }
  }
}

/**
 * Makes a public link to something the user may read (SPEC §6: share links are public). Read-only users may not:
 * a link publishes data outside the organisation, which is a change, and read-only users make none.
 */
export async function createShare(
  ctx: AppContext,
  user: UserRecord,
  kind: ShareKind,
  ref: string,
  body: ShareCreateParsed,
): Promise<ShareLink> {
  const now = ctx.now();
  const flags = {
    is_admin: user.isAdmin,
    group_manager: user.groupManager,
    is_end_user: user.isEndUser,
    is_read_only: user.isReadOnly,
  };
  if (!can.writeData(flags)) throw new AppError('FORBIDDEN', { message: 'Read-only users cannot share links.' });
  const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime())
    throw new AppError('VALIDATION_FAILED', {
      message: 'The expiry must be in the future.',
      fields: { expires_at: ['The expiry must be in the future.'] },
    });
  const target = await resolveTarget(ctx, user, kind, ref, body);
  const row = await insertShareLink(ctx.db, {
    organizationId: user.organizationId,
    createdBy: user.id,
    kind,
    ...target,
    key: newShareKey(),
    displayName: body.display_name?.trim() || null,
    fields: body.fields ?? null,
    expiresAt,
    createdAt: now,
  });
  return presentShareLink(row, now);
}

export async function listShares(ctx: AppContext, user: UserRecord): Promise<{ data: ShareLink[] }> {
  const now = ctx.now();
  return { data: (await listShareLinksOfUser(ctx.db, user.id)).map((row) => presentShareLink(row, now)) };
}

/**
 * Revokes a link: its sharer may, and so may an administrator of its organisation (who answers for what the
 * organisation publishes). A colleague gets 403; anyone outside the organisation a 404, as for a link that never was.
 */
export async function revokeShare(ctx: AppContext, user: UserRecord, id: number): Promise<ShareLink> {
  const row = await getShareLinkById(ctx.db, id);
  const sameOrganisation =
    row !== undefined && row.organizationId !== null && row.organizationId === user.organizationId;
  // A dashboard's or chart's link is revoked through its workspace (Write there), not here.
  if (!row || row.workspaceId !== null || (row.createdBy !== user.id && !sameOrganisation))
    throw new AppError('SHARE_NOT_FOUND');
  if (row.createdBy !== user.id && !user.isAdmin)
    throw new AppError('FORBIDDEN', { message: 'Only whoever made this link, or an administrator, may revoke it.' });
  const revoked = await revokeShareLink(ctx.db, id, ctx.now());
  return presentShareLink(revoked!, ctx.now());
}
