import { type Alert, GROUPING_METHODS, type GroupingMethod } from '@app/shared';
import {
  Button,
  Alert as Callout,
  Checkbox,
  Group,
  MultiSelect,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api/ApiError';
import { describeApiError } from '../../../lib/api/describeApiError';
import { openModal } from '../../../lib/modals/openModal';
import { notify } from '../../../lib/notifications/notify';
import { peopleUsersQuery } from '../../folders/queries/peopleQueries';
import { highlightingSchemesQuery } from '../../highlighting/queries/highlightingSchemesQuery';
import { QueryEditor } from '../../queryEditor/components/QueryEditor';
import type { QueryEditorHandle } from '../../queryEditor/types/QueryEditorHandle';
import { alertsApi } from '../api/alertsApi';
import { refreshAlerts } from '../queries/alertQueries';
import {
  type AlertFormValues,
  alertCreateBody,
  alertFormErrors,
  alertFormValues,
  alertUpdateBody,
  formFieldOf,
} from '../utils/alertFormValues';
import { AlertScheduleFields } from './AlertScheduleFields';
import { WatchedPatentsFields } from './WatchedPatentsFields';
import { WorkflowFields } from './WorkflowFields';

type AlertFormProps = {
  alert?: Alert;
  prefill?: { query?: string; grouping?: GroupingMethod };
  onDone: (saved: Alert | null) => void;
};

/**
 * Creates an alert of any type, or edits one (its type stays). The shared zod schema checks the values before they
 * are sent, and what the server still refuses shows on the field it names (a query problem at its place in the
 * query editor).
 */
export function AlertForm({ alert, prefill, onDone }: AlertFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editorRef = useRef<QueryEditorHandle>(null);
  const queryLabelId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const users = useQuery(peopleUsersQuery).data?.users ?? [];
  const schemes = useQuery(highlightingSchemesQuery).data?.schemes ?? [];
  const form = useForm<AlertFormValues>({
    initialValues: alertFormValues(alert, prefill),
    validate: (values) => alertFormErrors(values),
  });
  const type = form.values.type;

  const save = useMutation({
    mutationFn: (values: AlertFormValues) =>
      alert ? alertsApi.update(alert.id, alertUpdateBody(values)) : alertsApi.create(alertCreateBody(values)),
    onSuccess: async (saved) => {
      await refreshAlerts(queryClient);
      notify({
        type: 'success',
        message: t(alert ? 'alerts.form.saved' : 'alerts.form.created', { name: saved.name }),
      });
      onDone(saved);
    },
    onError: (error, values) => {
      if (!(error instanceof ApiError)) return setProblem(describeApiError(error, t));
      if (error.queryErrors.length > 0) editorRef.current?.showServerErrors(values.query, error.queryErrors);
      const mapped: Record<string, string> = {};
      for (const [path, messages] of Object.entries(error.fields)) {
        const field = formFieldOf(path);
        if (field) mapped[field] = messages.join(' ');
      }
      form.setErrors(mapped);
      const placed = Object.keys(mapped).length > 0 || error.queryErrors.length > 0;
      setProblem(placed ? null : describeApiError(error, t));
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) => {
          setProblem(null);
          save.mutate(values);
        },
        (errors) => setProblem(typeof errors.form === 'string' ? errors.form : null),
      )}
      data-testid="alert-form"
    >
      <Stack gap="sm">
        {problem && (
          <Callout color="red" variant="light" title={t('alerts.form.saveFailed')} data-testid="alert-form-problem">
            {problem}
          </Callout>
        )}
        {!alert && (
          <Stack gap={4}>
            <Text component="div" fw={500} fz="sm" id={`${queryLabelId}-type`}>
              {t('alerts.form.type')}
            </Text>
            <SegmentedControl
              aria-labelledby={`${queryLabelId}-type`}
              data={(['1', '2', '3'] as const).map((v) => ({ value: v, label: t(`alerts.types.${v}`) }))}
              {...form.getInputProps('type')}
            />
          </Stack>
        )}
        <TextInput
          label={t('alerts.form.name')}
          aria-required="true"
          data-autofocus
          maxLength={120}
          {...form.getInputProps('name')}
        />
        {type !== '2' && (
          <Stack gap={4}>
            <Text component="div" fw={500} fz="sm" id={queryLabelId}>
              {t('alerts.form.query')}
            </Text>
            <QueryEditor
              ref={editorRef}
              value={form.values.query}
              onChange={(query) => form.setFieldValue('query', query)}
              onSubmit={() => undefined}
              labelId={queryLabelId}
              placeholder={t('alerts.form.queryPlaceholder')}
            />
            {form.errors.query && (
              <Text c="red.8" fz="sm" role="alert" data-testid="alert-query-error">
                {form.errors.query}
              </Text>
            )}
          </Stack>
        )}
        {type === '2' && <WatchedPatentsFields form={form} />}
        {type === '3' && <WorkflowFields form={form} />}
        {type !== '2' && (
          <Group grow align="flex-start">
            <NativeSelect
              label={t('alerts.form.dateBasis')}
              data={[
                { value: 'ingest', label: t('alerts.dateBases.ingest') },
                { value: 'publication', label: t('alerts.dateBases.publication') },
              ]}
              {...form.getInputProps('date_basis')}
            />
            <NativeSelect
              label={t('alerts.form.grouping')}
              data={GROUPING_METHODS.map((g) => ({ value: g, label: t(`results.toolbar.groupings.${g}`) }))}
              {...form.getInputProps('grouping')}
            />
          </Group>
        )}
        <AlertScheduleFields form={form} />
        <MultiSelect
          label={t('alerts.form.recipientUsers')}
          description={t('alerts.form.recipientUsersHint')}
          data={users.map((u) => ({ value: String(u.id), label: `${u.name} <${u.email}>` }))}
          searchable
          clearable
          {...form.getInputProps('recipient_user_ids')}
        />
        <Textarea
          label={t('alerts.form.emails')}
          description={t('alerts.form.emailsHint')}
          autosize
          minRows={1}
          maxRows={4}
          {...form.getInputProps('emails')}
        />
        <Checkbox
          label={t('alerts.form.mailEmptyRuns')}
          {...form.getInputProps('mail_empty_runs', { type: 'checkbox' })}
        />
        <NativeSelect
          label={t('alerts.form.highlighting')}
          data={[
            { value: '', label: t('alerts.form.noHighlighting') },
            ...schemes.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
          {...form.getInputProps('highlighting_scheme_id')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => onDone(null)}>
            {t('modals.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {alert ? t('alerts.form.save') : t('alerts.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Opens the alert dialog: a new alert (optionally prefilled from a search), or `alert` to edit. */
export function openAlertForm(options: {
  alert?: Alert;
  prefill?: { query?: string; grouping?: GroupingMethod };
  onSaved?: (saved: Alert) => void;
}): void {
  const { alert, prefill, onSaved } = options;
  const id = openModal({
    title: alert ? i18n.t('alerts.form.editTitle', { name: alert.name }) : i18n.t('alerts.form.createTitle'),
    size: '2xl',
    children: (
      <AlertForm
        {...(alert ? { alert } : {})}
        {...(prefill ? { prefill } : {})}
        onDone={(saved) => {
          modals.close(id);
          if (saved) onSaved?.(saved);
        }}
      />
    ),
  });
}
