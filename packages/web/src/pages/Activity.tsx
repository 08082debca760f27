import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActivityScreen } from '../modules/activity/components/ActivityScreen';

/** /activity: the signed-in user's own recent actions. */
export function Activity() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('screens.Activity')}</Title>
        <Text c="dimmed">{t('activity.intro')}</Text>
      </Stack>
      <ActivityScreen />
    </Stack>
  );
}
