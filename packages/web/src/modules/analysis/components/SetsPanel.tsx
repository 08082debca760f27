import type { AnalysisSet } from '@app/shared';
import { Alert, Button, Divider, Stack, Text } from '@mantine/core';
import { IconFilterOff, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { workspaceOptionsApi } from '../api/workspaceOptionsApi';
import { useWorkspaceOptionChange } from '../hooks/useWorkspaceOptionChange';
import { workspaceSetsQuery } from '../queries/analysisQueries';
import type { FullWorkspace } from '../utils/fullWorkspace';
import { groupSets, isAppliedSet, type SetChoice, setChoice } from '../utils/workspaceSets';
import { OptionListState } from './OptionListState';
import { SetOption } from './SetOption';

/** Props of SetsPanel. */
type SetsPanelProps = {
  workspace: FullWorkspace;
  /** Opens the new-set dialog, after the dropdown closed. */
  onNew: () => void;
};

/**
 * The Sets control's dropdown: the workspace's own sets and the organisation's global ones, the applied one pressed;
 * choosing one applies it (type set or global), Clear applies none (type clear). The server's refusals show here.
 */
export function SetsPanel({ workspace, onNew }: SetsPanelProps) {
  const { t } = useTranslation();
  const sets = useQuery(workspaceSetsQuery(workspace.id));
  const { own, global } = groupSets(sets.data ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = useWorkspaceOptionChange(workspace.id, (choice: SetChoice) =>
    workspaceOptionsApi.set(workspace.id, choice),
  );
  const choose = (set: AnalysisSet | null) => {
    if (apply.isPending) return;
    setProblem(null);
    apply.mutate(setChoice(set), { onError: (error) => setProblem(describeApiError(error, t)) });
  };
  const group = (title: string, list: AnalysisSet[]) =>
    list.length > 0 && (
      <Stack gap={2} role="group" aria-label={title}>
        <Text fz="xs" fw={600} c="dimmed" tt="uppercase" aria-hidden="true">
          {title}
        </Text>
        {list.map((set) => (
          <SetOption
            key={set.id}
            set={set}
            applied={isAppliedSet(workspace.set, set)}
            pending={apply.isPending && apply.variables?.set_id === set.id && apply.variables.type === set.type}
            onChoose={() => !isAppliedSet(workspace.set, set) && choose(set)}
          />
        ))}
      </Stack>
    );
  return (
    <Stack gap="xs" data-testid="sets-panel">
      <Text fw={600} fz="sm">
        {t('analysis.sets.title')}
      </Text>
      {problem && (
        <Alert color="red" variant="light" title={t('analysis.sets.applyFailed')} role="alert" data-testid="set-error">
          {problem}
        </Alert>
      )}
      <OptionListState
        query={sets}
        loading={t('analysis.sets.loading')}
        failed={t('analysis.sets.loadFailed')}
        empty={t('analysis.sets.empty')}
        isEmpty={own.length + global.length === 0}
      >
        <Stack gap="xs" mah={300} style={{ overflowY: 'auto' }}>
          {group(t('analysis.sets.own'), own)}
          {group(t('analysis.sets.global'), global)}
        </Stack>
      </OptionListState>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconFilterOff size={14} aria-hidden="true" />}
        // Not `disabled`: that would drop the focus of the keyboard user who just cleared the set.
        aria-disabled={workspace.set === null}
        data-disabled={workspace.set === null || undefined}
        aria-busy={apply.isPending && apply.variables?.type === 'clear'}
        onClick={() => workspace.set !== null && choose(null)}
        data-testid="set-clear"
      >
        {workspace.set === null ? t('analysis.sets.cleared') : t('analysis.sets.clear')}
      </Button>
      <Divider />
      <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden="true" />} onClick={onNew}>
        {t('analysis.sets.new')}
      </Button>
    </Stack>
  );
}
