import { type CustomField, type CustomFieldOption, type CustomFieldScheme, can } from '@app/shared';
import { Alert, Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api/ApiError';
import { describeApiError } from '../../../lib/api/describeApiError';
import { confirm } from '../../../lib/modals/confirm';
import { notify } from '../../../lib/notifications/notify';
import { LoadFailedAlert, LoadingLine } from '../../../ui/LoadState';
import { NotFound } from '../../../ui/NotFound';
import { useCurrentUser } from '../../session/hooks/useCurrentUser';
import { customFieldsApi } from '../api/customFieldsApi';
import { CUSTOM_FIELDS_KEY, customFieldSchemeQuery } from '../queries/customFieldQueries';
import { blankProblems, type DraftField, draftFields, emptyField, fieldsBody } from '../utils/fieldsDraft';
import { FieldCard } from './FieldCard';

/** SPEC §2 /custom-field-schemes/{scheme_id}: the scheme's fields; admins edit them, others read them. */
export function SchemeFieldsScreen({ schemeId }: { schemeId: number }) {
  const { t } = useTranslation();
  const scheme = useQuery(customFieldSchemeQuery(schemeId));
  const user = useCurrentUser().data;
  if (scheme.isPending) return <LoadingLine label={t('customFields.fields.loading')} />;
  if (scheme.isError) {
    if (scheme.error instanceof ApiError && scheme.error.status === 404) return <NotFound />;
    return (
      <LoadFailedAlert
        title={t('customFields.fields.loadFailed')}
        error={scheme.error}
        onRetry={() => void scheme.refetch()}
      />
    );
  }
  const isAdmin = user ? can.manageCustomFieldSchemes(user) : false;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/custom-field-schemes" fz="sm">
        {t('customFields.fields.back')}
      </Anchor>
      <Title order={1}>{t('customFields.fields.title', { name: scheme.data.name })}</Title>
      {isAdmin ? (
        // Keyed by the scheme's last change, so a save (or another admin's) starts the draft afresh.
        <FieldsEditor key={scheme.data.updated_at} scheme={scheme.data} />
      ) : (
        <FieldsReadOnly fields={scheme.data.fields ?? []} />
      )}
    </Stack>
  );
}

function OptionList({ options }: { options: readonly CustomFieldOption[] }) {
  return (
    <List size="sm" withPadding>
      {options.map((o) => (
        <List.Item key={o.id}>
          {o.label}
          {o.children.length > 0 && <OptionList options={o.children} />}
        </List.Item>
      ))}
    </List>
  );
}

function FieldsReadOnly({ fields }: { fields: readonly CustomField[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Alert color="blue" variant="light">
        {t('customFields.fields.readOnly')}
      </Alert>
      {fields.length === 0 && <Text c="dimmed">{t('customFields.fields.empty')}</Text>}
      {fields.map((field) => (
        <Stack key={field.id} gap={2}>
          <Text fw={600}>
            {field.name} · {t(`customFields.fields.types.${field.type}`)}
          </Text>
          {field.options.length > 0 && <OptionList options={field.options} />}
        </Stack>
      ))}
    </Stack>
  );
}

function FieldsEditor({ scheme }: { scheme: CustomFieldScheme }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<DraftField[]>(() => draftFields(scheme.fields ?? []));
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const save = useMutation({
    mutationFn: (confirmRemovals: boolean) =>
      customFieldsApi.saveFields(scheme.id, fieldsBody(fields, confirmRemovals)),
    onSuccess: async () => {
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: CUSTOM_FIELDS_KEY });
      notify({ type: 'success', message: t('customFields.fields.saved') });
    },
    onError: (error) => {
      const removals = error instanceof ApiError ? error.fields.confirm_removals : undefined;
      if (removals) {
        // The server says what the removals hold; the admin decides whether those values go.
        confirm({
          title: t('customFields.fields.confirmRemovalsTitle'),
          message: (
            <Stack gap="xs">
              <Text fz="sm">{t('customFields.fields.confirmRemovals')}</Text>
              <List size="sm">
                {removals.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            </Stack>
          ),
          confirmLabel: t('customFields.fields.confirmRemovalsOk'),
          onConfirm: () => save.mutate(true),
        });
        return;
      }
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setErrors(error.fields);
        notify({
          type: 'error',
          title: t('customFields.fields.saveFailed'),
          message: t('customFields.fields.fixProblems'),
        });
        return;
      }
      notify({ type: 'error', title: t('customFields.fields.saveFailed'), message: describeApiError(error, t) });
    },
  });

  const submit = () => {
    const blanks = blankProblems(fields, t('customFields.create.nameRequired'));
    setErrors(blanks);
    if (Object.keys(blanks).length === 0) save.mutate(false);
  };
  const replace = (index: number, field: DraftField) => {
    setFields(fields.map((f, i) => (i === index ? field : f)));
    // A message answered what was there before; once the field changes it no longer applies.
    const prefix = `fields.${index}.`;
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith(prefix))));
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...fields];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    setFields(next);
    setErrors({});
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {fields.length === 0 && <Text c="dimmed">{t('customFields.fields.empty')}</Text>}
        {fields.map((field, index) => (
          <FieldCard
            key={field.key}
            field={field}
            index={index}
            count={fields.length}
            errors={errors}
            onChange={(changed) => replace(index, changed)}
            onRemove={() => {
              setFields(fields.filter((_, i) => i !== index));
              setErrors({});
            }}
            onMove={(by) => move(index, by)}
          />
        ))}
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() => setFields([...fields, emptyField()])}
          >
            {t('customFields.fields.add')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('customFields.fields.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
