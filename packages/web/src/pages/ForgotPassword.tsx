import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '../modules/auth/components/ForgotPasswordForm';

/** /forgot-password (guest only). */
export function ForgotPassword() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('screens.ForgotPassword')}</Title>
      <ForgotPasswordForm />
    </Stack>
  );
}
