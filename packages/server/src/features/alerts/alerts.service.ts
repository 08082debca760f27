// The alert calls (SPEC §7 Alerts and exports; issue 18): an alert is its owner's alone, so anyone else's id
// answers 404 as an unknown one does. What an alert names (a folder, a label, a highlighting scheme, recipients,
// inspectors) is checked to be the owner's to use when the alert is saved.

import {
  type Alert,
  type AlertCreateParsed,
  type AlertUpdateParsed,
  AppError,
  alertProblems,
  type UndoableAnswer,
} from '@app/shared';
import type { AppContext } from '../../context';
import { getSchemeForViewer } from '../custom-fields/custom-field-schemes.repository';
import { folderAccess } from '../folder-access/folder-access';
import { groupsOfOrganization, usersOfOrganization } from '../folder-access/folders.repository';
import { requireFolderLabels } from '../folder-annotations/item-annotations';
import { getSchemeVisibleTo } from '../highlighting/highlighting-schemes.repository';
import { logRestorableChange, restorableEvent } from '../logged-events/restorable-change';
import { parseOrThrow } from '../search/search-history';
import type { UserRecord } from '../users/users.repository';
import { presentAlert } from './alerts.presenter';
import {
  type AlertRow,
  getAlertOfUser,
  insertAlert,
  listAlertsWithRunsOfUser,
  NO_RUNS,
  updateAlert,
} from './alerts.repository';

const ALERT_DELETE = 'alert.delete';

export function alertNotFound(id: number): AppError {
  return new AppError('ALERT_NOT_FOUND', { message: `You have no alert ${id}.` });
}

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', { message, fields: { [field]: [message] } });
}

/** One of the user's alerts, or 404. */
export async function alertOfUser(ctx: AppContext, user: UserRecord, id: number): Promise<AlertRow> {
  const row = await getAlertOfUser(ctx.db, user.id, id);
  if (!row) throw alertNotFound(id);
  return row;
}

/** The alert's fields as stored, from a parsed body. */
type AlertFields = Omit<AlertCreateParsed, 'type'>;

/**
 * Checks that everything the alert names is the user's to use: a highlighting scheme they see, a folder they may
 * write to with one of its labels, users and groups of their own organisation, a custom field scheme they may use.
 * Each problem answers 422 on its field; a folder or scheme they cannot see is as unknown as one that does not exist.
 */
async function checkReferences(ctx: AppContext, user: UserRecord, alert: AlertFields): Promise<void> {
  // The query parses as a search's does (422 with the position of each problem); what it names is checked per run.
  if (alert.query) parseOrThrow(alert.query);
  if (alert.highlighting_scheme_id !== null && !(await getSchemeVisibleTo(ctx.db, user, alert.highlighting_scheme_id)))
    throw invalid('highlighting_scheme_id', `You have no highlighting scheme ${alert.highlighting_scheme_id}.`);
  if (alert.folder_id !== null) {
    try {
      await folderAccess(ctx.db, user, alert.folder_id, 'write');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw invalid('folder_id', `You cannot add patents to folder ${alert.folder_id}.`);
    }
    if (alert.label_id !== null) await requireFolderLabels(ctx.db, alert.folder_id, [alert.label_id]);
  }
  const colleagues = [...alert.recipients.user_ids, ...alert.inspector_user_ids];
  const known = new Set(
    user.organizationId === null ? [user.id] : await usersOfOrganization(ctx.db, user.organizationId, colleagues),
  );
  for (const [field, ids] of [
    ['recipients.user_ids', alert.recipients.user_ids],
    ['inspector_user_ids', alert.inspector_user_ids],
  ] as const) {
    const stranger = ids.find((id) => !known.has(id));
    if (stranger !== undefined) throw invalid(field, `There is no user ${stranger} in your organisation.`);
  }
  if (alert.inspector_group_ids.length > 0) {
    const groups = new Set(
      user.organizationId === null
        ? []
        : await groupsOfOrganization(ctx.db, user.organizationId, alert.inspector_group_ids),
    );
    const stranger = alert.inspector_group_ids.find((id) => !groups.has(id));
    if (stranger !== undefined)
      throw invalid('inspector_group_ids', `There is no group ${stranger} in your organisation.`);
  }
  if (alert.custom_field_scheme_id !== null && !(await getSchemeForViewer(ctx.db, user, alert.custom_field_scheme_id)))
    throw invalid('custom_field_scheme_id', `You have no custom field scheme ${alert.custom_field_scheme_id}.`);
}

/** The row values of an alert's fields. */
function rowValues(alert: AlertFields) {
  return {
    name: alert.name,
    query: alert.query,
    filters: alert.filters,
    ucids: [...new Set(alert.ucids.map((u) => u.toUpperCase()))],
    schedule: alert.schedule,
    dateBasis: alert.date_basis,
    grouping: alert.grouping,
    mailEmptyRuns: alert.mail_empty_runs,
    recipients: {
      user_ids: [...new Set(alert.recipients.user_ids)],
      emails: [...new Set(alert.recipients.emails.map((e) => e.toLowerCase()))],
    },
    highlightingSchemeId: alert.highlighting_scheme_id,
    folderId: alert.folder_id,
    labelId: alert.label_id,
    inspectorUserIds: [...new Set(alert.inspector_user_ids)],
    inspectorGroupIds: [...new Set(alert.inspector_group_ids)],
    customFieldSchemeId: alert.custom_field_scheme_id,
  };
}

