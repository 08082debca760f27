import type { Folder, FolderNplDetail } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { notifyUndoable } from '../../../lib/notifications/notifyUndoable';
import { LoadFailedAlert, LoadingLine } from '../../../ui/LoadState';
import { useCurrentUser } from '../../session/hooks/useCurrentUser';
import { folderNplApi } from '../api/folderNplApi';
import { folderNplDetailQuery, folderNplQuery } from '../queries/folderNplQueries';
import { CommentThread } from './CommentThread';

/** The comments on one NPL record of a folder, threaded; writers comment, reply, and edit or delete their own. */
export function NplComments({ folder, nplId }: { folder: Folder; nplId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const me = useCurrentUser().data;
  const query = folderNplDetailQuery(folder.id, nplId);
  const detail = useQuery(query);
  const canWrite = folder.permission !== 'read';
  // The list shows how many comments each record has, so it is refreshed with the thread.
  const saved = async (next: FolderNplDetail) => {
    queryClient.setQueryData(query.queryKey, next);
    await queryClient.invalidateQueries({ queryKey: folderNplQuery(folder.id).queryKey, exact: true });
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: folderNplQuery(folder.id).queryKey });
  const remove = useMutation({
    mutationFn: (commentId: number) => folderNplApi.deleteComment(folder.id, nplId, commentId),
    onSuccess: async (answer) => {
      await refresh();
      notifyUndoable(answer, () => void refresh());
    },
    onError: (error) =>
      notify({ type: 'error', title: t('folderNpl.changeFailed'), message: describeApiError(error, t) }),
  });

  if (detail.isError)
    return (
      <LoadFailedAlert
        title={t('folderNpl.comments.loadFailed')}
        error={detail.error}
        onRetry={() => detail.refetch()}
      />
    );
  if (!detail.data) return <LoadingLine label={t('folderNpl.comments.loading')} />;
  return (
    <CommentThread
      comments={detail.data.comments}
      canWrite={canWrite}
      canDelete={(c) => folder.permission === 'admin' || (me !== null && me !== undefined && c.author?.id === me.id)}
      onPost={async (body, parentId) => saved(await folderNplApi.comment(folder.id, nplId, body, parentId))}
      onDelete={(commentId) => remove.mutate(commentId)}
      edit={{
        canEdit: (c) => me !== null && me !== undefined && c.author?.id === me.id,
        onSave: async (commentId, body) => saved(await folderNplApi.editComment(folder.id, nplId, commentId, body)),
      }}
    />
  );
}
