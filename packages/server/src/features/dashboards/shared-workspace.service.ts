import {
  type AnalysisAggregateResponse,
  type AnalysisGrouping,
  AppError,
  type SharedWorkspaceAggregateParsed,
  type Workspace,
  type WorkspaceShareDetails,
  type WorkspaceShareType,
} from '@app/shared';
import type { AppContext } from '../../context';
import { aggregateSections } from '../analysis/analysis-aggregate.service';
import { openLink } from '../shares/public-share.service';
import type { ShareLinkRow } from '../shares/shares.repository';
import { countShareLinkView } from '../shares/shares.repository';
import type { UserRecord } from '../users/users.repository';
import { getWorkspaceForViewer, type WorkspaceRow } from '../workspaces/workspaces.repository';
import { present } from '../workspaces/workspaces.service';
import { shareDetails } from './dashboard-shares.service';

// What a visitor of a dashboard or chart link may do, without signing in: open the workspace read-only with only
// the shared dashboard (or chart) in it, and count the charts' sections. The link runs as its sharer: once they may
// no longer read the workspace, or the dashboard or chart is gone, the link answers 410 as a revoked one does.

/** An open link of a workspace, with its sharer and the workspace as the sharer sees it. */
export type OpenWorkspaceLink = {
  link: ShareLinkRow;
  sharer: UserRecord;
  workspace: WorkspaceRow;
  details: WorkspaceShareDetails;
};

const GROUPING_OF: Readonly<Record<string, AnalysisGrouping>> = {
  none: 'publications',
  applicationnumber: 'applications',
  simplefamily: 'simplefamily',
  extendedfamily: 'extendedfamily',
};

function expired(): AppError {
  return new AppError('SHARE_EXPIRED');
}

/** A dashboard or chart link by its key: 404 unknown or another kind, 410 revoked, expired or no longer shared. */
export async function openWorkspaceLink(
  ctx: AppContext,
  key: string,
  kind?: WorkspaceShareType,
): Promise<OpenWorkspaceLink> {
  const { link, sharer } = await openLink(ctx, key);
  if ((link.kind !== 'dashboard' && link.kind !== 'chart') || link.workspaceId === null) {
    throw new AppError('SHARE_NOT_FOUND');
  }
  if (kind !== undefined && link.kind !== kind) throw new AppError('SHARE_NOT_FOUND');
  const workspace = await getWorkspaceForViewer(ctx.db, sharer, link.workspaceId);
  if (!workspace || workspace.level <= 0) throw expired();
  return { link, sharer, workspace, details: shareDetails(link) };
}

/**
 * `GET /shared_workspace/{id}/{share}`: the workspace as a visitor sees it (Read, SPEC §6), with the shared
 * dashboard alone on it (a chart link: that chart alone), naming nobody. Each call counts as a view.
 */
export async function sharedWorkspace(ctx: AppContext, id: number, key: string): Promise<Workspace> {
  const { workspace, open } = await visitorView(ctx, id, key);
  await countShareLinkView(ctx.db, open.link.id);
  return workspace;
}

async function visitorView(
  ctx: AppContext,
  id: number,
  key: string,
): Promise<{ workspace: Workspace; open: OpenWorkspaceLink }> {
  const open = await openWorkspaceLink(ctx, key);
  if (open.workspace.id !== id) throw new AppError('SHARE_NOT_FOUND');
  const whole = await present(ctx, open.sharer, id);
  const dashboard = whole.dashboards.find((d) => d.id === open.details.dashboard_id);
  const chartId = open.details.chart_id;
  if (!dashboard || (chartId !== null && !whole.charts.some((c) => c.id === chartId))) throw expired();
  const charts = whole.charts.filter((c) => c.dashboard_id === dashboard.id && (chartId === null || c.id === chartId));
  const shown = new Set(charts.map((c) => c.id));
  const workspace: Workspace = {
    ...whole,
    owner: null,
    users: [],
    groups: [],
    label_ids: [],
    permission: 'Read',
    access: { type: 'share', permission: 'Read' },
    theme: whole.theme ? { ...whole.theme, editable: false } : null,
    dashboards: [
      { ...dashboard, layout: dashboard.layout.filter((item) => shown.has(item.chart_id)), updated_by: null },
    ],
    charts: charts.map((c) => ({ ...c, updated_by: null })),
    active_dashboard_id: dashboard.id,
  };
  return { workspace, open };
}

/**
 * `POST /shared_workspace/{id}/{share}/aggregate`: the counts of the shared charts' sections over one of the
 * workspace's queries, as the sharer would see them. Sections outside the shared charts are refused.
 */
export async function sharedAggregate(
  ctx: AppContext,
  id: number,
  key: string,
  body: SharedWorkspaceAggregateParsed,
): Promise<AnalysisAggregateResponse> {
  const { workspace, open } = await visitorView(ctx, id, key);
  const allowed = new Set(workspace.charts.map((c) => c.section));
  const outside = body.sections.filter((s) => !allowed.has(s));
  if (outside.length > 0) {
    const message = `This link does not show ${outside.join(', ')}.`;
    throw new AppError('VALIDATION_FAILED', { message, fields: { sections: [message] } });
  }
  const query =
    body.query_id === undefined ? workspace.queries[0] : workspace.queries.find((q) => q.id === body.query_id);
  if (!query) {
    const message = 'There is no such query in this workspace.';
    throw new AppError('VALIDATION_FAILED', { message, fields: { query_id: [message] } });
  }
  return aggregateSections(ctx, open.sharer, {
    query: query.full_query,
    filters: query.filters,
    grouping: body.grouping ?? GROUPING_OF[workspace.grouping] ?? 'simplefamily',
    sections: body.sections,
  });
}
