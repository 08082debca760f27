import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { screenTitleKey } from '../i18n/screenTitleKey';
import { useRouteName } from '../lib/routes/useRouteName';

/**
 * Stands in for every screen a later issue will build: its title and a plain statement, so nothing pretends
 * to work. The guard's role and module rules still apply to the route.
 */
export function NotAvailableYet() {
  const { t } = useTranslation();
  const routeName = useRouteName();
  return (
    <Stack gap="md">
      <Title order={1}>{t(screenTitleKey(routeName))}</Title>
      <Text>{t('app.notAvailableYet')}</Text>
    </Stack>
  );
}
