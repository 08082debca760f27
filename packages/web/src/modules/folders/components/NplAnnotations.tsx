import type { Folder, FolderLabel, FolderNpl, FolderNplDetail } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { folderNplApi } from '../api/folderNplApi';
import { type FolderNplList, folderNplQuery } from '../queries/folderNplQueries';
import { ItemAnnotations } from './ItemAnnotations';
import { NplComments } from './NplComments';

/** Props of NplAnnotations. */
type NplAnnotationsProps = {
  folder: Folder;
  record: FolderNpl;
  /** The folder's labels, to show the record's by name and to choose from. */
  labels: readonly FolderLabel[];
};

/**
 * An NPL record's place in the folder: its labels, rating and comments. Readers see them; writers change them,
 * each change logged in the folder's activity and undoable from the logged events.
 */
export function NplAnnotations({ folder, record, labels }: NplAnnotationsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const listKey = folderNplQuery(folder.id).queryKey;
  const put = (changes: Partial<FolderNpl>) =>
    queryClient.setQueryData<FolderNplList>(listKey, (list) =>
      list ? { ...list, records: list.records.map((r) => (r.id === record.id ? { ...r, ...changes } : r)) } : list,
    );
  const onSaved = ({ comments: _, ...saved }: FolderNplDetail) => {
    put(saved);
    void queryClient.invalidateQueries({ queryKey: listKey, exact: true });
  };
  const onError = (error: unknown) => {
    void queryClient.invalidateQueries({ queryKey: listKey, exact: true });
    notify({ type: 'error', title: t('folderNpl.changeFailed'), message: describeApiError(error, t) });
  };
  // A ticked box and a clicked star show at once; a refusal reloads the list, which puts them back.
  const setLabels = useMutation({
    mutationFn: (ids: number[]) => folderNplApi.setLabels(folder.id, record.id, ids),
    onMutate: (ids) => put({ label_ids: ids }),
    onSuccess: onSaved,
    onError,
  });
  const rate = useMutation({
    mutationFn: (rating: number | null) => folderNplApi.rate(folder.id, record.id, rating),
    onMutate: (rating) => put({ rating }),
    onSuccess: onSaved,
    onError,
  });

  const named = t('folderNpl.recordNamed', { title: record.title });
  return (
    <ItemAnnotations
      labelIds={record.label_ids}
      labels={labels}
      rating={record.rating}
      commentCount={record.comment_count}
      canWrite={folder.permission !== 'read'}
      onLabelsChange={(ids) => setLabels.mutate(ids)}
      onRate={(rating) => rate.mutate(rating)}
      comments={<NplComments folder={folder} nplId={record.id} />}
      names={{
        group: t('folderNpl.annotations', { title: record.title }),
        chooseLabels: t('folderNpl.chooseLabels', { title: named }),
        rating: t('folderNpl.rating', { title: named }),
        clearRating: t('folderNpl.clearRating', { title: named }),
        commentsTitle: t('folderNpl.commentsTitle', { title: record.title }),
        commentsButton: (action) => t('folderNpl.actionOn', { action, title: named }),
        labelTestId: 'npl-label',
        ratingTestId: 'npl-rating',
      }}
    />
  );
}
