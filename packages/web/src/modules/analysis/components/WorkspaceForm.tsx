import { type GroupingMethod, WORKSPACE_NAME_MAX, WORKSPACE_QUERY_NAME_MAX } from '@app/shared';
import { Alert, Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api/ApiError';
import { describeApiError } from '../../../lib/api/describeApiError';
import { openModal } from '../../../lib/modals/openModal';
import { notify } from '../../../lib/notifications/notify';
import { analysisApi } from '../api/analysisApi';
import { applyDefaultTheme } from '../api/applyDefaultTheme';
import { ANALYSIS_KEY } from '../queries/analysisQueries';
import type { FullWorkspace } from '../utils/fullWorkspace';
import { GROUPING_CHOICES } from '../utils/grouping';

type Values = { name: string; grouping: GroupingMethod; queryName: string; query: string };

/** Server field paths → the form's fields (the first query travels as `queries.0`). */
const FIELD_MAP: Record<string, keyof Values> = {
  name: 'name',
  grouping: 'grouping',
  'queries.0.name': 'queryName',
  'queries.0.full_query': 'query',
};

/** A new workspace with its first query (SPEC §3 Workspace, Query). */
function WorkspaceForm({ onDone }: { onDone: (saved: FullWorkspace | null) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { name: '', grouping: 'simplefamily', queryName: '', query: '' },
    validate: {
      name: (v) => (v.trim() === '' ? t('analysis.form.nameRequired') : null),
      query: (v) => (v.trim() === '' ? t('analysis.form.queryRequired') : null),
    },
  });
  const save = useMutation({
    mutationFn: (v: Values) =>
      analysisApi.create({
        name: v.name.trim(),
        grouping: v.grouping,
        queries: [
          {
            name: v.queryName.trim() || v.name.trim(),
            full_query: v.query.trim(),
            filters: { filtersToApply: {}, filtersToExclude: {} },
            grouping: v.grouping,
          },
        ],
      }),
    onSuccess: async (answer) => {
      // The user's default colour theme goes onto every workspace they make; the workspace stands without it.
      await applyDefaultTheme(queryClient, answer.data.id).catch((error: unknown) =>
        notify({
          type: 'warning',
          title: t('analysis.themes.defaultApplyFailed'),
          message: describeApiError(error, t),
        }),
      );
      await queryClient.invalidateQueries({ queryKey: ANALYSIS_KEY });
      notify({ type: 'success', message: t('analysis.form.created', { name: answer.data.name }) });
      onDone(answer.data);
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : {};
      const mine: Record<string, string> = {};
      for (const [key, messages] of Object.entries(fields)) {
        const field = FIELD_MAP[key];
        if (field) mine[field] = messages.join(' ');
      }
      form.setErrors(mine);
      setProblem(Object.keys(mine).length > 0 ? null : describeApiError(error, t));
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setProblem(null);
        save.mutate(values);
      })}
    >
      <Stack gap="sm">
        {problem && (
          <Alert color="red" variant="light" title={t('analysis.form.saveFailed')}>
            {problem}
          </Alert>
        )}
        <TextInput
          label={t('analysis.form.name')}
          maxLength={WORKSPACE_NAME_MAX}
          aria-required="true"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <NativeSelect
          label={t('analysis.form.grouping')}
          data={GROUPING_CHOICES.map((g) => ({ value: g, label: t(`analysis.grouping.${g}`) }))}
          {...form.getInputProps('grouping')}
        />
        <TextInput
          label={t('analysis.form.queryName')}
          description={t('analysis.form.queryNameHint')}
          maxLength={WORKSPACE_QUERY_NAME_MAX}
          {...form.getInputProps('queryName')}
        />
        <Textarea
          label={t('analysis.form.query')}
          description={t('analysis.form.queryHint')}
          aria-required="true"
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('query')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => onDone(null)}>
            {t('modals.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('analysis.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Opens the new-workspace dialog; `onSaved` gets the workspace created. */
export function openWorkspaceForm(onSaved: (saved: FullWorkspace) => void): void {
  const id = openModal({
    title: i18n.t('analysis.form.title'),
    children: (
      <WorkspaceForm
        onDone={(saved) => {
          modals.close(id);
          if (saved) onSaved(saved);
        }}
      />
    ),
  });
}
