import type { Folder, SearchDoc } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { foldersApi } from '../api/foldersApi';
import { folderLabelsQuery, folderPatentQuery } from '../queries/folderQueries';
import { ItemAnnotations } from './ItemAnnotations';
import { PatentComments } from './PatentComments';

/**
 * A result's place in the folder, under it in the list: its labels (chosen from the folder's), its rating and its
 * comments. Readers see them; writers change them, each change logged so it can be undone.
 */
export function FolderPatentAnnotations({ folder, doc }: { folder: Folder; doc: SearchDoc }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useQuery({ ...folderPatentQuery(folder.id, doc.ucid), staleTime: 30_000 });
  const labels = useQuery({ ...folderLabelsQuery(folder.id), staleTime: 30_000 }).data ?? [];
  const onSaved = (next: Awaited<ReturnType<typeof foldersApi.patent>>) => {
    queryClient.setQueryData(folderPatentQuery(folder.id, doc.ucid).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: folderLabelsQuery(folder.id).queryKey });
    void queryClient.invalidateQueries({ queryKey: ['results', 'run', 'folders', folder.id] });
  };
  const onError = (error: unknown) =>
    notify({ type: 'error', title: t('folders.annotations.changeFailed'), message: describeApiError(error, t) });
  const detailKey = folderPatentQuery(folder.id, doc.ucid).queryKey;
  // Ticking a label shows at once (the box must follow the click); a refusal puts the labels back as they were.
  const setLabels = useMutation({
    mutationFn: (ids: number[]) => foldersApi.setLabels(folder.id, doc.ucid, ids),
    onMutate: (ids) => {
      const before = queryClient.getQueryData(detailKey);
      if (before) queryClient.setQueryData(detailKey, { ...before, label_ids: ids });
      return { before };
    },
    onSuccess: onSaved,
    onError: (error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(detailKey, context.before);
      onError(error);
    },
  });
  const rate = useMutation({
    mutationFn: (rating: number | null) => foldersApi.rate(folder.id, doc.ucid, rating),
    onSuccess: onSaved,
    onError,
  });
  const current = detail.data;
  if (!current) return null;
  return (
    <ItemAnnotations
      labelIds={current.label_ids}
      labels={labels}
      rating={current.rating}
      commentCount={current.comments.length}
      canWrite={folder.permission !== 'read'}
      onLabelsChange={(ids) => setLabels.mutate(ids)}
      onRate={(rating) => rate.mutate(rating)}
      comments={<PatentComments folder={folder} ucid={doc.ucid} />}
      names={{
        group: t('folders.annotations.label'),
        chooseLabels: t('folders.annotations.chooseLabels', { ucid: doc.ucid }),
        rating: t('folders.annotations.rating', { ucid: doc.ucid }),
        clearRating: t('folders.annotations.clearRating'),
        commentsTitle: t('folders.annotations.commentsTitle', { ucid: doc.ucid }),
        groupTestId: 'folder-annotations',
        labelTestId: 'patent-label',
        ratingTestId: 'patent-rating',
      }}
      labelsPending={setLabels.isPending}
      refreshing={detail.isFetching}
    />
  );
}