/** The alert's fields as the API names them, from its row. */
function fieldsOf(row: AlertRow): AlertFields {
  return {
    name: row.name,
    query: row.query,
    filters: row.filters,
    ucids: row.ucids,
    schedule: row.schedule,
    date_basis: row.dateBasis,
    grouping: row.grouping as AlertFields['grouping'],
    mail_empty_runs: row.mailEmptyRuns,
    recipients: row.recipients,
    highlighting_scheme_id: row.highlightingSchemeId,
    folder_id: row.folderId,
    label_id: row.labelId,
    inspector_user_ids: row.inspectorUserIds,
    inspector_group_ids: row.inspectorGroupIds,
    custom_field_scheme_id: row.customFieldSchemeId,
  };
}

async function present(ctx: AppContext, row: AlertRow): Promise<Alert> {
  const [found] = await listAlertsWithRunsOfUser(ctx.db, row.userId, { id: row.id });
  return presentAlert(row, found?.summary ?? NO_RUNS);
}

/** `GET /api/alerts`: the user's alerts, of one type when asked, each with how many runs it has and its newest. */
export async function listAlerts(ctx: AppContext, user: UserRecord, type?: number): Promise<Alert[]> {
  const rows = await listAlertsWithRunsOfUser(ctx.db, user.id, { type });
  return rows.map(({ alert, summary }) => presentAlert(alert, summary));
}

export async function getAlert(ctx: AppContext, user: UserRecord, id: number): Promise<Alert> {
  return present(ctx, await alertOfUser(ctx, user, id));
}

/** `POST /api/alerts`. */
export async function createAlert(ctx: AppContext, user: UserRecord, body: AlertCreateParsed): Promise<Alert> {
  await checkReferences(ctx, user, body);
  const now = ctx.now();
  const row = await insertAlert(ctx.db, {
    userId: user.id,
    type: body.type,
    ...rowValues(body),
    createdAt: now,
    updatedAt: now,
  });
  return presentAlert(row, NO_RUNS);
}

/** `PATCH /api/alerts/{id}`: the fields given change; the result must still be a valid alert of its type. */
export async function changeAlert(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  body: AlertUpdateParsed,
): Promise<Alert> {
  const row = await alertOfUser(ctx, user, id);
  const defined = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  const merged: AlertFields = { ...fieldsOf(row), ...defined };
  // A new folder without a new label drops the old folder's label.
  if (body.folder_id !== undefined && body.folder_id !== row.folderId && body.label_id === undefined)
    merged.label_id = null;
  const problem = alertProblems({ type: row.type as 1 | 2 | 3, ...merged })[0];
  if (problem) throw invalid(problem.path, problem.message);
  await checkReferences(ctx, user, merged);
  return present(ctx, await updateAlert(ctx.db, id, { ...rowValues(merged), updatedAt: ctx.now() }));
}

/** Pauses or resumes: a paused alert gets no scheduled runs (run now still works). */
export async function setPaused(ctx: AppContext, user: UserRecord, id: number, paused: boolean): Promise<Alert> {
  await alertOfUser(ctx, user, id);
  return present(ctx, await updateAlert(ctx.db, id, { paused, updatedAt: ctx.now() }));
}

/**
 * Deletes an alert with an Undo: the row stays, marked deleted, so the undo (POST /api/alerts/restore) brings it
 * back with its runs; meanwhile it is gone from every call and from the scheduler.
 */
export async function removeAlert(ctx: AppContext, user: UserRecord, id: number): Promise<UndoableAnswer> {
  const row = await alertOfUser(ctx, user, id);
  return ctx.db.transaction(async (tx) => {
    await updateAlert(tx, id, { deletedAt: ctx.now() });
    return logRestorableChange(
      tx,
      {
        userId: user.id,
        action: ALERT_DELETE,
        message: `Deleted the alert “${row.name}”.`,
        details: { alert_id: id },
        createdAt: ctx.now(),
      },
      '/api/alerts/restore',
    );
  });
}

/** The undo of a deletion: only the one who deleted it, and only while the alert is still deleted. */
export async function restoreAlert(ctx: AppContext, user: UserRecord, eventId: number): Promise<{ message: string }> {
  const notFound = `You have no alert deletion ${eventId}.`;
  const event = await restorableEvent(ctx.db, user.id, eventId, { actions: [ALERT_DELETE], notFound });
  const id = (event.details as { alert_id: number }).alert_id;
  const row = await getAlertOfUser(ctx.db, user.id, id, { deleted: true });
  if (!row) throw new AppError('NOT_FOUND', { message: 'This alert is not deleted.' });
  await updateAlert(ctx.db, id, { deletedAt: null, updatedAt: ctx.now() });
  return { message: `The alert “${row.name}” is back.` };
}
