import { Badge } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FullWorkspace } from '../utils/fullWorkspace';
import { LabelsPanel } from './LabelsPanel';
import { OptionPopover } from './OptionPopover';

/** The header's Labels control: how many of the user's labels are on the workspace; opens the list to change them. */
export function LabelsControl({ workspace, canEdit }: { workspace: FullWorkspace; canEdit: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const count = workspace.label_ids.length;
  return (
    <OptionPopover
      label={
        <>
          {t('analysis.labels.button')}
          {count > 0 && (
            <Badge ml={6} size="xs" circle variant="filled" color="dark" aria-hidden="true">
              {count}
            </Badge>
          )}
        </>
      }
      name={t('analysis.labels.buttonCount', { count })}
      icon={<IconTag size={14} aria-hidden="true" />}
      readOnly={!canEdit}
      testId="labels-control"
      opened={opened}
      onChange={setOpened}
    >
      <LabelsPanel workspace={workspace} />
    </OptionPopover>
  );
}
