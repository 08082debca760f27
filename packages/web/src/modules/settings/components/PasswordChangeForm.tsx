import { PASSWORD_MIN_LENGTH } from '@app/shared';
import { Alert, Button, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/ApiError';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { accountApi } from '../api/accountApi';
import { SESSIONS_KEY } from './SessionsList';

type Values = { current_password: string; password: string; password_confirmation: string };

/** Changes the password; the current one is asked for, and every other session ends (the server says how many). */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useForm<Values>({
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: {
      current_password: (v) => (v === '' ? t('settings.password.currentRequired') : null),
      password: (v) =>
        v.length < PASSWORD_MIN_LENGTH ? t('settings.password.tooShort', { min: PASSWORD_MIN_LENGTH }) : null,
      password_confirmation: (v, values) => (v !== values.password ? t('settings.password.mismatch') : null),
    },
  });
  const change = useMutation({
    mutationFn: (values: Values) => accountApi.changePassword(values),
    onSuccess: async (answer) => {
      form.reset();
      notify({ type: 'success', title: t('settings.password.changed'), message: answer.message });
      await client.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        form.setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v[0]])));
      } else {
        // A refusal of the whole attempt (too many wrong passwords: when to try again) is shown above the form; the
        // last attempt's field message would only contradict it.
        form.clearErrors();
      }
    },
  });
  const general = change.error instanceof ApiError && Object.keys(change.error.fields).length > 0 ? null : change.error;

  return (
    <form onSubmit={form.onSubmit((values) => change.mutate(values))} noValidate>
      <Stack gap="md" maw={420}>
        <Title order={2}>{t('settings.password.title')}</Title>
        {general && (
          <Alert color="red" variant="light" title={t('settings.password.failed')}>
            {describeApiError(general, t)}
          </Alert>
        )}
        <PasswordInput
          label={t('settings.password.current')}
          autoComplete="current-password"
          {...form.getInputProps('current_password')}
        />
        <PasswordInput
          label={t('settings.password.new')}
          description={t('settings.password.newHint', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('settings.password.confirm')}
          autoComplete="new-password"
          {...form.getInputProps('password_confirmation')}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            {t('settings.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
