import { can, type Folder } from '@app/shared';
import { Button, Menu, ScrollArea } from '@mantine/core';
import { IconFolderPlus, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../app/api/describeApiError';
import { notify } from '../../../app/notifications/notify';
import { useCurrentUser } from '../../session/hooks/useCurrentUser';
import { foldersApi } from '../api/foldersApi';
import { FOLDERS_KEY, foldersQuery } from '../queries/folderQueries';
import { openFolderForm } from './FolderForm';

/** Props of AddToFolderMenu. */
type AddToFolderMenuProps = {
  ucids: readonly string[];
  /** Called after the patents were added (the selection is usually cleared then). */
  onAdded?: () => void;
  /** A folder not to offer (the one being shown). */
  exceptFolder?: number;
};

/**
 * Adds the ticked results to one of the user's folders (those they may write to, pinned first), or to a new one.
 * The answer says how many were new and how many were there already; near the folder's limit a warning follows,
 * and past it the server's refusal is shown as it is.
 */
export function AddToFolderMenu({ ucids, onAdded, exceptFolder }: AddToFolderMenuProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser().data;
  const folders = useQuery(foldersQuery).data?.folders ?? [];
  const add = useMutation({
    mutationFn: (folder: Folder) => foldersApi.addPatents(folder.id, ucids),
    onSuccess: async (answer, folder) => {
      await queryClient.invalidateQueries({ queryKey: FOLDERS_KEY });
      const already = answer.already > 0 ? ` ${t('folders.add.already', { count: answer.already })}` : '';
      notify({
        type: 'success',
        message: `${t('folders.add.added', { count: answer.added, name: folder.name })}${already}`,
      });
      if (answer.warning) notify({ type: 'warning', message: answer.warning });
      onAdded?.();
    },
    onError: (error) => notify({ type: 'error', title: t('folders.add.failed'), message: describeApiError(error, t) }),
  });
  if (!user || !can.writeData(user)) return null;
  const writable = folders
    .filter((f) => f.permission !== 'read' && f.id !== exceptFolder)
    .sort((a, b) => Number(b.pinned_users.includes(user.id)) - Number(a.pinned_users.includes(user.id)));
  return (
    <Menu position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconFolderPlus size={14} aria-hidden="true" />}
          loading={add.isPending}
          disabled={ucids.length === 0}
        >
          {t('folders.add.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('folders.add.menuLabel')}>
        <ScrollArea.Autosize mah={320}>
          {writable.length === 0 && <Menu.Label>{t('folders.add.none')}</Menu.Label>}
          {writable.map((folder) => (
            <Menu.Item key={folder.id} onClick={() => add.mutate(folder)}>
              {folder.name}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => openFolderForm(t('folders.form.createTitle'), undefined, (folder) => add.mutate(folder))}
        >
          {t('folders.add.newFolder')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
