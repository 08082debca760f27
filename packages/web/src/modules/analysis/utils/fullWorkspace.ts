import { ChartSchema, DashboardSchema, WorkspaceSchema } from '@app/shared';
import { z } from 'zod';

/**
 * The workspace as `GET /api/workspaces/{id}` answers it once dashboards and charts exist: whole dashboards and
 * charts rather than ids. Read leniently (defaults to empty) so an answer without them still shows the queries.
 */
export const FullWorkspaceSchema = WorkspaceSchema.extend({
  dashboards: z.array(DashboardSchema).catch([]),
  charts: z.array(ChartSchema).catch([]),
});
export type FullWorkspace = z.infer<typeof FullWorkspaceSchema>;
export const FullWorkspaceAnswerSchema = z.object({ data: FullWorkspaceSchema });

/** The same without leniency: whether a payload carries dashboards and charts whole. */
export const StrictFullWorkspaceSchema = WorkspaceSchema.extend({
  dashboards: z.array(DashboardSchema),
  charts: z.array(ChartSchema),
});
