import { EXPORT_FORMAT_LABELS, type Export } from '@app/shared';
import { Alert, Anchor, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { LoadingLine } from '../../../ui/LoadState';
import { NotFound } from '../../../ui/NotFound';
import { formatActivityTime } from '../../folders/utils/activityTime';
import { useExportDownload } from '../hooks/useExportDownload';
import { exportQuery } from '../queries/exportQueries';
import { isExportActive } from '../utils/exportProgress';
import { formatFileSize } from '../utils/formatFileSize';
import { ExportProgress } from './ExportProgress';
import { ExportStatusBadge } from './ExportStatusBadge';

/** Props of ExportStatusScreen. */
type ExportStatusScreenProps = {
  /** The route's `{id}`: `pending`, an export id, or null for a value that cannot be one. */
  id: number | 'pending' | null;
  /** `/search/exports/{id}/download`: the file is fetched as soon as the export is finished. */
  downloadRoute: boolean;
};

/**
 * `/search/exports/{id}` and its `/download` (SPEC §2 export guard): `pending` shows the export being queued
 * without asking the server; any other id loads the export, and a failed load is NotFound.
 */
export function ExportStatusScreen({ id, downloadRoute }: ExportStatusScreenProps) {
  if (id === null) return <NotFound />;
  if (id === 'pending') return <PendingExport />;
  return <FollowedExport key={id} id={id} downloadRoute={downloadRoute} />;
}

function PendingExport() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{t('screens.Search_Export')}</Title>
      <Group gap="sm" aria-busy="true" data-testid="export-pending">
        <Loader size="sm" aria-hidden="true" />
        <Text>{t('exports.screen.starting')}</Text>
      </Group>
      <Text c="dimmed" fz="sm">
        {t('exports.screen.startingHint')}
      </Text>
    </Stack>
  );
}

/** Router state the dialog leaves when it has just started the export: download it when it is done. */
function startedHere(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { startedHere?: unknown }).startedHere === true;
}

/**
 * One export, asked about every 5 seconds while pending or running (SPEC §4). When it finishes the file is
 * downloaded, if this visit watched it run, came from the dialog, or is the download route; an export that was
 * already finished on an ordinary visit offers the Download button instead, so revisiting the page does not
 * download it again. 'Export Failed' is shown when it fails, or when asking about it fails.
 */
function FollowedExport({ id, downloadRoute }: { id: number; downloadRoute: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const query = useQuery(exportQuery(id));
  const download = useExportDownload();
  const watched = useRef(startedHere(location.state) || downloadRoute);
  const handled = useRef(false);
  const item = query.data;
  const lost = query.isError && item !== undefined;

  useEffect(() => {
    if (!item || handled.current) return;
    if (isExportActive(item)) {
      watched.current = true;
      return;
    }
    if (!watched.current) return;
    handled.current = true;
    if (item.status === 'finished') download.mutate(item);
    else
      notify({
        type: 'error',
        title: t('exports.toast.exportFailed'),
        message: item.error ?? t('exports.screen.failedUnknown'),
      });
  }, [item, download, t]);

  useEffect(() => {
    if (!lost || handled.current) return;
    handled.current = true;
    notify({ type: 'error', title: t('exports.toast.exportFailed'), message: describeApiError(query.error, t) });
  }, [lost, query.error, t]);

  if (query.isError && !item) return <NotFound />;
  if (!item) return <LoadingLine label={t('exports.list.loading')} />;
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t('screens.Search_Export')}</Title>
      <Text c="dimmed" fz="sm">
        {t('exports.screen.intro')}
      </Text>
      <Card withBorder padding="lg" data-testid="export-card" aria-busy={isExportActive(item) && !lost}>
        <Stack gap="md">
          <Group justify="space-between" align="center">
            <Title order={2} fz="h3" data-testid="export-source-name">
              {item.source_name}
            </Title>
            <ExportStatusBadge status={lost ? 'failed' : item.status} />
          </Group>
          <ExportProgress item={item} label={t('exports.progress.label')} size="lg" />
          <ExportFacts item={item} />
          {(item.status === 'failed' || lost) && (
            <Alert color="red" variant="light" title={t('exports.toast.exportFailed')} data-testid="export-failed">
              {lost ? describeApiError(query.error, t) : (item.error ?? t('exports.screen.failedUnknown'))}
            </Alert>
          )}
          {item.status === 'finished' && (
            <Group>
              <Button
                leftSection={<IconDownload size={16} aria-hidden="true" />}
                loading={download.isPending}
                onClick={() => download.mutate(item)}
              >
                {t('exports.screen.download')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
      <Anchor component={Link} to="/exports">
        {t('exports.screen.allExports')}
      </Anchor>
    </Stack>
  );
}

function ExportFacts({ item }: { item: Export }) {
  const { t } = useTranslation();
  return (
    <Table variant="vertical" withTableBorder={false} layout="fixed" fz="sm">
      <Table.Tbody>
        <Table.Tr>
          <Table.Th w={140}>{t('exports.screen.format')}</Table.Th>
          <Table.Td>{EXPORT_FORMAT_LABELS[item.format]}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>{t('exports.screen.size')}</Table.Th>
          <Table.Td data-testid="export-size">{item.size === null ? '–' : formatFileSize(item.size)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>{t('exports.screen.created')}</Table.Th>
          <Table.Td>{formatActivityTime(item.created_at)}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
