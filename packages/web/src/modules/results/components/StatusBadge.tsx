import type { SearchDoc } from '@app/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Filled for a known status, the default (white, dark text) for unknown. Mantine's darkest green still gives
// white text only 4.4:1, so Alive takes a deeper green of its own (6.3:1).
const COLORS = { Alive: '#1d6b2f', Dead: 'gray.8', Unknown: 'gray' } as const;

/** Dead, Alive or Unknown (SPEC §4: dead when the expected expiry is before today), as a small badge. */
export function StatusBadge({ status }: { status: SearchDoc['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge
      size="sm"
      radius="sm"
      variant={status === 'Unknown' ? 'default' : 'filled'}
      color={COLORS[status]}
      // Never squeezed by a long title beside it.
      style={{ flexShrink: 0 }}
      data-testid="status-badge"
    >
      {t(`results.status.${status}`)}
    </Badge>
  );
}
