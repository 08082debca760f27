import { Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordChangeForm } from '../modules/settings/components/PasswordChangeForm';
import { PreferencesForm } from '../modules/settings/components/PreferencesForm';
import { SessionsList } from '../modules/settings/components/SessionsList';
import { ShareLinksList } from '../modules/share/components/ShareLinksList';

/** /settings: the user's preferences (SPEC §3), their password, and where they are signed in. */
export function Settings() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{t('screens.Settings')}</Title>
        <Text c="dimmed">{t('settings.intro')}</Text>
      </Stack>
      <PreferencesForm />
      <Divider />
      <PasswordChangeForm />
      <Divider />
      <SessionsList />
      <Divider />
      <ShareLinksList />
    </Stack>
  );
}
