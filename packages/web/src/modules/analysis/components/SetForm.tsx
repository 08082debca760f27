import { WORKSPACE_QUERY_NAME_MAX } from '@app/shared';
import { Alert, Button, Checkbox, Group, Stack, TagsInput, TextInput } from '@mantine/core';
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
import { workspaceOptionsApi } from '../api/workspaceOptionsApi';
import { useWorkspaceOptionChange } from '../hooks/useWorkspaceOptionChange';
import { workspaceSetsQuery } from '../queries/analysisQueries';
import type { FullWorkspace } from '../utils/fullWorkspace';
import { jurisdictionCodes, setChoice } from '../utils/workspaceSets';

type Values = { name: string; queryIds: string[]; jurisdictions: string[]; applyNow: boolean };

/**
 * A new set of the workspace: some of its queries (none: all) and, optionally, the jurisdictions to keep. Made
 * with `POST /workspaces/{id}/sets` and, as the user usually wants, applied straight away.
 */
function SetForm({ workspace, onDone }: { workspace: FullWorkspace; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { name: '', queryIds: [], jurisdictions: [], applyNow: true },
    validate: { name: (v) => (v.trim() === '' ? t('analysis.sets.form.nameRequired') : null) },
  });
  const apply = useWorkspaceOptionChange(workspace.id, (set: { id: number; type: 'set' }) =>
    workspaceOptionsApi.set(workspace.id, setChoice(set)),
  );
  const showApplyFailure = (error: unknown) =>
    notify({ type: 'error', title: t('analysis.sets.applyFailed'), message: describeApiError(error, t) });
  const save = useMutation({
    mutationFn: (values: Values) => {
      const countries = jurisdictionCodes(values.jurisdictions);
      return workspaceOptionsApi.createSet(workspace.id, {
        name: values.name.trim(),
        query_ids: values.queryIds.map(Number),
        filters: { filtersToApply: countries.length > 0 ? { country: countries } : {}, filtersToExclude: {} },
      });
    },
    onSuccess: async (made, values) => {
      await queryClient.invalidateQueries({ queryKey: workspaceSetsQuery(workspace.id).queryKey });
      notify({ type: 'success', message: t('analysis.sets.form.created', { name: made.name }) });
      if (values.applyNow) await apply.mutateAsync({ id: made.id, type: 'set' }).catch(showApplyFailure);
      onDone();
    },
    onError: (error) => {
      const name = error instanceof ApiError ? error.fields.name : undefined;
      if (name) form.setFieldError('name', name.join(' '));
      setProblem(name ? null : describeApiError(error, t));
    },
  });

  return (
    <form
      noValidate
      data-testid="set-form"
      onSubmit={form.onSubmit((values) => {
        setProblem(null);
        save.mutate(values);
      })}
    >
      <Stack gap="sm">
        {problem && (
          <Alert color="red" variant="light" title={t('analysis.sets.form.saveFailed')} role="alert">
            {problem}
          </Alert>
        )}
        <TextInput
          label={t('analysis.sets.form.name')}
          maxLength={WORKSPACE_QUERY_NAME_MAX}
          aria-required="true"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Checkbox.Group
          label={t('analysis.sets.form.queries')}
          description={t('analysis.sets.form.queriesHint')}
          {...form.getInputProps('queryIds')}
        >
          <Stack gap={4} mt={4}>
            {workspace.queries.map((query) => (
              <Checkbox key={query.id} value={String(query.id)} label={query.name} />
            ))}
          </Stack>
        </Checkbox.Group>
        <TagsInput
          label={t('analysis.sets.form.jurisdictions')}
          description={t('analysis.sets.form.jurisdictionsHint')}
          {...form.getInputProps('jurisdictions')}
        />
        <Checkbox label={t('analysis.sets.form.applyNow')} {...form.getInputProps('applyNow', { type: 'checkbox' })} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('analysis.sets.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('analysis.sets.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Opens the new-set dialog of the workspace. */
export function openSetForm(workspace: FullWorkspace): void {
  const id = openModal({
    title: i18n.t('analysis.sets.form.title'),
    children: <SetForm workspace={workspace} onDone={() => modals.close(id)} />,
  });
}
