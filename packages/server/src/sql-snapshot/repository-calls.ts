import * as alertMail from '../features/alert-mail/alert-mail.repository';
import * as alertsRepo from '../features/alerts/alerts.repository';
import * as auth from '../features/auth/auth.repository';
import * as exportsRepo from '../features/exports/exports.repository';
import * as folderPatentsRepo from '../features/folder-access/folder-patents.repository';
import * as foldersRepo from '../features/folder-access/folders.repository';
import * as annotations from '../features/folder-annotations/folder-annotations.repository';
import * as folderNpl from '../features/folder-npl/folder-npl.repository';
import * as groupsRepo from '../features/groups/groups.repository';
import * as highlighting from '../features/highlighting/highlighting-schemes.repository';
import * as loggedEvents from '../features/logged-events/logged-events.repository';
import * as organization from '../features/organization/organization.repository';
import * as listed from '../features/patent-list/patent-list.repository';
import * as people from '../features/people/people.repository';
import * as userAdmin from '../features/people/user-admin.repository';
import * as searchesRepo from '../features/search/searches.repository';
import * as sharesRepo from '../features/shares/shares.repository';
import * as tracking from '../features/tracking/tracking.repository';
import * as users from '../features/users/users.repository';
import * as jobs from '../jobs/jobs.repository';
import { type Call, type Seed, T } from './repository-call-types';
import { CUSTOM_FIELD_REPOSITORY_CALLS } from './repository-calls-custom-fields';
import { DASHBOARD_REPOSITORY_CALLS } from './repository-calls-dashboards';
import { FROZEN_SET_REPOSITORY_CALLS } from './repository-calls-frozen-sets';
import { WORKSPACE_REPOSITORY_CALLS } from './repository-calls-workspaces';

// The sample call of every repository function, by repository: what sql-snapshot.ts runs and records. Adding a
// repository function means adding its call here (the snapshot test fails on a function without one).

export type { Call, Seed };
export { T };

