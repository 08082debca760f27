import type { Folder } from '@app/shared';
import { Button } from '@mantine/core';
import { IconFolderMinus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { notifyUndoable } from '../../../lib/notifications/notifyUndoable';
import { foldersApi } from '../api/foldersApi';
import { refreshFolders } from '../queries/folderQueries';

/** Takes the ticked patents out of the folder; the toast's Undo puts them back with their labels and comments. */
export function RemoveFromFolderButton(props: { folder: Folder; ucids: readonly string[]; onRemoved: () => void }) {
  const { folder, ucids, onRemoved } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => refreshFolders(queryClient, folder.id);
  const remove = useMutation({
    mutationFn: () => foldersApi.removePatents(folder.id, ucids),
    onSuccess: async (answer) => {
      onRemoved();
      await refresh();
      notifyUndoable(answer, () => void refresh());
    },
    onError: (error) =>
      notify({ type: 'error', title: t('folders.remove.failed'), message: describeApiError(error, t) }),
  });
  return (
    <Button
      size="compact-sm"
      variant="light"
      color="red"
      leftSection={<IconFolderMinus size={14} aria-hidden="true" />}
      loading={remove.isPending}
      onClick={() => remove.mutate()}
    >
      {t('folders.remove.button')}
    </Button>
  );
}
