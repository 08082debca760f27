import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../modules/session/hooks/useCurrentUser';
import { TrackingLogsScreen } from '../modules/tracking/components/TrackingLogsScreen';

/** /tracking: the tracking logs. */
export function Tracking() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  return (
    <Stack gap="md">
      <Title order={1}>{t('screens.Tracking')}</Title>
      {user && <TrackingLogsScreen user={user} />}
    </Stack>
  );
}
