import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../modules/session/hooks/useCurrentUser';

/** / (home for everyone but end users). Dashboards come with a later issue; for now it greets the user. */
export function Dashboard() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  return (
    <Stack gap="md">
      <Title order={1}>{t('screens.Dashboard')}</Title>
      {user && <Text size="lg">{t('pages.dashboard.greeting', { firstName: user.first_name })}</Text>}
      <Text>{t('pages.dashboard.later')}</Text>
    </Stack>
  );
}
