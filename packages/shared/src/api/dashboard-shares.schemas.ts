import { z } from 'zod';
import { MAX_ID } from '../constants';
import { ShareKeySchema, ShareLinkSchema } from './share.schemas';

// Public links to a dashboard or one chart of an analysis workspace (issue 20; SPEC §7 "Chart share", "Dashboard
// share", GET /workspaces/{type}/share/load/{key}, GET /shared_workspace/{id}/{share}). They are share links like
// the others (revocable, optionally expiring, 404 unknown, 410 revoked or expired); a visitor reads, never writes.

export const WORKSPACE_SHARE_TYPES = ['dashboard', 'chart'] as const;
export type WorkspaceShareType = (typeof WORKSPACE_SHARE_TYPES)[number];

const Id = z.coerce.number().int().min(1).max(MAX_ID);

/** What a dashboard or chart link was made with (SPEC §3: share details stored per share key). */
export const WorkspaceShareDetailsSchema = z.object({
  type: z.enum(WORKSPACE_SHARE_TYPES),
  workspace_id: z.number().int(),
  dashboard_id: z.number().int(),
  /** The chart a chart link shows; null for a dashboard link. */
  chart_id: z.number().int().nullable(),
  /** How many of the workspace's queries the charts show (the sharer's view when sharing). */
  query_count: z.number().int(),
  display_name: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type WorkspaceShareDetails = z.infer<typeof WorkspaceShareDetailsSchema>;

/** A dashboard or chart link as its sharer sees it (a share link of a workspace kind; `url` is `/share/{kind}/{key}`). */
export const WorkspaceShareSchema = ShareLinkSchema.extend({
  kind: z.enum(WORKSPACE_SHARE_TYPES),
  details: WorkspaceShareDetailsSchema,
});
export type WorkspaceShare = z.infer<typeof WorkspaceShareSchema>;
export const WorkspaceShareAnswerSchema = z.object({ data: WorkspaceShareSchema });

export const ChartShareParamsSchema = z.object({ id: Id, section: z.string().min(1).max(100), chartId: Id });
export const DashboardShareParamsSchema = z.object({
  id: Id,
  queryCount: z.coerce.number().int().min(0).max(100),
  clientUUID: z.string().regex(/^[0-9a-zA-Z-]{1,64}$/, 'This is not a client UUID.'),
});
/** Which dashboard to share; the caller's active dashboard (SPEC §4) when absent. */
export const DashboardShareQuerySchema = z.object({ dashboard_id: Id.optional() });
export const WorkspaceShareKeyParamsSchema = z.object({ id: Id, key: ShareKeySchema });

/** `PATCH .../update_share`: what a link shows under, and until when; null clears. */
export const WorkspaceShareUpdateSchema = z.strictObject({
  key: ShareKeySchema,
  display_name: z.string().trim().max(120, 'At most 120 characters.').nullable().optional(),
  expires_at: z.iso.datetime({ offset: true, error: 'Give the expiry as an ISO date and time.' }).nullable().optional(),
  query_count: z.number().int().min(0).max(100).optional(),
});
export type WorkspaceShareUpdateParsed = z.output<typeof WorkspaceShareUpdateSchema>;

/** `GET /workspaces/{type}/share/load/{key}` (public): the workspace a link opens, and what it was shared with. */
export const WorkspaceShareLoadParamsSchema = z.object({ type: z.string().max(40), key: ShareKeySchema });
export const WorkspaceShareLoadAnswerSchema = z.object({
  valid_workspace_id: z.number().int(),
  share_details: WorkspaceShareDetailsSchema,
});

/** `GET /shared_workspace/{id}/{share}` (public): the share's key is `{share}`. */
export const SharedWorkspaceParamsSchema = z.object({ id: Id, share: ShareKeySchema });

/** `POST /shared_workspace/{id}/{share}/aggregate` (public): counts for the shared charts' sections. */
export const SharedWorkspaceAggregateSchema = z.strictObject({
  sections: z.array(z.string().max(100)).min(1, 'Choose at least one section.').max(40),
  /** One of the workspace's queries; its first when absent. */
  query_id: z.number().int().min(1).max(MAX_ID).optional(),
  grouping: z.enum(['publications', 'applications', 'simplefamily', 'extendedfamily']).optional(),
});
export type SharedWorkspaceAggregateParsed = z.output<typeof SharedWorkspaceAggregateSchema>;
