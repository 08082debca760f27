import type { Folder } from '@app/shared';
import { IconFolderPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { foldersApi } from '../api/foldersApi';
import { FOLDERS_KEY } from '../queries/folderQueries';
import { FolderPickerMenu } from './FolderPickerMenu';

/** Props of AddToFolderMenu. */
type AddToFolderMenuProps = {
  ucids: readonly string[];
  /** Called after the patents were added (the selection is usually cleared then). */
  onAdded?: () => void;
  /** A folder not to offer (the one being shown). */
  exceptFolder?: number;
};

/**
 * Adds the ticked results to one of the user's folders, or to a new one. The answer says how many were new and how
 * many were there already; near the folder's limit a warning follows, and past it the server's refusal is shown.
 */
export function AddToFolderMenu({ ucids, onAdded, exceptFolder }: AddToFolderMenuProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
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
  return (
    <FolderPickerMenu
      label={t('folders.add.button')}
      icon={<IconFolderPlus size={14} aria-hidden="true" />}
      menuLabel={t('folders.add.menuLabel')}
      onPick={(folder) => add.mutate(folder)}
      loading={add.isPending}
      disabled={ucids.length === 0}
      exceptFolder={exceptFolder}
    />
  );
}
