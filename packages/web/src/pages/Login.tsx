import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoginForm } from '../modules/auth/components/LoginForm';

/** /login (guest only). `?redirect=` is followed after sign-in; `?reset=1` confirms a saved password. */
export function Login() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('screens.Login')}</Title>
        <Text c="dimmed">{t('auth.signInIntro')}</Text>
      </Stack>
      <LoginForm passwordJustSet={searchParams.get('reset') === '1'} />
    </Stack>
  );
}
