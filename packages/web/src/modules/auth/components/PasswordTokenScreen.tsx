import { Alert, Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screenTitleKey } from '../../../i18n/screenTitleKey';
import { describeApiError } from '../../../lib/api/describeApiError';
import { authApi } from '../api/authApi';
import type { PasswordFlow } from '../types/PasswordFlow';
import { NewPasswordForm } from './NewPasswordForm';

/** Props of PasswordTokenScreen. */
type PasswordTokenScreenProps = {
  flow: PasswordFlow;
  /** The token from the link; null when the link carried none. */
  token: string | null;
};

/**
 * The password reset and invitation screens: the link's token is checked first, so a dead link says so before
 * the visitor types a new password twice.
 */
export function PasswordTokenScreen({ flow, token }: PasswordTokenScreenProps) {
  const { t } = useTranslation();
  const check = useQuery({
    queryKey: ['auth', 'passwordToken', flow, token],
    queryFn: () => authApi.checkPasswordToken(flow, token ?? ''),
    enabled: token !== null && token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  const title = <Title order={1}>{t(screenTitleKey(flow === 'reset' ? 'PasswordReset' : 'SetPassword'))}</Title>;

  if (!token) {
    return (
      <Stack gap="md">
        {title}
        <Alert color="red" variant="light" title={t('auth.linkInvalidTitle')}>
          {t('auth.missingToken')}
        </Alert>
        <Anchor component={Link} to="/login">
          {t('auth.backToSignIn')}
        </Anchor>
      </Stack>
    );
  }

  if (check.isPending) {
    return (
      <Stack gap="md">
        {title}
        <Center role="progressbar" aria-label={t('auth.checkingLink')} aria-busy="true" py="lg">
          <Loader aria-hidden="true" />
        </Center>
      </Stack>
    );
  }

  if (check.isError) {
    return (
      <Stack gap="md">
        {title}
        <Alert color="red" variant="light" title={t('auth.linkInvalidTitle')}>
          {describeApiError(check.error, t)}
        </Alert>
        {flow === 'reset' ? (
          <Anchor component={Link} to="/forgot-password">
            {t('auth.requestNewLink')}
          </Anchor>
        ) : (
          <>
            <Text>{t('auth.inviteAgainHint')}</Text>
            <Anchor component={Link} to="/login">
              {t('auth.backToSignIn')}
            </Anchor>
          </>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {title}
      {flow === 'invite' && <Text>{t('auth.setPasswordIntro')}</Text>}
      <Text>{t('auth.passwordFor', { email: check.data.email })}</Text>
      <NewPasswordForm flow={flow} token={token} />
    </Stack>
  );
}
