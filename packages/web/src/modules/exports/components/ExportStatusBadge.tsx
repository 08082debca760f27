import type { ExportStatus } from '@app/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// White text needs about 4.5:1: Mantine's greens and blues fall short of it, so finished and running take
// deeper shades of their own (finished the same green as the results' Alive badge).
const COLORS: Record<ExportStatus, string> = {
  pending: 'gray.8',
  running: '#1c5fa8',
  finished: '#1d6b2f',
  failed: 'red.9',
};

/** An export's state (SPEC §4) in a coloured badge. */
export function ExportStatusBadge({ status }: { status: ExportStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="filled" radius="sm" data-testid="export-status" data-status={status}>
      {t(`exports.status.${status}`)}
    </Badge>
  );
}
