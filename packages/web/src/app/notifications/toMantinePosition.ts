import { DEFAULT_NOTIFICATION_POSITION, NOTIFICATION_POSITIONS, type NotificationPosition } from '@app/shared';
import type { NotificationsProps } from '@mantine/notifications';

type MantinePosition = NonNullable<NotificationsProps['position']>;

/**
 * Maps the `system_message` preference (`topright`, SPEC §3) to Mantine's position (`top-right`). Anything
 * unknown falls back to the SPEC default, so a bad stored value never hides the toasts.
 */
export function toMantinePosition(preference: unknown): MantinePosition {
  const position: NotificationPosition = NOTIFICATION_POSITIONS.includes(preference as NotificationPosition)
    ? (preference as NotificationPosition)
    : DEFAULT_NOTIFICATION_POSITION;
  const vertical = position.startsWith('top') ? 'top' : 'bottom';
  const horizontal = position.slice(vertical.length) as 'left' | 'center' | 'right';
  return `${vertical}-${horizontal}`;
}
