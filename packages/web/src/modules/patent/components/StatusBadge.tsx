import type { ExpiryStatus } from '@app/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Readonly<Record<ExpiryStatus, string>> = { Alive: 'green', Dead: 'red', Unknown: 'gray' };

/** Props of StatusBadge. */
type StatusBadgeProps = {
  status: ExpiryStatus;
};

/** Dead, Alive or unknown (SPEC §4: an expected expiry before today means dead), as a coloured badge with text. */
export function StatusBadge({ status }: StatusBadgeProps) {
  const { t } = useTranslation();
  // The dot variant keeps the word in the body text colour (white on green-8 is only 3.3:1); the word carries the
  // meaning, the coloured dot only helps.
  return (
    <Badge color={COLORS[status]} variant="dot" size="lg" tt="none" data-testid="patent-status">
      {t(`patent.status.${status}`)}
    </Badge>
  );
}
