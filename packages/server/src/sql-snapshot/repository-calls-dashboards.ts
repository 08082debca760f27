import * as dashboardSharesRepo from '../features/dashboards/dashboard-shares.repository';
import * as dashboardsRepo from '../features/workspaces/workspace-dashboards.repository';
import { type Call, T } from './repository-call-types';

// The dashboards and charts repositories' sample calls (see repository-calls.ts), beside the workspaces' own.

export const DASHBOARD_REPOSITORY_CALLS: Record<
  string,
  { module: Record<string, unknown>; calls: Record<string, Call> }
> = {
  'workspace-dashboards.repository': {
    module: dashboardsRepo,
    calls: {
      listDashboards: (db) => dashboardsRepo.listDashboards(db, 1),
      getDashboard: (db) => dashboardsRepo.getDashboard(db, 1, 1, true),
      countDashboards: (db) => dashboardsRepo.countDashboards(db, 1),
      insertDashboard: (db, s) =>
        dashboardsRepo.insertDashboard(db, { workspaceId: 1, name: 'Seed', userId: s.userId, at: T }),
      updateDashboard: (db, s) =>
        dashboardsRepo.updateDashboard(db, 999, {
          name: 'Seed 2',
          layout: [],
          version: 2,
          fieldVersions: { name: 2 },
          userId: s.userId,
          at: T,
        }),
      deleteDashboard: (db) => dashboardsRepo.deleteDashboard(db, 999),
      setActiveDashboard: (db) => dashboardsRepo.setActiveDashboard(db, 999, 999, T),
      listCharts: (db) => dashboardsRepo.listCharts(db, 1),
      getChart: (db) => dashboardsRepo.getChart(db, 1, 1, true),
      countCharts: (db) => dashboardsRepo.countCharts(db, 1),
      // A chart needs a dashboard of its own: the sample makes one first (its insert is recorded with it).
      insertChart: async (db, s) => {
        const dashboardId = await dashboardsRepo.insertDashboard(db, {
          workspaceId: 1,
          name: 'Seed',
          userId: s.userId,
          at: T,
        });
        return dashboardsRepo.insertChart(db, {
          workspaceId: 1,
          dashboardId,
          section: 'assignees/top',
          title: 'Seed',
          config: {},
          fieldVersions: { title: 1 },
          userId: s.userId,
          at: T,
        });
      },
      updateChart: (db, s) =>
        dashboardsRepo.updateChart(db, 999, {
          title: 'Seed',
          config: {},
          version: 2,
          fieldVersions: { title: 2 },
          userId: s.userId,
          at: T,
        }),
      deleteChart: (db) => dashboardsRepo.deleteChart(db, 999),
      touchWorkspace: (db) => dashboardsRepo.touchWorkspace(db, 999, T),
    },
  },
  'dashboard-shares.repository': {
    module: dashboardSharesRepo,
    calls: {
      findWorkspaceShare: (db, s) =>
        dashboardSharesRepo.findWorkspaceShare(db, {
          createdBy: s.userId,
          kind: 'dashboard',
          workspaceId: 1,
          target: '1',
        }),
      getWorkspaceShareByKey: (db) => dashboardSharesRepo.getWorkspaceShareByKey(db, 1, 'x'.repeat(32)),
      updateWorkspaceShare: (db) => dashboardSharesRepo.updateWorkspaceShare(db, 999, { displayName: 'Seed' }),
    },
  },
};
