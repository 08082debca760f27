import type { Folder } from '@app/shared';
import { IconFolderShare } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { notifyUndoable } from '../../../lib/notifications/notifyUndoable';
import { foldersApi } from '../api/foldersApi';
import { refreshFolders } from '../queries/folderQueries';
import { FolderPickerMenu } from './FolderPickerMenu';

/**
 * Moves the ticked patents of this folder to another one: ratings and comments go with them, labels stay in the
 * logged event, and the toast's Undo puts both folders back as they were.
 */
export function MoveToFolderMenu(props: { folder: Folder; ucids: readonly string[]; onMoved: () => void }) {
  const { folder, ucids, onMoved } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = (other: number) => refreshFolders(queryClient, folder.id, other);
  const move = useMutation({
    mutationFn: (target: Folder) => foldersApi.movePatents(folder.id, ucids, target.id),
    onSuccess: async (answer, target) => {
      onMoved();
      await refresh(target.id);
      notifyUndoable(answer, () => void refresh(target.id));
    },
    onError: (error) =>
      notify({ type: 'error', title: t('folderBulk.moveFailed'), message: describeApiError(error, t) }),
  });
  return (
    <FolderPickerMenu
      label={t('folderBulk.move')}
      icon={<IconFolderShare size={14} aria-hidden="true" />}
      menuLabel={t('folderBulk.moveMenuLabel')}
      onPick={(target) => move.mutate(target)}
      loading={move.isPending}
      disabled={ucids.length === 0}
      exceptFolder={folder.id}
    />
  );
}
