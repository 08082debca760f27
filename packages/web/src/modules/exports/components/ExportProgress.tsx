import type { Export } from '@app/shared';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { exportPercent, isExportActive } from '../utils/exportProgress';

/** Props of ExportProgress. */
type ExportProgressProps = {
  item: Pick<Export, 'status' | 'written' | 'total'>;
  /** A name for the bar (the list has one per row). */
  label: string;
  size?: 'sm' | 'md' | 'lg';
};

/**
 * How far an export is: a bar of documents written of the total, and the count in words. Before the job has
 * counted its documents the bar is striped and says so.
 */
export function ExportProgress({ item, label, size = 'md' }: ExportProgressProps) {
  const { t } = useTranslation();
  const percent = exportPercent(item);
  const active = isExportActive(item);
  return (
    <Stack gap={2}>
      {/* The section is the progressbar (role, value, value text); the root is only its track. */}
      <Progress.Root size={size} data-testid="export-progress" data-percent={percent ?? ''}>
        <Progress.Section
          value={percent ?? 100}
          striped={active}
          animated={active && percent === null}
          color={item.status === 'failed' ? 'red.9' : item.status === 'finished' ? '#1d6b2f' : 'blue.8'}
          aria-label={label}
        />
      </Progress.Root>
      <Text fz="xs" c="dimmed" data-testid="export-progress-text">
        {item.total === null
          ? active
            ? t('exports.progress.counting')
            : ''
          : t('exports.progress.written', {
              written: item.written.toLocaleString('en'),
              total: item.total.toLocaleString('en'),
            })}
      </Text>
    </Stack>
  );
}
