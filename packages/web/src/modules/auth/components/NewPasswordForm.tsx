import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/shared';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { describeApiError } from '../../../lib/api/describeApiError';
import { useFocusOnMount } from '../../../ui/useFocusOnMount';
import { authApi } from '../api/authApi';
import type { PasswordFlow } from '../types/PasswordFlow';
import { splitApiError } from '../utils/splitApiError';

const FIELDS = ['password', 'password_confirmation'] as const;

/** Props of NewPasswordForm. */
type NewPasswordFormProps = {
  flow: PasswordFlow;
  /** The token from the e-mailed link, already checked with the server. */
  token: string;
};

/** The password and its confirmation; on success Login opens with the "password saved" notice. */
export function NewPasswordForm({ flow, token }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const passwordRef = useFocusOnMount<HTMLInputElement>();
  const [failure, setFailure] = useState<{ message: string; tokenRejected: boolean } | null>(null);
  const form = useForm({
    initialValues: { password: '', password_confirmation: '' },
    validate: {
      password: (value) => {
        if (value.length < PASSWORD_MIN_LENGTH) return t('validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
        if (value.length > PASSWORD_MAX_LENGTH) return t('validation.passwordTooLong', { max: PASSWORD_MAX_LENGTH });
        return null;
      },
      password_confirmation: (value, values) => (value === values.password ? null : t('validation.passwordMismatch')),
    },
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) => authApi.savePassword(flow, { token, ...values }),
    onSuccess: () => navigate('/login?reset=1', { replace: true }),
    onError: (error) => {
      const split = splitApiError(error, FIELDS);
      form.setErrors(split.fieldErrors);
      const message = split.general ? describeApiError(error, t) : split.otherFieldMessage;
      setFailure(message ? { message, tokenRejected: split.otherFields.includes('token') } : null);
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setFailure(null);
        save.mutate(values);
      })}
    >
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" title={t('auth.saveFailed')}>
            {failure.message}
          </Alert>
        )}
        {failure?.tokenRejected && flow === 'reset' && (
          <Anchor component={Link} to="/forgot-password">
            {t('auth.requestNewLink')}
          </Anchor>
        )}
        <TextInput
          ref={passwordRef}
          label={t('auth.newPassword')}
          description={t('auth.passwordRules', { min: PASSWORD_MIN_LENGTH })}
          type="password"
          autoComplete="new-password"
          aria-required="true"
          {...form.getInputProps('password')}
        />
        <TextInput
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          aria-required="true"
          {...form.getInputProps('password_confirmation')}
        />
        <Button type="submit" loading={save.isPending}>
          {t('auth.savePassword')}
        </Button>
      </Stack>
    </form>
  );
}
