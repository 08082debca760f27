import { IconFilter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { workspaceSetsQuery } from '../queries/analysisQueries';
import type { FullWorkspace } from '../utils/fullWorkspace';
import { appliedSet } from '../utils/workspaceSets';
import { OptionPopover } from './OptionPopover';
import { openSetForm } from './SetForm';
import { SetsPanel } from './SetsPanel';

/** The header's Sets control: the set applied to the workspace, if any; opens the list to apply or clear one. */
export function SetsControl({ workspace, canEdit }: { workspace: FullWorkspace; canEdit: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // The applied set's name: the list is fetched only when a set is applied (or the dropdown opens).
  const sets = useQuery({ ...workspaceSetsQuery(workspace.id), enabled: workspace.set !== null });
  const applied = appliedSet(workspace.set, sets.data ?? []);
  const current =
    workspace.set === null ? t('analysis.sets.none') : (applied?.name ?? t('analysis.sets.appliedUnknown'));
  const name = t('analysis.sets.button', { name: current });
  return (
    <OptionPopover
      label={name}
      name={name}
      icon={<IconFilter size={14} aria-hidden="true" />}
      readOnly={!canEdit}
      testId="sets-control"
      opened={opened}
      onChange={setOpened}
    >
      <SetsPanel
        workspace={workspace}
        onNew={() => {
          setOpened(false);
          openSetForm(workspace);
        }}
      />
    </OptionPopover>
  );
}
