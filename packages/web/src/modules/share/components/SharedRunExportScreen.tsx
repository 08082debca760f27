import { EXPORT_FORMAT_LABELS, EXPORT_FORMATS, type ExportFormat, type PublicShareInfo } from '@app/shared';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api/ApiError';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { Expired } from '../../../ui/Expired';
import { LoadingLine } from '../../../ui/LoadState';
import { NotFound } from '../../../ui/NotFound';
import { ExportProgress } from '../../exports/components/ExportProgress';
import { ExportStatusBadge } from '../../exports/components/ExportStatusBadge';
import { isExportActive } from '../../exports/utils/exportProgress';
import { formatFileSize } from '../../exports/utils/formatFileSize';
import { saveFile } from '../../exports/utils/saveFile';
import { shareApi } from '../api/shareApi';
import { sharedSetBase } from '../utils/sharedPaths';
import { SharedHeading } from './ShareGuard';

/** How often a running export is asked about (SPEC §4 asks every 5 s for the signed-in export screen). */
const POLL_MS = 2000;

/** The format of the route, or null for one that is not an export format (NotFound). */
export function routeFormat(value: string | undefined): ExportFormat | null {
  return EXPORT_FORMATS.find((f) => f === value) ?? null;
}

/**
 * `/alert_runs/{key}/exports/{format}/download` (SPEC §2, no login): the shared alert run written in `format` with
 * the link's fields, its progress while the job writes it, and the file downloaded once, as soon as it is ready.
 * The same file is answered to every visit (the run's results are frozen), so revisiting does not write it again.
 */
export function SharedRunExportScreen({
  shareKey,
  format,
  info,
}: {
  shareKey: string;
  format: ExportFormat;
  info: PublicShareInfo;
}) {
  const { t } = useTranslation();
  const queued = useQuery({
    queryKey: ['share', 'export', shareKey, format] as const,
    queryFn: ({ signal }) => shareApi.queueExport(shareKey, format, signal),
    refetchInterval: (query) => (query.state.data && isExportActive(query.state.data) ? POLL_MS : false),
    retry: false,
  });
  const item = queued.data;
  const download = useMutation({
    mutationFn: () => shareApi.downloadExport(shareKey, format, item?.filename ?? `export.${format}`),
    onSuccess: ({ blob, fileName }) => {
      saveFile(blob, fileName);
      notify({ type: 'success', title: t('exports.toast.downloadComplete'), message: fileName });
    },
    onError: (error) =>
      notify({ type: 'error', title: t('exports.toast.downloadFailed'), message: describeApiError(error, t) }),
  });
  const downloaded = useRef(false);
  const { mutate } = download;
  useEffect(() => {
    if (item?.status !== 'finished' || downloaded.current) return;
    downloaded.current = true;
    mutate();
  }, [item?.status, mutate]);

  if (queued.isError && queued.error instanceof ApiError && queued.error.status === 410) return <Expired />;
  if (queued.isError && !item) {
    return queued.error instanceof ApiError && queued.error.status === 404 ? (
      <NotFound />
    ) : (
      <Alert color="red" variant="light" title={t('exports.toast.exportFailed')} data-testid="shared-export-error">
        {describeApiError(queued.error, t)}
      </Alert>
    );
  }
  if (!item) return <LoadingLine label={t('share.export.starting')} />;
  return (
    <Stack gap="md" maw={760} data-testid="shared-export">
      <Anchor component={Link} to={`${sharedSetBase('alert_run', shareKey)}/results`} fz="sm">
        <Group gap={4}>
          <IconChevronLeft size={14} aria-hidden="true" />
          {t('results.browse.backToResults')}
        </Group>
      </Anchor>
      <SharedHeading info={info} />
      <Card withBorder padding="lg" aria-busy={isExportActive(item)} data-testid="export-card">
        <Stack gap="md">
          <Group justify="space-between" align="center">
            <Title order={2} fz="h3">
              {t('share.export.heading', { format: EXPORT_FORMAT_LABELS[format] })}
            </Title>
            <ExportStatusBadge status={item.status} />
          </Group>
          <ExportProgress item={item} label={t('exports.progress.label')} size="lg" />
          <Text fz="sm" c="dimmed">
            {item.status === 'finished'
              ? t('share.export.ready', { size: item.size === null ? '–' : formatFileSize(item.size) })
              : item.status === 'failed'
                ? ''
                : t('share.export.writing')}
          </Text>
          {item.status === 'failed' && (
            <Alert color="red" variant="light" title={t('exports.toast.exportFailed')} data-testid="export-failed">
              {item.error ?? t('exports.screen.failedUnknown')}
            </Alert>
          )}
          {item.status === 'finished' && (
            <Group>
              <Button
                leftSection={<IconDownload size={16} aria-hidden="true" />}
                loading={download.isPending}
                onClick={() => mutate()}
                data-testid="shared-export-download"
              >
                {t('exports.screen.download')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
