import {
  type GroupingMethod,
  type PublicShareInfo,
  type ShareFieldGroup,
  type ShareKind,
  type ShareLink,
  sharePath,
} from '@app/shared';
import type { ShareLinkRow } from './shares.repository';

/** Active until revoked or past its expiry, whichever comes first. */
export function shareState(row: ShareLinkRow, now: Date): ShareLink['state'] {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** A link as its sharer sees it, with the SPA path a visitor opens. */
export function presentShareLink(row: ShareLinkRow, now: Date): ShareLink {
  const kind = row.kind as ShareKind;
  return {
    id: row.id,
    kind,
    target: row.target,
    label: row.label,
    display_name: row.displayName,
    fields: (row.fields as ShareFieldGroup[] | null) ?? null,
    grouping: row.grouping as GroupingMethod,
    key: row.key,
    url: sharePath(kind, row.key, row.target),
    views: row.views,
    state: shareState(row, now),
    expires_at: row.expiresAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** What a visitor learns of a link: what it opens and how, never who made it beyond the chosen display name. */
export function presentPublicShare(row: ShareLinkRow): PublicShareInfo {
  return {
    kind: row.kind as ShareKind,
    display_name: row.displayName,
    title: row.label,
    ucid: row.kind === 'patent' ? row.target : null,
    fields: (row.fields as ShareFieldGroup[] | null) ?? null,
    grouping: row.grouping as GroupingMethod,
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}
