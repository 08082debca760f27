import type { ExportStatus } from '@app/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ExportStatus, string> = {
  pending: 'gray.7',
  running: 'blue.8',
  finished: 'green.8',
  failed: 'red.8',
};

/** An export's state (SPEC §4) in a coloured badge. */
export function ExportStatusBadge({ status }: { status: ExportStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="filled" data-testid="export-status" data-status={status}>
      {t(`exports.status.${status}`)}
    </Badge>
  );
}
