import { WORKSPACE_LABEL_NAME_MAX, type WorkspaceLabel } from '@app/shared';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { workspaceOptionsApi } from '../api/workspaceOptionsApi';
import { useWorkspaceCache } from '../hooks/useWorkspaceCache';
import { useWorkspaceOptionChange } from '../hooks/useWorkspaceOptionChange';
import { workspaceLabelsQuery } from '../queries/analysisQueries';
import type { FullWorkspace } from '../utils/fullWorkspace';
import { labelNamed, labelsMatching, nextWorkspaceLabelColour } from '../utils/workspaceLabels';
import { LabelRow } from './LabelRow';
import { OptionListState } from './OptionListState';

/**
 * The Labels control's dropdown: the user's own labels, checked where on this workspace; a field that finds a label
 * as one types and creates (and puts on) a new one when none has that name; deleting a label, after a question.
 */
export function LabelsPanel({ workspace }: { workspace: FullWorkspace }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cache = useWorkspaceCache(workspace.id);
  const field = useRef<HTMLInputElement>(null);
  const list = useQuery(workspaceLabelsQuery);
  const labels = list.data ?? [];
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const failed = (error: unknown) => setProblem(describeApiError(error, t));
  // The field appears once the list is in: it takes the focus then, so the user can type at once.
  const ready = list.isSuccess;
  useEffect(() => {
    if (ready) field.current?.focus();
  }, [ready]);

  const toggle = useWorkspaceOptionChange(workspace.id, ({ label, on }: { label: WorkspaceLabel; on: boolean }) =>
    workspaceOptionsApi.label(on ? 'attach' : 'detach', workspace.id, label.id),
  );
  const change = (label: WorkspaceLabel, on: boolean) => {
    setProblem(null);
    toggle.mutate({ label, on }, { onError: failed });
  };
  const create = useMutation({
    mutationFn: (name: string) =>
      workspaceOptionsApi.createLabel({ name, colour: nextWorkspaceLabelColour(labels.map((l) => l.colour)) }),
    onSuccess: (made) => {
      setTyped('');
      // The Create button goes with the typed name: the focus goes back to the field.
      field.current?.focus();
      queryClient.setQueryData<WorkspaceLabel[]>(workspaceLabelsQuery.queryKey, (old) => [...(old ?? []), made]);
      toggle.mutate({ label: made, on: true }, { onError: failed });
    },
    onError: (error) => {
      failed(error);
      // Most often a label of that name made elsewhere: the list fetched again shows it.
      void queryClient.invalidateQueries({ queryKey: workspaceLabelsQuery.queryKey });
    },
  });
  const remove = useMutation({
    mutationFn: (label: WorkspaceLabel) => workspaceOptionsApi.deleteLabel(label.id),
    onSuccess: async (_answer, label) => {
      cache.update((w) => ({ ...w, label_ids: w.label_ids.filter((id) => id !== label.id) }));
      field.current?.focus();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceLabelsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: ['analysis', 'workspaces'] }),
      ]);
    },
    onError: failed,
  });

  const name = typed.trim();
  const existing = labelNamed(labels, name);
  const matching = labelsMatching(labels, typed);
  const busy = toggle.isPending || create.isPending || remove.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name === '' || busy) return;
    setProblem(null);
    if (existing) {
      if (!workspace.label_ids.includes(existing.id)) change(existing, true);
      setTyped('');
    } else create.mutate(name);
  };

  return (
    <Stack gap="xs" data-testid="labels-panel">
      <Text fw={600} fz="sm">
        {t('analysis.labels.title')}
      </Text>
      <Text fz="xs" c="dimmed">
        {t('analysis.labels.private')}
      </Text>
      {problem && (
        <Alert color="red" variant="light" title={t('analysis.labels.changeFailed')} role="alert">
          {problem}
        </Alert>
      )}
      <OptionListState
        query={list}
        loading={t('analysis.labels.loading')}
        failed={t('analysis.labels.loadFailed')}
        empty={t('analysis.labels.empty')}
        isEmpty={labels.length === 0}
      >
        {matching.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('analysis.labels.noMatch', { name })}
          </Text>
        ) : (
          <Stack gap={6} role="group" aria-label={t('analysis.labels.list')} mah={240} style={{ overflowY: 'auto' }}>
            {matching.map((label) => (
              <LabelRow
                key={label.id}
                label={label}
                checked={
                  // While a change is on its way the box shows it already; a failure puts it back.
                  toggle.isPending && toggle.variables.label.id === label.id
                    ? toggle.variables.on
                    : workspace.label_ids.includes(label.id)
                }
                busy={busy}
                onToggle={(on) => change(label, on)}
                onDelete={() => {
                  setProblem(null);
                  remove.mutate(label);
                }}
              />
            ))}
          </Stack>
        )}
      </OptionListState>
      {list.isSuccess && (
        <form onSubmit={submit} noValidate>
          <Stack gap={6}>
            <TextInput
              ref={field}
              size="xs"
              label={t('analysis.labels.filter')}
              description={t('analysis.labels.filterHint')}
              maxLength={WORKSPACE_LABEL_NAME_MAX}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              data-autofocus
            />
            {name !== '' && !existing && (
              <Button
                type="submit"
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} aria-hidden="true" />}
                loading={create.isPending}
                data-testid="label-create"
              >
                {t('analysis.labels.create', { name })}
              </Button>
            )}
          </Stack>
        </form>
      )}
    </Stack>
  );
}
