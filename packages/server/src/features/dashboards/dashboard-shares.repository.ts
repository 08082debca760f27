import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shareLinks } from '../../db/share-tables';
import type { ShareLinkRow } from '../shares/shares.repository';

// Dashboard and chart links live in share_links beside the other kinds (one key space, one revocation and expiry
// rule); these are the lookups only workspace links need: by workspace and by what they show.

/** The user's link to this dashboard or chart that is not revoked, newest first (it may have expired). */
export async function findWorkspaceShare(
  db: Database,
  values: { createdBy: number; kind: 'dashboard' | 'chart'; workspaceId: number; target: string },
): Promise<ShareLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.createdBy, values.createdBy),
        eq(shareLinks.kind, values.kind),
        eq(shareLinks.workspaceId, values.workspaceId),
        eq(shareLinks.target, values.target),
        isNull(shareLinks.revokedAt),
      ),
    )
    .orderBy(desc(shareLinks.id))
    .limit(1);
  return row;
}

/** A link of the workspace by its key. */
export async function getWorkspaceShareByKey(
  db: Database,
  workspaceId: number,
  key: string,
): Promise<ShareLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.workspaceId, workspaceId), eq(shareLinks.key, key)));
  return row;
}

export async function updateWorkspaceShare(
  db: Database,
  id: number,
  values: { displayName?: string | null; expiresAt?: Date | null; details?: Record<string, unknown> },
): Promise<ShareLinkRow> {
  const [row] = await db.update(shareLinks).set(values).where(eq(shareLinks.id, id)).returning();
  return row!;
}
