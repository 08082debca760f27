import type { Folder } from '@app/shared';
import { Loader } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { notifyUndoable } from '../../../lib/notifications/notifyUndoable';
import { useCurrentUser } from '../../session/hooks/useCurrentUser';
import { foldersApi } from '../api/foldersApi';
import { folderPatentQuery } from '../queries/folderQueries';
import { CommentThread } from './CommentThread';

/** The comments on one patent of a folder, threaded, with a box to comment or reply (writers only). */
export function PatentComments({ folder, ucid }: { folder: Folder; ucid: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const me = useCurrentUser().data;
  const query = folderPatentQuery(folder.id, ucid);
  const detail = useQuery(query);
  const refresh = () => queryClient.invalidateQueries({ queryKey: query.queryKey });
  const remove = useMutation({
    mutationFn: (id: number) => foldersApi.deleteComment(folder.id, ucid, id),
    onSuccess: async (answer) => {
      await refresh();
      notifyUndoable(answer, () => void refresh());
    },
    onError: (e) => notify({ type: 'error', message: describeApiError(e, t) }),
  });
  if (!detail.data) return <Loader size="sm" aria-label={t('folders.loading')} />;
  return (
    <CommentThread
      comments={detail.data.comments}
      canWrite={folder.permission !== 'read'}
      canDelete={(c) => c.author?.id === me?.id || folder.permission === 'admin'}
      onPost={async (body, parentId) =>
        queryClient.setQueryData(query.queryKey, await foldersApi.comment(folder.id, ucid, body, parentId))
      }
      onDelete={(id) => remove.mutate(id)}
    />
  );
}
