import { Alert, Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GuestLayout } from './GuestLayout';

/** Props of UserLoadError. */
type UserLoadErrorProps = {
  onRetry: () => void;
};

/**
 * GET /api/user failed for a reason other than "not signed in" (server down, network). Treating that as a
 * guest would send a signed-in user to Login, so the visitor gets a retry instead.
 */
export function UserLoadError({ onRetry }: UserLoadErrorProps) {
  const { t } = useTranslation();
  return (
    <GuestLayout loadingBar={null}>
      <Stack>
        <Title order={1}>{t('errors.userLoadTitle')}</Title>
        <Alert color="red" variant="light">
          {t('errors.network')}
        </Alert>
        <Button onClick={onRetry}>{t('errors.retry')}</Button>
      </Stack>
    </GuestLayout>
  );
}
