import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { screenTitleKey } from '../../../i18n/screenTitleKey';
import { describeApiError } from '../../../lib/api/describeApiError';
import { alertUnsubscribeApi } from '../api/alertUnsubscribeApi';

/** Props of AlertUnsubscribeScreen. */
type AlertUnsubscribeScreenProps = {
  /** The token from the link; null when the link carried none. */
  token: string | null;
};

/**
 * Where the unsubscribe link of an alert run mail leads. The link is checked first and the visitor confirms with a
 * button, so a mail scanner that opens every link does not unsubscribe anyone by itself.
 */
export function AlertUnsubscribeScreen({ token }: AlertUnsubscribeScreenProps) {
  const { t } = useTranslation();
  const check = useQuery({
    queryKey: ['alertUnsubscribe', token],
    queryFn: () => alertUnsubscribeApi.check(token ?? ''),
    enabled: token !== null && token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const confirm = useMutation({ mutationFn: () => alertUnsubscribeApi.unsubscribe(token ?? '') });

  const title = <Title order={1}>{t(screenTitleKey('AlertUnsubscribe'))}</Title>;

  if (!token) {
    return (
      <Stack gap="md">
        {title}
        <Alert color="red" variant="light" title={t('alertUnsubscribe.invalidTitle')}>
          {t('alertUnsubscribe.missingToken')}
        </Alert>
      </Stack>
    );
  }

  if (check.isPending) {
    return (
      <Stack gap="md">
        {title}
        <Center role="progressbar" aria-label={t('alertUnsubscribe.checking')} aria-busy="true" py="lg">
          <Loader aria-hidden="true" />
        </Center>
      </Stack>
    );
  }

  if (check.isError) {
    return (
      <Stack gap="md">
        {title}
        <Alert color="red" variant="light" title={t('alertUnsubscribe.invalidTitle')}>
          {describeApiError(check.error, t)}
        </Alert>
      </Stack>
    );
  }

  const { email, alert_name: name } = check.data;
  // A gone alert (null name) mails no one: the server answers it as unsubscribed already.
  if (confirm.isSuccess || check.data.unsubscribed || name === null) {
    return (
      <Stack gap="md">
        {title}
        <Alert color="green" variant="light" role="status" title={t('alertUnsubscribe.doneTitle')}>
          {name === null ? t('alertUnsubscribe.doneAlertGone', { email }) : t('alertUnsubscribe.done', { email, name })}
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {title}
      <Text>{t('alertUnsubscribe.question', { email, name })}</Text>
      {confirm.isError && (
        <Alert color="red" variant="light" role="alert" title={t('alertUnsubscribe.failedTitle')}>
          {describeApiError(confirm.error, t)}
        </Alert>
      )}
      <div>
        <Button loading={confirm.isPending} onClick={() => confirm.mutate()}>
          {t('alertUnsubscribe.confirm')}
        </Button>
      </div>
    </Stack>
  );
}
