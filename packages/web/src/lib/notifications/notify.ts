import { NOTIFICATION_TIMEOUT_MS } from '@app/shared';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { i18n } from '../../i18n/i18n';

/** The four kinds of SPEC §3 Notification. */
type NotificationType = 'success' | 'info' | 'warning' | 'error';

/** A toast as SPEC §3 describes it. */
type NotifyOptions = {
  title?: string;
  message: ReactNode;
  type?: NotificationType;
  /** False keeps the toast until the user dismisses it. Default true. */
  autodismiss?: boolean;
  /** Auto-dismiss delay in ms; default NOTIFICATION_TIMEOUT_MS (SPEC §9). */
  timeout?: number;
  /** Reusing an id replaces nothing; it lets callers hide the toast later with `notifications.hide(id)`. */
  id?: string;
};

/**
 * Colours chosen from Mantine's darker shades: the toast's accent bar and icon carry the type, while the text
 * stays in the default colour so it keeps full contrast.
 */
const COLORS: Record<NotificationType, string> = {
  success: 'green.8',
  info: 'blue.8',
  warning: 'orange.8',
  error: 'red.8',
};

/** Shows a toast at the user's preferred position (set on <Notifications>); returns its id. */
export function notify({
  title,
  message,
  type = 'info',
  autodismiss = true,
  timeout = NOTIFICATION_TIMEOUT_MS,
  id,
}: NotifyOptions): string {
  return notifications.show({
    ...(id ? { id } : {}),
    title,
    message,
    color: COLORS[type],
    autoClose: autodismiss ? timeout : false,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': i18n.t('notifications.close') },
    'data-type': type,
  });
}
