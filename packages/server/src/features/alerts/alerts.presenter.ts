import type { Alert, AlertRun, AlertType } from '@app/shared';
import type { AlertRow, AlertRunRow, RunSummary } from './alerts.repository';

export function presentAlert(row: AlertRow, runs: RunSummary): Alert {
  return {
    id: row.id,
    type: row.type as AlertType,
    owner_id: row.userId,
    name: row.name,
    query: row.query,
    filters: row.filters,
    ucids: row.ucids,
    schedule: row.schedule,
    date_basis: row.dateBasis,
    grouping: row.grouping as Alert['grouping'],
    mail_empty_runs: row.mailEmptyRuns,
    recipients: row.recipients,
    paused: row.paused,
    highlighting_scheme_id: row.highlightingSchemeId,
    folder_id: row.folderId,
    label_id: row.labelId,
    inspector_user_ids: row.inspectorUserIds,
    inspector_group_ids: row.inspectorGroupIds,
    custom_field_scheme_id: row.customFieldSchemeId,
    last_run_at: runs.last ? runs.last.periodEnd.toISOString() : null,
    run_count: runs.runs,
    last_run_status: runs.last?.status ?? null,
    last_run_count: runs.last?.count ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentRun(row: AlertRunRow): AlertRun {
  return {
    key: row.key,
    alert_id: row.alertId,
    period_start: row.periodStart.toISOString(),
    period_end: row.periodEnd.toISOString(),
    status: row.status,
    count: row.count,
    error: row.error,
    inspectors_users: row.inspectorsUsers,
    inspectors_groups: row.inspectorsGroups,
    custom_field_scheme_id: row.customFieldSchemeId,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}
