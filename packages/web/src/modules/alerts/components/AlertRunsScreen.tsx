import { can } from '@app/shared';
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconPencil, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { LoadingLine } from '../../../ui/LoadState';
import { NotFound } from '../../../ui/NotFound';
import { useCurrentUser } from '../../session/hooks/useCurrentUser';
import { alertsApi } from '../api/alertsApi';
import { alertQuery, alertRunsQuery } from '../queries/alertQueries';
import { dateTimeText } from '../utils/dateTimeText';
import { scheduleText } from '../utils/scheduleText';
import { openAlertForm } from './AlertForm';
import { RunStatusBadge } from './StatusBadges';

/** SPEC §2 /alerts/{id}: one alert and its runs, newest first, each with its period, state and count. */
export function AlertRunsScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const raw = Number(useParams().id);
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const alert = useQuery({ ...alertQuery(id ?? 0), enabled: id !== null });
  const runs = useQuery({ ...alertRunsQuery(id ?? 0), enabled: id !== null });
  const user = useCurrentUser().data;
  const canWrite = user ? can.writeData(user) : false;
  const runNow = useMutation({
    mutationFn: () => alertsApi.runNow(id!),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['alerts', id, 'runs'] }),
    onError: (error) => notify({ type: 'error', title: t('alerts.runFailed'), message: describeApiError(error, t) }),
  });

  // SPEC §2 data guard: the alert's runs must load, else NotFound.
  if (id === null || alert.isError || runs.isError) return <NotFound />;
  if (!alert.data) return <LoadingLine label={t('alerts.loading')} />;
  const a = alert.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={`/alerts?type=${a.type}`} fz="sm">
        <Group gap={4}>
          <IconChevronLeft size={14} aria-hidden="true" />
          {t('alerts.backToList')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{a.name}</Title>
          <Text c="dimmed" fz="sm">
            {t(`alerts.types.${a.type}`)} · {scheduleText(a.schedule, t)} ·{' '}
            {t(a.paused ? 'alerts.paused' : 'alerts.active')}
          </Text>
          {a.query && (
            <Text fz="sm" ff="monospace" data-testid="alert-query">
              {a.query}
            </Text>
          )}
        </Stack>
        {canWrite && (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden="true" />}
              onClick={() => openAlertForm({ alert: a })}
            >
              {t('alerts.edit')}
            </Button>
            <Button
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              loading={runNow.isPending}
              onClick={() => runNow.mutate()}
            >
              {t('alerts.runNow')}
            </Button>
          </Group>
        )}
      </Group>
      <Title order={2} fz="h3">
        {t('alerts.runs.title')}
      </Title>
      {runs.isPending ? (
        <LoadingLine label={t('alerts.runs.loading')} />
      ) : runs.data.length === 0 ? (
        <Text c="dimmed" data-testid="alert-runs-empty">
          {t('alerts.runs.empty')}
        </Text>
      ) : (
        <Table striped highlightOnHover aria-label={t('alerts.runs.title')} data-testid="alert-runs-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('alerts.runs.period')}</Table.Th>
              <Table.Th>{t('alerts.runs.status')}</Table.Th>
              <Table.Th ta="right">{t('alerts.runs.count')}</Table.Th>
              <Table.Th>{t('alerts.runs.finished')}</Table.Th>
              <Table.Th>{t('alerts.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {runs.data.map((run) => (
              <Table.Tr key={run.key} data-testid="alert-run-row" data-status={run.status} data-run-key={run.key}>
                <Table.Td>
                  {dateTimeText(run.period_start)} – {dateTimeText(run.period_end)}
                </Table.Td>
                <Table.Td>
                  <RunStatusBadge status={run.status} />
                  {run.error && (
                    <Text fz="xs" c="red.8">
                      {run.error}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" data-testid="alert-run-count">
                  {run.count === null ? '—' : run.count.toLocaleString('en')}
                </Table.Td>
                <Table.Td>{run.finished_at ? dateTimeText(run.finished_at) : '—'}</Table.Td>
                <Table.Td>
                  {run.status === 'finished' && (
                    <Anchor component={Link} to={`/alert_runs/${run.key}`}>
                      {t('alerts.runs.open', { count: run.count ?? 0 })}
                    </Anchor>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
