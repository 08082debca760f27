import { CUSTOM_FIELD_NAME_MAX } from '@app/shared';
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api/ApiError';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { customFieldsApi } from '../api/customFieldsApi';
import { CUSTOM_FIELDS_KEY } from '../queries/customFieldQueries';

/** An admin makes a scheme by name, then goes on to its fields. */
export function NewSchemeForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { name: '' },
    validate: { name: (value) => (value.trim() === '' ? t('customFields.create.nameRequired') : null) },
  });
  const create = useMutation({
    mutationFn: (name: string) => customFieldsApi.create(name),
    onSuccess: async (scheme) => {
      await queryClient.invalidateQueries({ queryKey: CUSTOM_FIELDS_KEY });
      notify({ type: 'success', message: t('customFields.create.made', { name: scheme.name }) });
      void navigate(`/custom-field-schemes/${scheme.id}`);
    },
    onError: (error) => {
      const nameErrors = error instanceof ApiError ? error.fields.name : undefined;
      if (nameErrors?.[0]) form.setFieldError('name', nameErrors[0]);
      else notify({ type: 'error', title: t('customFields.create.failed'), message: describeApiError(error, t) });
    },
  });
  return (
    <Stack gap="xs" component="section" aria-labelledby="new-scheme-title">
      <Title order={2} id="new-scheme-title">
        {t('customFields.create.title')}
      </Title>
      <form onSubmit={form.onSubmit((values) => create.mutate(values.name))} noValidate>
        <Group align="flex-start">
          <TextInput
            label={t('customFields.create.name')}
            maxLength={CUSTOM_FIELD_NAME_MAX}
            w={320}
            {...form.getInputProps('name')}
          />
          <Button type="submit" mt={25} loading={create.isPending}>
            {t('customFields.create.submit')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
