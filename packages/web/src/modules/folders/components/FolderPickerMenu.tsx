import { can, type Folder } from '@app/shared';
import { Button, Menu, ScrollArea } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../session/hooks/useCurrentUser';
import { foldersQuery } from '../queries/folderQueries';
import { openFolderForm } from './FolderForm';

/** Props of FolderPickerMenu. */
type FolderPickerMenuProps = {
  /** The button's text and icon. */
  label: string;
  icon: ReactNode;
  /** Names the menu for screen readers (what picking a folder will do). */
  menuLabel: string;
  onPick: (folder: Folder) => void;
  loading?: boolean;
  disabled?: boolean;
  /** A folder not to offer (the one being shown). */
  exceptFolder?: number | undefined;
  testId?: string;
};

/**
 * A button that opens the user's folders they may write to, pinned first, plus "New folder…"; picking one calls
 * `onPick`. Users who may not change data see nothing.
 */
export function FolderPickerMenu(props: FolderPickerMenuProps) {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const folders = useQuery(foldersQuery).data?.folders ?? [];
  if (!user || !can.writeData(user)) return null;
  const writable = folders
    .filter((f) => f.permission !== 'read' && f.id !== props.exceptFolder)
    .sort((a, b) => Number(b.pinned_users.includes(user.id)) - Number(a.pinned_users.includes(user.id)));
  return (
    <Menu position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={props.icon}
          loading={props.loading ?? false}
          disabled={props.disabled ?? false}
          data-testid={props.testId}
        >
          {props.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={props.menuLabel}>
        <ScrollArea.Autosize mah={320}>
          {writable.length === 0 && <Menu.Label>{t('folders.add.none')}</Menu.Label>}
          {writable.map((folder) => (
            <Menu.Item key={folder.id} onClick={() => props.onPick(folder)}>
              {folder.name}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => openFolderForm(t('folders.form.createTitle'), undefined, props.onPick)}
        >
          {t('folders.add.newFolder')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
