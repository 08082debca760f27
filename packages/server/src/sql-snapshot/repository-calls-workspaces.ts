import * as workspacesRepo from '../features/workspaces/workspaces.repository';
import { type Call, T } from './repository-call-types';

// The workspaces repository's sample calls (see repository-calls.ts), kept apart: it is the largest repository.

export const WORKSPACE_REPOSITORY_CALLS: Record<
  string,
  { module: Record<string, unknown>; calls: Record<string, Call> }
> = {
  'workspaces.repository': {
    module: workspacesRepo,
    calls: {
      listWorkspacesForViewer: (db, s) =>
        workspacesRepo.listWorkspacesForViewer(
          db,
          { id: s.userId, organizationId: s.organizationId },
          { recent: true, count: 5 },
        ),
      getWorkspaceForViewer: (db, s) =>
        workspacesRepo.getWorkspaceForViewer(db, { id: s.userId, organizationId: s.organizationId }, 1),
      listAdminWorkspacesBy: (db, s) =>
        workspacesRepo.listAdminWorkspacesBy(
          db,
          { id: s.userId, organizationId: s.organizationId },
          { type: 'updated', from: T, to: s.now },
        ),
      insertWorkspace: (db, s) =>
        workspacesRepo.insertWorkspace(db, {
          organizationId: s.organizationId,
          ownerId: s.userId,
          name: 'Seed',
          grouping: 'simplefamily',
          at: T,
        }),
      updateWorkspace: (db) => workspacesRepo.updateWorkspace(db, 1, { name: 'Seed 2', updatedAt: T }),
      deleteWorkspaces: (db) => workspacesRepo.deleteWorkspaces(db, [999]),
      listWorkspaceQueries: (db) => workspacesRepo.listWorkspaceQueries(db, 1),
      getWorkspaceQuery: (db) => workspacesRepo.getWorkspaceQuery(db, 1, 1),
      insertWorkspaceQueries: (db) =>
        workspacesRepo.insertWorkspaceQueries(db, 1, [
          {
            name: 'Seed',
            fullQuery: 'TAC=(seed)',
            filters: { filtersToApply: {}, filtersToExclude: {} },
            grouping: 'none',
            at: T,
          },
        ]),
      updateWorkspaceQuery: (db) => workspacesRepo.updateWorkspaceQuery(db, 1, { name: 'Seed 2', updatedAt: T }),
      deleteWorkspaceQuery: (db) => workspacesRepo.deleteWorkspaceQuery(db, 999),
      queriesOfWorkspace: (db) => workspacesRepo.queriesOfWorkspace(db, 1, [1, 2]),
      listWorkspaceUsers: (db) => workspacesRepo.listWorkspaceUsers(db, 1),
      listWorkspaceGroups: (db) => workspacesRepo.listWorkspaceGroups(db, 1),
      replaceWorkspacePermissions: (db, s) =>
        workspacesRepo.replaceWorkspacePermissions(db, 999, { users: [], groups: [] }).then(() => s),
      upsertWorkspaceViewer: (db, s) =>
        workspacesRepo.upsertWorkspaceViewer(db, { workspaceId: 1, userId: s.userId, section: 'dashboard', at: T }),
      listWorkspaceViewers: (db) => workspacesRepo.listWorkspaceViewers(db, 1),
      listWorkspaceLabelsOfUser: (db, s) => workspacesRepo.listWorkspaceLabelsOfUser(db, s.userId),
      getWorkspaceLabel: (db) => workspacesRepo.getWorkspaceLabel(db, 1),
      insertWorkspaceLabel: (db, s) =>
        workspacesRepo.insertWorkspaceLabel(db, { userId: s.userId, name: 'Seed', colour: '#000000' }),
      deleteWorkspaceLabel: (db) => workspacesRepo.deleteWorkspaceLabel(db, 999),
      setWorkspaceLabelLink: (db) => workspacesRepo.setWorkspaceLabelLink(db, 999, 999, false),
      labelIdsOnWorkspaces: (db, s) => workspacesRepo.labelIdsOnWorkspaces(db, s.userId, [1]),
      listAnalysisThemes: (db, s) =>
        workspacesRepo.listAnalysisThemes(db, { id: s.userId, organizationId: s.organizationId }, false),
      getAnalysisTheme: (db) => workspacesRepo.getAnalysisTheme(db, 1),
      insertAnalysisTheme: (db, s) =>
        workspacesRepo.insertAnalysisTheme(db, {
          organizationId: s.organizationId,
          userId: s.userId,
          name: 'Seed',
          colourRange: [['#000000']],
        }),
      updateAnalysisTheme: (db) => workspacesRepo.updateAnalysisTheme(db, 1, { name: 'Seed 2', updatedAt: T }),
      deleteAnalysisTheme: (db) => workspacesRepo.deleteAnalysisTheme(db, 999),
      setAnalysisThemeDefault: (db, s) =>
        workspacesRepo.setAnalysisThemeDefault(
          db,
          {
            id: 999,
            organizationId: s.organizationId,
            userId: s.userId,
            name: 'Seed',
            colourRange: [],
            isDefault: false,
            createdAt: T,
            updatedAt: T,
          },
          true,
        ),
      insertAnalysisSet: (db, s) =>
        workspacesRepo.insertAnalysisSet(db, {
          organizationId: s.organizationId,
          workspaceId: null,
          createdBy: s.userId,
          name: 'Seed',
          queryIds: [],
          filters: { filtersToApply: {}, filtersToExclude: {} },
        }),
      getAnalysisSet: (db) => workspacesRepo.getAnalysisSet(db, 1),
      listAnalysisSets: (db, s) => workspacesRepo.listAnalysisSets(db, s.organizationId, 1),
      insertWorkspaceEvent: (db, s) =>
        workspacesRepo.insertWorkspaceEvent(db, {
          workspaceId: 1,
          userId: s.userId,
          action: 'workspace.create',
          message: 'Seed',
          at: T,
        }),
      listWorkspaceEvents: (db) => workspacesRepo.listWorkspaceEvents(db, 1),
      moveWorkspacesToOwner: (db, s) => workspacesRepo.moveWorkspacesToOwner(db, 999_999, s.userId),
      mergeWorkspaceMetrics: (db) => workspacesRepo.mergeWorkspaceMetrics(db, 1, { families: 3 }),
      lockWorkspace: (db) => workspacesRepo.lockWorkspace(db, 1),
    },
  },
};
