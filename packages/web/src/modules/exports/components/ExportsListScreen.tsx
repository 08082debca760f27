import { EXPORT_FORMAT_LABELS, type Export } from '@app/shared';
import { ActionIcon, Anchor, Group, Stack, Table, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeApiError } from '../../../lib/api/describeApiError';
import { confirm } from '../../../lib/modals/confirm';
import { notify } from '../../../lib/notifications/notify';
import { LoadFailedAlert, LoadingLine } from '../../../ui/LoadState';
import { formatActivityTime } from '../../folders/utils/activityTime';
import { exportsApi } from '../api/exportsApi';
import { useExportDownload } from '../hooks/useExportDownload';
import { EXPORTS_KEY, exportListQuery } from '../queries/exportQueries';
import { exportPath } from '../utils/exportPaths';
import { isExportActive } from '../utils/exportProgress';
import { formatFileSize } from '../utils/formatFileSize';
import { ExportProgress } from './ExportProgress';
import { ExportStatusBadge } from './ExportStatusBadge';

/**
 * `/exports`: the user's exports, newest first as the server lists them, with state, progress, format, size and
 * date; a finished one can be downloaded again, any can be deleted. While one runs the list is asked again every
 * 5 seconds (with its checksum, so an unchanged list costs no data).
 */
export function ExportsListScreen() {
  const { t } = useTranslation();
  const list = useQuery(exportListQuery);
  const exports = list.data?.exports ?? [];
  return (
    <Stack gap="md">
      <Title order={1}>{t('screens.Exports')}</Title>
      <Text c="dimmed">{t('exports.list.intro')}</Text>
      {list.isPending ? (
        <LoadingLine label={t('exports.list.loading')} />
      ) : list.isError && !list.data ? (
        <LoadFailedAlert title={t('exports.list.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : exports.length === 0 ? (
        <Text data-testid="exports-empty">{t('exports.list.empty')}</Text>
      ) : (
        <ExportsTable exports={exports} busy={exports.some(isExportActive)} />
      )}
    </Stack>
  );
}

function ExportsTable({ exports, busy }: { exports: readonly Export[]; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-label={t('exports.list.tableLabel')}
        data-testid="exports-table"
        data-running={busy}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('exports.list.source')}</Table.Th>
            <Table.Th>{t('exports.list.status')}</Table.Th>
            <Table.Th w={200}>{t('exports.list.progress')}</Table.Th>
            <Table.Th>{t('exports.list.format')}</Table.Th>
            <Table.Th>{t('exports.list.size')}</Table.Th>
            <Table.Th>{t('exports.list.date')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('exports.list.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {exports.map((item) => (
            <ExportRow key={item.id} item={item} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ExportRow({ item }: { item: Export }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const download = useExportDownload();
  const remove = useMutation({
    mutationFn: () => exportsApi.remove(item.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: EXPORTS_KEY });
      notify({ type: 'success', message: t('exports.list.deleted') });
    },
    onError: (error) =>
      notify({ type: 'error', title: t('exports.list.deleteFailed'), message: describeApiError(error, t) }),
  });
  const name = item.filename || item.source_name;
  return (
    <Table.Tr data-testid="export-row" data-export-id={item.id} data-status={item.status}>
      <Table.Td>
        <Stack gap={0}>
          <Anchor component={Link} to={exportPath(item.id)} fz="sm" fw={600}>
            {item.source_name}
          </Anchor>
          <Text fz="xs" c="dimmed">
            {item.filename}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <ExportStatusBadge status={item.status} />
      </Table.Td>
      <Table.Td>
        <ExportProgress item={item} label={t('exports.progress.label')} size="sm" />
      </Table.Td>
      <Table.Td>{EXPORT_FORMAT_LABELS[item.format]}</Table.Td>
      <Table.Td data-testid="export-row-size">{item.size === null ? '–' : formatFileSize(item.size)}</Table.Td>
      <Table.Td>{formatActivityTime(item.created_at)}</Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {item.status === 'finished' && (
            <Tooltip label={t('exports.screen.download')}>
              <ActionIcon
                variant="subtle"
                color="blue.8"
                aria-label={t('exports.list.downloadLabel', { name })}
                loading={download.isPending}
                onClick={() => download.mutate(item)}
              >
                <IconDownload size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={t('exports.list.delete')}>
            <ActionIcon
              variant="subtle"
              color="red.8"
              aria-label={t('exports.list.deleteLabel', { name })}
              loading={remove.isPending}
              onClick={() =>
                confirm({
                  title: t('exports.list.deleteTitle'),
                  message: t('exports.list.deleteMessage', { name }),
                  confirmLabel: t('exports.list.delete'),
                  onConfirm: () => remove.mutate(),
                })
              }
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
