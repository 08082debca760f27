import type { Alert, AlertType } from '@app/shared';
import { ActionIcon, Anchor, Button, Checkbox, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import {
  IconFileSpreadsheet,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeApiError } from '../../../lib/api/describeApiError';
import { confirm } from '../../../lib/modals/confirm';
import { notify } from '../../../lib/notifications/notify';
import { notifyUndoable } from '../../../lib/notifications/notifyUndoable';
import { saveFile } from '../../exports/utils/saveFile';
import { alertsApi } from '../api/alertsApi';
import { refreshAlerts } from '../queries/alertQueries';
import { dateTimeText } from '../utils/dateTimeText';
import { scheduleText } from '../utils/scheduleText';
import { openAlertForm } from './AlertForm';
import { AlertStateBadge, RunStatusBadge } from './StatusBadges';

type AlertsTableProps = { type: AlertType; alerts: readonly Alert[]; canWrite: boolean };

/** The alerts of one type: what they watch, when they run, their state, and what can be done with each. */
export function AlertsTable({ type, alerts, canWrite }: AlertsTableProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const refresh = () => refreshAlerts(queryClient);
  const onError = (title: string) => (error: unknown) =>
    notify({ type: 'error', title, message: describeApiError(error, t) });

  const pause = useMutation({
    mutationFn: ({ alert, paused }: { alert: Alert; paused: boolean }) => alertsApi.setPaused(alert.id, paused),
    onSuccess: refresh,
    onError: onError(t('alerts.actionFailed')),
  });
  const runNow = useMutation({
    mutationFn: (alert: Alert) => alertsApi.runNow(alert.id),
    onSuccess: async (_run, alert) => {
      await queryClient.invalidateQueries({ queryKey: ['alerts', alert.id, 'runs'] });
      notify({
        type: 'success',
        message: (
          <Text fz="sm">
            {t('alerts.runStarted', { name: alert.name })}{' '}
            <Anchor component={Link} to={`/alerts/${alert.id}`} fz="sm">
              {t('alerts.showRuns')}
            </Anchor>
          </Text>
        ),
      });
    },
    onError: onError(t('alerts.runFailed')),
  });
  const remove = useMutation({
    mutationFn: (alert: Alert) => alertsApi.remove(alert.id),
    onSuccess: async (answer, alert) => {
      setSelected((s) => new Set([...s].filter((id) => id !== alert.id)));
      await refresh();
      notifyUndoable(answer, () => void refresh());
    },
    onError: onError(t('alerts.deleteFailed')),
  });
  // SPEC §8: any failure of the alerts export is 'Failed to export alerts'.
  const exportXlsx = useMutation({
    mutationFn: () => alertsApi.exportXlsx({ alertIds: [...selected], type }),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
    onError: onError(t('alerts.exportFailed')),
  });

  const allTicked = alerts.length > 0 && alerts.every((a) => selected.has(a.id));
  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconFileSpreadsheet size={14} aria-hidden="true" />}
          disabled={selected.size === 0}
          loading={exportXlsx.isPending}
          onClick={() => exportXlsx.mutate()}
        >
          {selected.size === 0 ? t('alerts.exportNone') : t('alerts.exportSelected', { count: selected.size })}
        </Button>
      </Group>
      <Table striped highlightOnHover aria-label={t(`alerts.typesPlural.${type}`)} data-testid="alerts-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('alerts.selectAll')}
                checked={allTicked}
                indeterminate={!allTicked && selected.size > 0}
                onChange={(e) => setSelected(new Set(e.currentTarget.checked ? alerts.map((a) => a.id) : []))}
              />
            </Table.Th>
            <Table.Th>{t('alerts.columns.name')}</Table.Th>
            <Table.Th>{t(type === 2 ? 'alerts.columns.watched' : 'alerts.columns.query')}</Table.Th>
            <Table.Th>{t('alerts.columns.schedule')}</Table.Th>
            <Table.Th ta="right">{t('alerts.columns.runCount')}</Table.Th>
            <Table.Th>{t('alerts.columns.lastRun')}</Table.Th>
            <Table.Th>{t('alerts.columns.lastResult')}</Table.Th>
            <Table.Th w={96}>{t('alerts.columns.status')}</Table.Th>
            <Table.Th>{t('alerts.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {alerts.map((alert) => (
            <Table.Tr key={alert.id} data-testid="alert-row" data-alert-id={alert.id}>
              <Table.Td>
                <Checkbox
                  aria-label={t('alerts.select', { name: alert.name })}
                  checked={selected.has(alert.id)}
                  onChange={(e) => toggle(alert.id, e.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/alerts/${alert.id}`} fw={600}>
                  {alert.name}
                </Anchor>
              </Table.Td>
              <Table.Td maw={360}>
                {type === 2 ? (
                  t('alerts.patentCount', { count: alert.ucids.length })
                ) : (
                  <Text fz="sm" ff="monospace" lineClamp={2} title={alert.query ?? ''}>
                    {alert.query}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{scheduleText(alert.schedule, t)}</Table.Td>
              <Table.Td ta="right" data-testid="alert-run-count">
                {alert.run_count}
              </Table.Td>
              <Table.Td>{alert.last_run_at ? dateTimeText(alert.last_run_at) : t('alerts.neverRun')}</Table.Td>
              <Table.Td data-testid="alert-last-result">
                <LastRunResult alert={alert} />
              </Table.Td>
              <Table.Td>
                <AlertStateBadge paused={alert.paused} />
              </Table.Td>
              <Table.Td>
                {canWrite && (
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('alerts.editNamed', { name: alert.name })}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('alerts.editNamed', { name: alert.name })}
                        onClick={() => openAlertForm({ alert })}
                      >
                        <IconPencil size={16} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t(alert.paused ? 'alerts.resumeNamed' : 'alerts.pauseNamed', { name: alert.name })}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t(alert.paused ? 'alerts.resumeNamed' : 'alerts.pauseNamed', { name: alert.name })}
                        onClick={() => pause.mutate({ alert, paused: !alert.paused })}
                      >
                        {alert.paused ? (
                          <IconPlayerPlay size={16} aria-hidden="true" />
                        ) : (
                          <IconPlayerPause size={16} aria-hidden="true" />
                        )}
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('alerts.runNowNamed', { name: alert.name })}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('alerts.runNowNamed', { name: alert.name })}
                        loading={runNow.isPending && runNow.variables?.id === alert.id}
                        onClick={() => runNow.mutate(alert)}
                      >
                        <IconRefresh size={16} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('alerts.deleteNamed', { name: alert.name })}>
                      <ActionIcon
                        variant="subtle"
                        color="red.8"
                        aria-label={t('alerts.deleteNamed', { name: alert.name })}
                        onClick={() =>
                          confirm({
                            title: t('alerts.confirmDeleteTitle'),
                            message: t('alerts.confirmDelete', { name: alert.name }),
                            confirmLabel: t('alerts.delete'),
                            onConfirm: () => remove.mutate(alert),
                          })
                        }
                      >
                        <IconTrash size={16} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** What the newest run found: its result count once finished, else its state (pending, running or failed). */
function LastRunResult({ alert }: { alert: Alert }) {
  const { t } = useTranslation();
  if (alert.last_run_status === null) return null;
  if (alert.last_run_status === 'finished') return t('alerts.lastRunDocuments', { count: alert.last_run_count ?? 0 });
  return <RunStatusBadge status={alert.last_run_status} />;
}
