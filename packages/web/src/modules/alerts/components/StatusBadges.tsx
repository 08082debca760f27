import type { AlertRun } from '@app/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// White text needs about 4.5:1, which Mantine's lighter greens and blues miss: the same deep shades as the export
// status badges.
const RUN_COLORS: Record<AlertRun['status'], string> = {
  pending: 'gray.8',
  running: '#1c5fa8',
  finished: '#1d6b2f',
  failed: 'red.9',
};

// A state is one short word: it must show whole, never cut to "ACTI…" in a narrow table column.
const WHOLE_LABEL = { root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } } as const;

/** An alert run's state. */
export function RunStatusBadge({ status }: { status: AlertRun['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={RUN_COLORS[status]} variant="filled" radius="sm" styles={WHOLE_LABEL} data-testid="alert-run-status">
      {t(`alerts.runStatuses.${status}`)}
    </Badge>
  );
}

/** Whether an alert runs on its schedule (active) or waits to be resumed (paused). */
export function AlertStateBadge({ paused }: { paused: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={paused ? 'gray.8' : '#1d6b2f'}
      variant="filled"
      radius="sm"
      styles={WHOLE_LABEL}
      data-testid="alert-status"
    >
      {t(paused ? 'alerts.paused' : 'alerts.active')}
    </Badge>
  );
}