/** Every repository module and a sample call of each of its functions, by name. */
export const REPOSITORY_CALLS: Record<string, { module: Record<string, unknown>; calls: Record<string, Call> }> = {
  'alert-mail.repository': {
    module: alertMail,
    calls: {
      insertAlertUnsubscription: (db, s) =>
        alertMail.insertAlertUnsubscription(db, { alertId: s.alertId, email: 'a@example.com', createdAt: T }),
      alertNameOf: (db, s) => alertMail.alertNameOf(db, s.alertId),
      listUnsubscribedEmails: (db, s) =>
        alertMail.listUnsubscribedEmails(db, s.alertId, ['a@example.com', 'b@example.com']),
      listRecipientAccounts: (db, s) => alertMail.listRecipientAccounts(db, [s.userId]),
    },
  },
  'auth.repository': {
    module: auth,
    calls: {
      createSession: (db, s) =>
        auth.createSession(db, { id: 'h', userId: s.userId, createdAt: T, lastSeenAt: T, ip: null, userAgent: null }),
      getSessionWithUser: (db) => auth.getSessionWithUser(db, 'h'),
      updateSessionLastSeen: (db) => auth.updateSessionLastSeen(db, 'h', T),
      deleteSession: (db) => auth.deleteSession(db, 'h'),
      deleteSessionsByUser: (db, s) => auth.deleteSessionsByUser(db, s.userId),
      deleteIdleSessionsByUser: (db, s) => auth.deleteIdleSessionsByUser(db, s.userId, T),
      listSessionsByUser: (db, s) => auth.listSessionsByUser(db, s.userId),
      deleteOtherSessionsByUser: (db, s) => auth.deleteOtherSessionsByUser(db, s.userId, 'h'),
      createLoginFailure: (db) =>
        auth.createLoginFailure(db, { email: 'a@example.com', ip: '127.0.0.1', createdAt: T }),
      getNthRecentLoginFailure: (db) => auth.getNthRecentLoginFailure(db, { email: 'a@example.com' }, T, 5),
      deleteLoginFailuresByEmail: (db) => auth.deleteLoginFailuresByEmail(db, 'a@example.com'),
      countPairLoginFailures: (db) => auth.countPairLoginFailures(db, { email: 'a@example.com', ip: '192.0.2.1' }, T),
      deletePairLoginFailures: (db) => auth.deletePairLoginFailures(db, { email: 'a@example.com', ip: '192.0.2.1' }),
      deleteLoginFailuresBefore: (db) => auth.deleteLoginFailuresBefore(db, T),
      createPasswordChangeFailure: (db, s) => auth.createPasswordChangeFailure(db, { userId: s.userId, createdAt: T }),
      getNthRecentPasswordChangeFailure: (db, s) => auth.getNthRecentPasswordChangeFailure(db, s.userId, T, 5),
      deletePasswordChangeFailures: (db, s) => auth.deletePasswordChangeFailures(db, s.userId, T),
      createPasswordToken: (db, s) =>
        auth.createPasswordToken(db, { userId: s.userId, kind: 'reset', tokenHash: 'th', expiresAt: T, createdAt: T }),
      getPasswordTokenWithUser: (db) => auth.getPasswordTokenWithUser(db, 'th', 'reset'),
      markPasswordTokenUsed: (db) => auth.markPasswordTokenUsed(db, 1, T),
      markPasswordTokensUsedByUser: (db, s) => auth.markPasswordTokensUsedByUser(db, s.userId, T),
      countPasswordTokensSince: (db, s) => auth.countPasswordTokensSince(db, s.userId, 'reset', T),
    },
  },
  'folders.repository': {
    module: foldersRepo,
    calls: {
      insertFolder: (db, s) =>
        foldersRepo.insertFolder(db, {
          organizationId: s.organizationId,
          creatorId: s.userId,
          name: 'Prior art',
          description: '',
          categoryId: null,
        }),
      listFoldersForViewer: (db, s) =>
        foldersRepo.listFoldersForViewer(db, { id: s.userId, organizationId: s.organizationId }),
      getFolderForViewer: (db, s) =>
        foldersRepo.getFolderForViewer(db, { id: s.userId, organizationId: s.organizationId }, 1),
      updateFolder: (db) => foldersRepo.updateFolder(db, 1, { name: 'Prior art EP', updatedAt: T }),
      setFolderDeleted: (db) => foldersRepo.setFolderDeleted(db, 1, null),
      lockFolder: (db) => foldersRepo.lockFolder(db, 1),
      pinnedFoldersHolding: (db, s) =>
        foldersRepo.pinnedFoldersHolding(db, { id: s.userId, organizationId: s.organizationId }, ['EP-1000000-A1']),
      setFolderPin: (db, s) => foldersRepo.setFolderPin(db, 1, s.userId, true),
      getFolderLimits: (db, s) => foldersRepo.getFolderLimits(db, s.organizationId),
      listFolderShares: (db) => foldersRepo.listFolderShares(db, 1),
      replaceFolderShares: (db, s) => foldersRepo.replaceFolderShares(db, 1, [{ userId: s.userId, level: 'read' }]),
      usersOfOrganization: (db, s) => foldersRepo.usersOfOrganization(db, s.organizationId, [s.userId]),
      groupsOfOrganization: (db, s) => foldersRepo.groupsOfOrganization(db, s.organizationId, [1]),
    },
  },
  'folder-patents.repository': {
    module: folderPatentsRepo,
    calls: {
      insertFolderPatents: (db, s) => folderPatentsRepo.insertFolderPatents(db, 1, ['EP-1000000-A1'], s.userId, T),
      countFolderPatents: (db) => folderPatentsRepo.countFolderPatents(db, 1),
      listFolderPatents: (db) => folderPatentsRepo.listFolderPatents(db, 1, 0, 10),
      listFolderUcids: (db) => folderPatentsRepo.listFolderUcids(db, 1),
      listFolderPatentRatings: (db) => folderPatentsRepo.listFolderPatentRatings(db, 1),
      deleteFolderPatents: (db) => folderPatentsRepo.deleteFolderPatents(db, 1, ['EP-1000000-A1']),
      folderPatentRows: (db) => folderPatentsRepo.folderPatentRows(db, 1, ['EP-1000000-A1']),
      insertFolderPatentRows: (db, s) =>
        folderPatentsRepo.insertFolderPatentRows(db, [
          { folderId: 1, ucid: 'EP-1000000-A1', addedBy: s.userId, addedAt: T, rating: 4 },
        ]),
    },
  },
  'folder-annotations.repository': {
    module: annotations,
    calls: {
      insertLabel: (db) => annotations.insertLabel(db, { folderId: 1, name: 'Relevant', colour: '#2f9e44' }),
      listLabels: (db) => annotations.listLabels(db, 1),
      labelIdsOfFolder: (db) => annotations.labelIdsOfFolder(db, 1),
      getLabel: (db) => annotations.getLabel(db, 1, 1),
      updateLabel: (db) => annotations.updateLabel(db, 1, 1, { name: 'Very relevant' }),
      insertLabelPairs: (db) => annotations.insertLabelPairs(db, [{ folderId: 1, ucid: 'EP-1000000-A1', labelId: 1 }]),
      labelPairsOfLabel: (db) => annotations.labelPairsOfLabel(db, 1),
      labelPairsOfPatents: (db) => annotations.labelPairsOfPatents(db, 1, ['EP-1000000-A1']),
      labelPairsOfFolder: (db) => annotations.labelPairsOfFolder(db, 1),
      deletePatentLabels: (db) => annotations.deletePatentLabels(db, 1, 'EP-1000000-A1'),
      annotationCounts: (db) => annotations.annotationCounts(db, 1, ['EP-1000000-A1']),
      getFolderPatent: (db) => annotations.getFolderPatent(db, 1, 'EP-1000000-A1'),
      setRating: (db) => annotations.setRating(db, 1, 'EP-1000000-A1', 4),
      insertComment: (db, s) =>
        annotations.insertComment(db, {
          folderId: 1,
          ucid: 'EP-1000000-A1',
          parentId: null,
          authorId: s.userId,
          body: 'Anticipates claim 1.',
          createdAt: T,
        }),
      commentsOfPatents: (db) => annotations.commentsOfPatents(db, 1, ['EP-1000000-A1']),
      getComment: (db) => annotations.getComment(db, 1, 'EP-1000000-A1', 1),
      moveComments: (db) => annotations.moveComments(db, 1, 1, [1]),
      updateComment: (db) => annotations.updateComment(db, 1, 'Anticipates claims 1 and 3.', T),
      deleteCommentThread: (db) => annotations.deleteCommentThread(db, 1, 'EP-1000000-A1', 1),
      restoreComments: (db, s) =>
        annotations.restoreComments(db, [
          {
            id: 1,
            folderId: 1,
            ucid: 'EP-1000000-A1',
            parentId: null,
            authorId: s.userId,
            body: 'Anticipates claim 1.',
            createdAt: T,
            updatedAt: T,
          },
        ]),
      deleteLabel: (db) => annotations.deleteLabel(db, 1, 1),
      restoreLabel: (db) =>
        annotations.restoreLabel(db, {
          id: 1,
          folderId: 1,
          name: 'Relevant',
          nameKey: 'relevant',
          colour: '#2f9e44',
          createdAt: T,
        }),
      labelPairsOfNpl: (db) => annotations.labelPairsOfNpl(db, [1]),
      nplLabelPairsOfLabel: (db) => annotations.nplLabelPairsOfLabel(db, 1),
      insertNplLabelPairs: (db) => annotations.insertNplLabelPairs(db, [{ nplId: 1, labelId: 1 }]),
      deleteNplLabels: (db) => annotations.deleteNplLabels(db, 1),
    },
  },
  'folder-npl.repository': {
    module: folderNpl,
    calls: {
      insertNpl: (db, s) =>
        folderNpl.insertNpl(db, {
          folderId: 1,
          title: 'Lithium battery electrodes',
          doi: '10.1000/xyz123',
          addedBy: s.userId,
          addedAt: T,
        }),
      listNpl: (db) => folderNpl.listNpl(db, 1),
      getNpl: (db) => folderNpl.getNpl(db, 1, 1),
      nplIdsOfFolder: (db) => folderNpl.nplIdsOfFolder(db, 1, [1, 2]),
      updateNpl: (db) => folderNpl.updateNpl(db, 1, 1, { year: 2019 }),
      setNplRating: (db) => folderNpl.setNplRating(db, 1, 1, 4),
      deleteNpl: (db) => folderNpl.deleteNpl(db, 1, [1]),
      restoreNpl: (db, s) =>
        folderNpl.restoreNpl(db, [
          {
            id: 1,
            folderId: 1,
            title: 'Lithium battery electrodes',
            authors: null,
            source: null,
            year: 2019,
            doi: '10.1000/xyz123',
            url: null,
            abstract: null,
            rating: 4,
            addedBy: s.userId,
            addedAt: T,
          },
        ]),
      commentsOfNpl: (db) => folderNpl.commentsOfNpl(db, [1]),
      getNplComment: (db) => folderNpl.getNplComment(db, 1, 1),
      insertNplComment: (db, s) =>
        folderNpl.insertNplComment(db, {
          nplId: 1,
          parentId: null,
          authorId: s.userId,
          body: 'See fig. 3.',
          createdAt: T,
        }),
      updateNplComment: (db) => folderNpl.updateNplComment(db, 1, 'See fig. 3 and 4.', T),
      deleteNplCommentThread: (db) => folderNpl.deleteNplCommentThread(db, 1, 1),
      restoreNplComments: (db, s) =>
        folderNpl.restoreNplComments(db, [
          { id: 1, nplId: 1, parentId: null, authorId: s.userId, body: 'See fig. 3.', createdAt: T, updatedAt: T },
        ]),
    },
  },
  'patent-list.repository': {
    module: listed,
    calls: {
      insertPatentListEntries: (db, s) => listed.insertPatentListEntries(db, s.userId, ['EP-1000000-A1'], T),
      listPatentListEntries: (db, s) => listed.listPatentListEntries(db, s.userId),
      countPatentListEntries: (db, s) => listed.countPatentListEntries(db, s.userId),
      getPatentListEntry: (db, s) => listed.getPatentListEntry(db, s.userId, 'EP-1000000-A1'),
      deletePatentListEntries: (db, s) => listed.deletePatentListEntries(db, s.userId, ['EP-1000000-A1']),
      restorePatentListEntries: (db, s) =>
        listed.restorePatentListEntries(db, [{ userId: s.userId, ucid: 'EP-1000000-A1', addedAt: T }]),
    },
  },
  'people.repository': {
    module: people,
    calls: {
      listPeople: (db, s) => people.listPeople(db, s.organizationId, false),
      listGroupsWithMembers: (db, s) => people.listGroupsWithMembers(db, s.organizationId),
      listUserTypes: (db, s) => people.listUserTypes(db, s.organizationId),
    },
  },
  'user-admin.repository': {
    module: userAdmin,
    calls: {
      getOrganizationUser: (db, s) => userAdmin.getOrganizationUser(db, s.organizationId, s.userId),
      updateUserProfile: (db, s) =>
        userAdmin.updateUserProfile(db, s.userId, { firstName: 'Ada', isReadOnly: true, updatedAt: T }),
      lockOrganization: (db, s) => userAdmin.lockOrganization(db, s.organizationId),
      countOtherActiveAdmins: (db, s) => userAdmin.countOtherActiveAdmins(db, s.organizationId, s.userId),
      groupIdsOfOrganization: (db, s) => userAdmin.groupIdsOfOrganization(db, s.organizationId, [1, 2]),
      userTypeExists: (db, s) => userAdmin.userTypeExists(db, s.organizationId, 1),
      replaceUserGroups: (db, s) => userAdmin.replaceUserGroups(db, s.userId, []),
      moveFoldersToCreator: (db, s) => userAdmin.moveFoldersToCreator(db, s.userId, s.userId),
      listAllSearchesOfUser: (db, s) => userAdmin.listAllSearchesOfUser(db, s.userId),
      moveSearchesToUser: (db, s) => userAdmin.moveSearchesToUser(db, s.userId, s.userId, 0),
      updateSearchQuery: (db) => userAdmin.updateSearchQuery(db, 1, '#1 OR battery'),
    },
  },
  'logged-events.repository': {
    module: loggedEvents,
    calls: {
      insertLoggedEvent: (db, s) =>
        loggedEvents.insertLoggedEvent(db, { userId: s.userId, folderId: 1, action: 'folder.create', message: 'm' }),
      setLoggedEventUndo: (db) =>
        loggedEvents.setLoggedEventUndo(db, 1, { method: 'POST', url: '/api/folders/1/restore' }),
      listLoggedEventsOfUser: (db, s) => loggedEvents.listLoggedEventsOfUser(db, s.userId),
      getLoggedEventOfUser: (db, s) => loggedEvents.getLoggedEventOfUser(db, s.userId, 1),
      listLoggedEventsOfFolder: (db) => loggedEvents.listLoggedEventsOfFolder(db, 1),
      deleteLoggedEventOfUser: (db, s) => loggedEvents.deleteLoggedEventOfUser(db, s.userId, 1),
    },
  },
  'tracking.repository': {
    module: tracking,
    calls: {
      listClientReferences: (db, s) => tracking.listClientReferences(db, s.organizationId),
      getActiveClientReference: (db, s) => tracking.getActiveClientReference(db, s.userId, s.organizationId),
      ensureClientReference: (db, s) =>
        tracking.ensureClientReference(db, {
          organizationId: s.organizationId,
          reference: 'ACME-1',
          referenceKey: 'acme-1',
          createdBy: s.userId,
          createdAt: T,
        }),
      setActiveClientReference: (db, s) => tracking.setActiveClientReference(db, s.userId, 1, T),
      listTrackingLogs: (db, s) =>
        tracking.listTrackingLogs(db, {
          organizationId: s.organizationId,
          from: T,
          to: T,
          userId: s.userId,
          reference: 'ACME-1',
          limit: 500,
        }),
      countTrackingLogs: (db, s) =>
        tracking.countTrackingLogs(db, {
          organizationId: s.organizationId,
          from: T,
          to: null,
          userId: null,
          reference: null,
          limit: 500,
        }),
    },
  },
  'highlighting-schemes.repository': {
    module: highlighting,
    calls: {
      listSchemesVisibleTo: (db, s) =>
        highlighting.listSchemesVisibleTo(db, { id: s.userId, organizationId: s.organizationId }),
      getSchemeVisibleTo: (db, s) =>
        highlighting.getSchemeVisibleTo(db, { id: s.userId, organizationId: s.organizationId }, 1),
      insertScheme: (db, s) =>
        highlighting.insertScheme(db, s.userId, { name: 'Cells', groups: [{ terms: ['cell*'] }] }),
      updateScheme: (db, s) =>
        highlighting.updateScheme(db, s.userId, 1, { name: 'Batteries', shared: true, updatedAt: T }),
      deleteScheme: (db, s) => highlighting.deleteScheme(db, s.userId, 1),
    },
  },
  'jobs.repository': {
    module: jobs,
    calls: {
      createJob: (db, s) =>
        jobs.createJob(db, {
          kind: 'ingest',
          payload: { name: 'a.xml' },
          createdBy: s.userId,
          runAt: T,
          priority: 'bulk',
        }),
      insertUniqueJob: (db) =>
        jobs.insertUniqueJob(db, {
          kind: 'digest',
          payload: {},
          createdBy: null,
          runAt: T,
          uniqueKey: 'schedule:digest:2026-03-01T10:00:00.000Z',
        }),
      getJobById: (db) => jobs.getJobById(db, 1),
      getJobByPublicId: (db) => jobs.getJobByPublicId(db, '3f2c6a1e-8b4d-4e7a-9c0f-5d1b2a3c4e5f'),
      listJobsByKind: (db) => jobs.listJobsByKind(db, ['ingest'], 50, { id: 1, organizationId: 2 }),
      getOrganizationJob: (db) =>
        jobs.getOrganizationJob(db, '00000000-0000-4000-8000-000000000000', { id: 1, organizationId: 2 }),
      claimNextJob: (db) => jobs.claimNextJob(db, ['ingest'], 'w', T),
      beatJob: (db) => jobs.beatJob(db, 1, 'w', { fraction: 0.5 }, T),
      finishJob: (db) => jobs.finishJob(db, 1, 'w', { read: 1 }, T),
      failJob: (db) => jobs.failJob(db, 1, 'w', 'broke', T, T),
      releaseJob: (db) => jobs.releaseJob(db, 1, 'w', 'busy', T),
      requeueStaleJobs: (db) => jobs.requeueStaleJobs(db, T, T),
      listRunningWorkers: (db) => jobs.listRunningWorkers(db),
      requeueJobsOfWorkers: (db) => jobs.requeueJobsOfWorkers(db, ['worker-host-1-0000abcd'], T),
    },
  },
  'organization.repository': {
    module: organization,
    calls: {
      getOrganizationById: (db, s) => organization.getOrganizationById(db, s.organizationId),
      getModulesByOrganization: (db, s) => organization.getModulesByOrganization(db, s.organizationId),
      getFolderCategoriesByOrganization: (db, s) =>
        organization.getFolderCategoriesByOrganization(db, s.organizationId),
      createOrganization: (db) => organization.createOrganization(db, { name: 'Org', createdAt: T }),
      upsertModules: (db, s) =>
        organization.upsertModules(db, s.organizationId, [{ name: 'tracking', configuration: { enabled: false } }]),
      createFolderCategory: (db, s) =>
        organization.createFolderCategory(db, { organizationId: s.organizationId, name: 'A', position: 0 }),
      hasAnyOrganization: (db) => organization.hasAnyOrganization(db),
      lockForBootstrap: (db) => organization.lockForBootstrap(db),
      updateOrganization: (db, s) =>
        organization.updateOrganization(db, s.organizationId, {
          name: 'Acme',
          folderLimit: 6,
          folderWarning: 4,
          exportCap: 5000,
        }),
      nextFolderCategoryPosition: (db, s) => organization.nextFolderCategoryPosition(db, s.organizationId),
      renameFolderCategory: (db, s) => organization.renameFolderCategory(db, s.organizationId, 1, 'B'),
      deleteFolderCategory: (db, s) => organization.deleteFolderCategory(db, s.organizationId, 1),
    },
  },
  'groups.repository': {
    module: groupsRepo,
    calls: {
      getGroupOfOrganization: (db, s) => groupsRepo.getGroupOfOrganization(db, s.organizationId, 1),
      isGroupManager: (db, s) => groupsRepo.isGroupManager(db, 1, s.userId),
      insertGroup: (db, s) => groupsRepo.insertGroup(db, { organizationId: s.organizationId, name: 'Team' }),
      renameGroup: (db) => groupsRepo.renameGroup(db, 1, 'Crew'),
      setDefaultGroup: (db, s) => groupsRepo.setDefaultGroup(db, s.organizationId, 1),
      activeUsersOfOrganization: (db, s) => groupsRepo.activeUsersOfOrganization(db, s.organizationId, [s.userId]),
      replaceGroupMembers: (db, s) => groupsRepo.replaceGroupMembers(db, 1, [s.userId]),
      replaceGroupManagers: (db, s) => groupsRepo.replaceGroupManagers(db, 1, [s.userId]),
      deactivatedMemberIds: (db) => groupsRepo.deactivatedMemberIds(db, 1),
      deleteGroup: (db) => groupsRepo.deleteGroup(db, 1),
      groupBelongings: (db) => groupsRepo.groupBelongings(db, 1),
      reinsertGroup: (db, s) =>
        groupsRepo.reinsertGroup(db, { id: 999, organizationId: s.organizationId, name: 'Team', isDefault: false }),
      hasDefaultGroup: (db, s) => groupsRepo.hasDefaultGroup(db, s.organizationId),
      usersOfOrganization: (db, s) => groupsRepo.usersOfOrganization(db, s.organizationId, [s.userId]),
      insertGroupFolderShares: (db, s) =>
        groupsRepo.insertGroupFolderShares(db, s.organizationId, 1, [{ folderId: 1, level: 'read' }]),
      insertGroupWorkspaceLevels: (db, s) =>
        groupsRepo.insertGroupWorkspaceLevels(db, s.organizationId, 1, [{ workspaceId: 999, level: 'read' }]),
      insertGroupSchemeGrants: (db, s) => groupsRepo.insertGroupSchemeGrants(db, s.organizationId, 1, [1]),
    },
  },
  'shares.repository': {
    module: sharesRepo,
    calls: {
      insertShareLink: (db, s) =>
        sharesRepo.insertShareLink(db, {
          organizationId: s.organizationId,
          createdBy: s.userId,
          kind: 'folder',
          target: '1',
          key: 'k',
          label: 'Folder',
          filters: { filtersToApply: {}, filtersToExclude: {} },
          grouping: 'none',
          createdAt: T,
        }),
      listShareLinksOfUser: (db, s) => sharesRepo.listShareLinksOfUser(db, s.userId),
      getShareLinkById: (db) => sharesRepo.getShareLinkById(db, 1),
      getShareLinkByKey: (db) => sharesRepo.getShareLinkByKey(db, 'k'),
      revokeShareLink: (db) => sharesRepo.revokeShareLink(db, 1, T),
      countShareLinkView: (db) => sharesRepo.countShareLinkView(db, 1),
    },
  },
  'searches.repository': {
    module: searchesRepo,
    calls: {
      insertSearch: (db, s) =>
        searchesRepo.insertSearch(db, { userId: s.userId, query: 'TI=solar', type: 'commandline', createdAt: T }),
      listSearchesByUser: (db, s) => searchesRepo.listSearchesByUser(db, s.userId),
      countSearchesByUser: (db, s) => searchesRepo.countSearchesByUser(db, s.userId),
      getSearchByIndex: (db, s) => searchesRepo.getSearchByIndex(db, s.userId, 1),
      setSearchDeleted: (db, s) => searchesRepo.setSearchDeleted(db, s.userId, 1, T),
      getSearchesByIndexes: (db, s) => searchesRepo.getSearchesByIndexes(db, s.userId, [1, 2]),
      getHighestSearchIndex: (db, s) => searchesRepo.getHighestSearchIndex(db, s.userId),
      recordSearchRun: (db, s) => searchesRepo.recordSearchRun(db, s.userId, 1, 12, T),
    },
  },
  'users.repository': {
    module: users,
    calls: {
      getUserById: (db, s) => users.getUserById(db, s.userId),
      getUserByEmail: (db) => users.getUserByEmail(db, 'user@example.com'),
      createUser: (db, s) =>
        users.createUser(db, {
          email: 'other@example.com',
          firstName: 'O',
          lastName: 'T',
          organizationId: s.organizationId,
          createdAt: T,
          updatedAt: T,
        }),
      updateUserPassword: (db, s) => users.updateUserPassword(db, s.userId, 'scrypt$…', T),
      updateUserPreference: (db, s) => users.updateUserPreference(db, s.userId, 'rows_per_page', 25, T),
    },
  },
  'exports.repository': {
    module: exportsRepo,
    calls: {
      insertExport: (db, s) =>
        exportsRepo.insertExport(db, {
          organizationId: s.organizationId,
          userId: s.userId,
          format: 'xlsx',
          request: { source: { type: 'patent_list' } },
          sourceName: 'Patent list',
          sourceType: 'patent_list',
          filename: 'Patent_list_20260101.xlsx',
          createdAt: T,
        }),
      setExportJob: (db) => exportsRepo.setExportJob(db, 1, 1),
      listExportsOfUser: (db, s) => exportsRepo.listExportsOfUser(db, s.userId, 200),
      getExportOfUser: (db, s) => exportsRepo.getExportOfUser(db, s.userId, 1),
      getExportById: (db) => exportsRepo.getExportById(db, 1),
      updateExport: (db) => exportsRepo.updateExport(db, 1, { status: 'running', written: 200, total: 1000 }),
      failExportsOfFailedJobs: (db, s) => exportsRepo.failExportsOfFailedJobs(db, s.userId, T),
      deleteExportOfUser: (db, s) => exportsRepo.deleteExportOfUser(db, s.userId, 1),
      latestAlertRunExport: (db, s) =>
        exportsRepo.latestAlertRunExport(db, s.userId, '00000000-0000-4000-8000-000000000001', 'csv'),
    },
  },
  'alerts.repository': {
    module: alertsRepo,
    calls: {
      insertAlert: (db, s) =>
        alertsRepo.insertAlert(db, {
          userId: s.userId,
          type: 1,
          name: 'Batteries',
          query: 'TAC=(battery)',
          filters: { filtersToApply: {}, filtersToExclude: {} },
          schedule: { frequency: 'daily', weekday: null, day_of_month: null, hour: 6 },
          recipients: { user_ids: [], emails: [] },
          createdAt: T,
          updatedAt: T,
        }),
      listAlertsOfUser: (db, s) => alertsRepo.listAlertsOfUser(db, s.userId, 1),
      listAlertsWithRunsOfUser: (db, s) => alertsRepo.listAlertsWithRunsOfUser(db, s.userId, { type: 1 }),
      getAlertOfUser: (db, s) => alertsRepo.getAlertOfUser(db, s.userId, 1),
      getAlertById: (db) => alertsRepo.getAlertById(db, 1),
      updateAlert: (db) => alertsRepo.updateAlert(db, 1, { paused: true, updatedAt: T }),
      listActiveAlerts: (db) => alertsRepo.listActiveAlerts(db),
      lastPeriodEnds: (db) => alertsRepo.lastPeriodEnds(db, [1]),
      insertRunOnce: (db) =>
        alertsRepo.insertRunOnce(db, {
          key: '00000000-0000-4000-8000-000000000001',
          alertId: 1,
          periodStart: T,
          periodEnd: new Date('2026-01-02T00:00:00Z'),
          createdAt: T,
        }),
      setRunJob: (db) => alertsRepo.setRunJob(db, 1, 1),
      getRunOfPeriod: (db) => alertsRepo.getRunOfPeriod(db, 1, T),
      listRunsOfAlert: (db) => alertsRepo.listRunsOfAlert(db, 1),
      getRunOfUser: (db, s) => alertsRepo.getRunOfUser(db, s.userId, '00000000-0000-4000-8000-000000000001'),
      setRunStatus: (db) => alertsRepo.setRunStatus(db, 1, { status: 'finished', count: 1, finishedAt: T }),
      replaceRunDocuments: (db) => alertsRepo.replaceRunDocuments(db, 1, ['EP-1000000-A1']),
      runDocuments: (db) => alertsRepo.runDocuments(db, 1),
      replaceRunChanges: (db) =>
        alertsRepo.replaceRunChanges(db, 1, [
          {
            ucid: 'EP-1000000-A1',
            kind: 'legal_event',
            detail: { date: 20260101, code: 'EP 26', description: 'OPPOSITION FILED', category: 'opposition' },
            seenAt: T.toISOString(),
          },
          { ucid: 'EP-1000000-A1', kind: 'family_member', detail: 'US-2026000001-A1', seenAt: T.toISOString() },
        ]),
      runChanges: (db) => alertsRepo.runChanges(db, 1),
      runCountsOf: (db) => alertsRepo.runCountsOf(db, [1]),
    },
  },
  ...CUSTOM_FIELD_REPOSITORY_CALLS,
  ...WORKSPACE_REPOSITORY_CALLS,
  ...DASHBOARD_REPOSITORY_CALLS,
  ...FROZEN_SET_REPOSITORY_CALLS,
};
