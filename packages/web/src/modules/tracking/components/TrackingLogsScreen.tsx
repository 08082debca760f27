import { DEFAULT_TRACKING_PERIOD, type TrackingLogFilters as Filters, type User } from '@app/shared';
import { Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { formatActivityTime } from '../../folders/utils/activityTime';
import { trackingApi } from '../api/trackingApi';
import { trackingLogsQuery } from '../queries/trackingQueries';
import { trackedActionKind } from '../utils/trackedActionKind';
import { trackingConfig } from '../utils/trackingConfig';
import { TrackingLogFilters } from './TrackingLogFilters';

/** Hands a downloaded file to the browser under its name. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** /tracking: what was done under each tracking reference, by period (initially this month), user and reference. */
export function TrackingLogsScreen({ user }: { user: User }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({ period: DEFAULT_TRACKING_PERIOD, user_id: null, reference: null });
  const enabled = trackingConfig(user).enabled;
  const logs = useQuery({ ...trackingLogsQuery(filters), enabled, placeholderData: keepPreviousData });
  const exporting = useMutation({
    mutationFn: () => trackingApi.exportLogs(filters),
    onSuccess: ({ blob, fileName }) => {
      saveFile(blob, fileName);
      notify({ type: 'success', title: t('tracking.logs.exported'), message: fileName });
    },
    onError: (error) =>
      notify({ type: 'error', title: t('tracking.logs.exportFailed'), message: describeApiError(error, t) }),
  });

  if (!enabled) return <Text>{t('tracking.logs.moduleOff')}</Text>;

  return (
    <Stack gap="md">
      <Text c="dimmed">{user.is_admin ? t('tracking.logs.introAdmin') : t('tracking.logs.intro')}</Text>
      <Group justify="space-between" align="flex-end">
        <TrackingLogFilters filters={filters} onChange={setFilters} isAdmin={user.is_admin} />
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
          loading={exporting.isPending}
          disabled={!logs.data || logs.data.total === 0}
          onClick={() => exporting.mutate()}
        >
          {t('tracking.logs.export')}
        </Button>
      </Group>
      {logs.isPending && (
        <Group gap="sm" aria-busy="true">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t('tracking.logs.loading')}</Text>
        </Group>
      )}
      {logs.isError && (
        <Alert color="red" variant="light" title={t('tracking.logs.loadFailed')}>
          <Group gap="sm">
            <Text fz="sm">{describeApiError(logs.error, t)}</Text>
            <Button size="xs" variant="default" onClick={() => void logs.refetch()}>
              {t('errors.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {logs.data && logs.data.total === 0 && <Text data-testid="tracking-empty">{t('tracking.logs.empty')}</Text>}
      {logs.data && logs.data.total > 0 && (
        <>
          <Text fz="sm" c="dimmed" aria-live="polite">
            {logs.data.total > logs.data.data.length
              ? t('tracking.logs.countCut', { shown: logs.data.data.length, count: logs.data.total })
              : t('tracking.logs.count', { count: logs.data.total })}
          </Text>
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing={6} aria-label={t('tracking.logs.listLabel')} data-testid="tracking-logs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={160}>{t('tracking.logs.columns.time')}</Table.Th>
                  <Table.Th w={170}>{t('tracking.logs.columns.reference')}</Table.Th>
                  <Table.Th w={190}>{t('tracking.logs.columns.user')}</Table.Th>
                  <Table.Th w={130}>{t('tracking.logs.columns.action')}</Table.Th>
                  <Table.Th>{t('tracking.logs.columns.details')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {logs.data.data.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td fz="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={entry.created_at}>{formatActivityTime(entry.created_at)}</time>
                    </Table.Td>
                    <Table.Td fz="sm">{entry.reference}</Table.Td>
                    <Table.Td fz="sm" title={entry.user.email}>
                      {entry.user.name}
                    </Table.Td>
                    <Table.Td fz="sm">{t(`tracking.logs.actions.${trackedActionKind(entry.action)}`)}</Table.Td>
                    <Table.Td fz="sm" style={{ overflowWrap: 'anywhere' }}>
                      {entry.message}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
