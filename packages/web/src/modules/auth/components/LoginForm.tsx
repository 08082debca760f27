import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api/ApiError';
import { describeApiError } from '../../../lib/api/describeApiError';
import { currentUserQuery } from '../../session/queries/currentUserQuery';
import { authApi } from '../api/authApi';
import { retryAfterText } from '../utils/retryAfterText';
import { splitApiError } from '../utils/splitApiError';
import { validateEmail } from '../utils/validateEmail';
import { EmailField } from './EmailField';

const FIELDS = ['email', 'password'] as const;

/** An error shown above the form, with the title that says what kind it is. */
type FormAlert = { title: string; body: string };

/** Props of LoginForm. */
type LoginFormProps = {
  /** Shows the "password saved" notice (Login opened with `?reset=1`). */
  passwordJustSet: boolean;
};

/**
 * E-mail and password sign-in. On success the signed-in user is written into the current-user query; the
 * route guard then sees a signed-in visitor on Login and sends them on to the `redirect` query or home, so the
 * navigation after sign-in happens in exactly one place.
 */
export function LoginForm({ passwordJustSet }: LoginFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => validateEmail(value, t),
      password: (value) => (value.length === 0 ? t('validation.passwordRequired') : null),
    },
  });

  const login = useMutation({
    mutationFn: authApi.login,
    onSuccess: (user) => queryClient.setQueryData(currentUserQuery.queryKey, user),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 429) {
        const retry = retryAfterText(error.retryAfterSeconds, t);
        setAlert({
          title: t('auth.tooManyAttempts'),
          body: [describeApiError(error, t), retry].filter(Boolean).join(' '),
        });
        return;
      }
      const split = splitApiError(error, FIELDS);
      form.setErrors(split.fieldErrors);
      const body = split.general ? describeApiError(error, t) : split.otherFieldMessage;
      setAlert(body ? { title: t('auth.signInFailed'), body } : null);
    },
  });

  const submit = form.onSubmit((values) => {
    setAlert(null);
    login.mutate({ email: values.email.trim(), password: values.password });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {passwordJustSet && !alert && (
          <Alert color="green" variant="light" role="status">
            {t('auth.resetDone')}
          </Alert>
        )}
        {alert && (
          <Alert color="red" variant="light" title={alert.title}>
            {alert.body}
          </Alert>
        )}
        <EmailField inputProps={form.getInputProps('email')} />
        <TextInput
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          aria-required="true"
          {...form.getInputProps('password')}
        />
        <Group justify="space-between" align="center">
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('auth.forgotPasswordLink')}
          </Anchor>
          <Button type="submit" loading={login.isPending}>
            {t('auth.signIn')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
