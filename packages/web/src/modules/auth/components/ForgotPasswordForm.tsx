import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api/ApiError';
import { describeApiError } from '../../../lib/api/describeApiError';
import { authApi } from '../api/authApi';
import { retryAfterText } from '../utils/retryAfterText';
import { splitApiError } from '../utils/splitApiError';
import { validateEmail } from '../utils/validateEmail';
import { EmailField } from './EmailField';

const FIELDS = ['email'] as const;

/**
 * Asks for a reset link. The confirmation is the same whether or not an account exists, so the screen cannot
 * be used to find out which addresses have accounts.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (value) => validateEmail(value, t) },
  });
  const request = useMutation({
    mutationFn: authApi.forgotPassword,
    onError: (error) => {
      const split = splitApiError(error, FIELDS);
      form.setErrors(split.fieldErrors);
      const retry = error instanceof ApiError ? retryAfterText(error.retryAfterSeconds, t) : null;
      const body = split.general ? describeApiError(error, t) : split.otherFieldMessage;
      setFailure(body ? [body, retry].filter(Boolean).join(' ') : null);
    },
  });

  if (request.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status">
          {t('auth.resetLinkSent')}
        </Alert>
        <Anchor component={Link} to="/login">
          {t('auth.backToSignIn')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setFailure(null);
        request.mutate({ email: values.email.trim() });
      })}
    >
      <Stack gap="md">
        <Text>{t('auth.forgotIntro')}</Text>
        {failure && (
          <Alert color="red" variant="light">
            {failure}
          </Alert>
        )}
        <EmailField inputProps={form.getInputProps('email')} />
        <Button type="submit" loading={request.isPending}>
          {t('auth.sendResetLink')}
        </Button>
        <Anchor component={Link} to="/login" size="sm">
          {t('auth.backToSignIn')}
        </Anchor>
      </Stack>
    </form>
  );
}
