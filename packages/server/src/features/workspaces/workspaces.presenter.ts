import type {
  AnalysisSet,
  AnalysisTheme,
  GroupingMethod,
  Workspace,
  WorkspaceLabel,
  WorkspaceQuery,
  WorkspaceSummary,
} from '@app/shared';
import { personName } from '../users/users.presenter';
import type { UserRecord } from '../users/users.repository';
import { levelFromStored, workspaceLevelName } from './workspace-access';
import type {
  AnalysisSetRow,
  AnalysisThemeRow,
  listWorkspaceGroups,
  listWorkspaceLabelsOfUser,
  listWorkspaceUsers,
  WorkspaceQueryRow,
  WorkspaceRow,
} from './workspaces.repository';

function grouping(value: string): GroupingMethod {
  return value as GroupingMethod;
}

/** A workspace as lists show it, for `user`, with the user's labels on it. */
export function presentWorkspaceSummary(row: WorkspaceRow, user: UserRecord, labelIds: number[]): WorkspaceSummary {
  return {
    id: row.id,
    name: row.name,
    owner:
      row.ownerId !== null && row.ownerEmail !== null
        ? {
            id: row.ownerId,
            email: row.ownerEmail,
            name: personName(row.ownerFirstName, row.ownerLastName, row.ownerEmail),
          }
        : null,
    grouping: grouping(row.grouping),
    no_of_queries: row.queryCount,
    metrics: row.metrics,
    permission: workspaceLevelName(row.level, user),
    label_ids: labelIds,
    updated_at: row.updatedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export function presentWorkspaceQuery(row: WorkspaceQueryRow): WorkspaceQuery {
  return {
    id: row.id,
    name: row.name,
    full_query: row.fullQuery,
    filters: row.filters,
    grouping: grouping(row.grouping),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** SPEC §3 Workspace, whole, for `user`. */
export function presentWorkspace(
  row: WorkspaceRow,
  user: UserRecord,
  parts: {
    labelIds: number[];
    theme: AnalysisTheme | null;
    queries: WorkspaceQueryRow[];
    users: Awaited<ReturnType<typeof listWorkspaceUsers>>;
    groups: Awaited<ReturnType<typeof listWorkspaceGroups>>;
  },
): Workspace {
  const summary = presentWorkspaceSummary(row, user, parts.labelIds);
  const permission = summary.permission;
  return {
    ...summary,
    owner: summary.owner ? { ...summary.owner, permissions: ['Admin'] } : null,
    users: parts.users.map((u) => ({
      id: u.userId,
      email: u.email,
      name: personName(u.firstName, u.lastName, u.email),
      permissions: [levelFromStored(u.level)],
    })),
    groups: parts.groups.map((g) => ({
      id: g.groupId,
      name: g.name,
      users: [...g.memberIds].map(Number),
      permissions: [levelFromStored(g.level)],
    })),
    queries: parts.queries.map(presentWorkspaceQuery),
    dashboards: [],
    charts: [],
    active_dashboard_id: row.activeDashboardId,
    access: { type: row.accessType, permission },
    theme_id: row.themeId,
    theme: parts.theme,
    set: row.setType !== null && row.setId !== null ? { type: row.setType, set_id: row.setId } : null,
  };
}

export function presentWorkspaceLabel(
  row: Awaited<ReturnType<typeof listWorkspaceLabelsOfUser>>[number],
): WorkspaceLabel {
  return { id: row.id, name: row.name, colour: row.colour, workspace_ids: [...row.workspaceIds].map(Number) };
}

export function presentAnalysisTheme(row: AnalysisThemeRow, editable: boolean): AnalysisTheme {
  return {
    id: row.id,
    name: row.name,
    colour_range: row.colourRange,
    scope: row.userId === null ? 'organization' : 'user',
    is_default: row.isDefault,
    editable,
  };
}

export function presentAnalysisSet(row: AnalysisSetRow): AnalysisSet {
  return {
    id: row.id,
    name: row.name,
    type: row.workspaceId === null ? 'global' : 'set',
    workspace_id: row.workspaceId,
    query_ids: row.queryIds,
    filters: row.filters,
  };
}
