import { NOTIFICATION_REMOVAL_DELAY_MS, NOTIFICATION_TIMEOUT_MS } from '@app/shared';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionExpiredNotice } from '../../lib/api/sessionExpiredNotice';
import { notify } from '../../lib/notifications/notify';
import { useCurrentUser } from '../../modules/session/hooks/useCurrentUser';
import classes from './AppNotifications.module.css';
import { toMantinePosition } from './toMantinePosition';

/**
 * The toast area (SPEC §2): at the position from the user's `system_message` preference, auto-closing after
 * NOTIFICATION_TIMEOUT_MS, and removed NOTIFICATION_REMOVAL_DELAY_MS after dismissal (the exit transition). The area
 * keeps clear of the header and the navigation (AppNotifications.module.css).
 */
export function AppNotifications() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();

  // The warning of a 419 redirect is shown again here, after the full page load that ended the old page.
  useEffect(() => {
    if (sessionExpiredNotice.consume()) {
      notify({ type: 'warning', title: t('session.expiredTitle'), message: t('session.expired') });
    }
  }, [t]);

  return (
    <Notifications
      position={toMantinePosition(user?.preferences.system_message)}
      autoClose={NOTIFICATION_TIMEOUT_MS}
      transitionDuration={NOTIFICATION_REMOVAL_DELAY_MS}
      zIndex={1000}
      classNames={{ root: classes.area }}
      data-testid="notification-area"
    />
  );
}
