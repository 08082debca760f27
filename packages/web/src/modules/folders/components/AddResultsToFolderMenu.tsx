import type { Folder, FolderAddResultsBody, JobView, UndoableAnswer } from '@app/shared';
import { IconFolders } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { notifyUndoable } from '../../../lib/notifications/notifyUndoable';
import { followJob } from '../../jobs/utils/followJob';
import { foldersApi } from '../api/foldersApi';
import { refreshFolders } from '../queries/folderQueries';
import { FolderPickerMenu } from './FolderPickerMenu';

/** What the job answers when it is done: the toast's text and Undo, and the add's counts. */
type AddResultsOutcome = Partial<UndoableAnswer> & { added?: number; warning?: string | null };

/** Props of AddResultsToFolderMenu. */
type AddResultsToFolderMenuProps = {
  /** The whole set as the screen shows it: where it comes from, with its query and filters. */
  source: FolderAddResultsBody;
  /** How many results that is (the button says so). */
  total: number;
  exceptFolder?: number | undefined;
};

/**
 * "Add all N to folder…": queues the add of every result (the server refuses at once a set larger than the folder
 * could hold), follows the job with a progress bar, and ends with a toast whose Undo takes the added patents out.
 */
export function AddResultsToFolderMenu({ source, total, exceptFolder }: AddResultsToFolderMenuProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = (folder: Folder) => refreshFolders(queryClient, folder.id);
  const finished = (folder: Folder) => (job: JobView) => {
    void refresh(folder);
    const outcome = (job.result ?? {}) as AddResultsOutcome;
    if (outcome.undo && outcome.logged_event_id !== undefined && outcome.message)
      notifyUndoable(outcome as UndoableAnswer, () => void refresh(folder));
    else notify({ type: 'info', message: outcome.message ?? t('folderBulk.alreadyAll', { name: folder.name }) });
    if (outcome.warning) notify({ type: 'warning', message: outcome.warning });
  };
  const add = useMutation({
    mutationFn: (folder: Folder) => foldersApi.addResults(folder.id, source),
    onSuccess: (job, folder) => void followJob(job, finished(folder)),
    onError: (error) =>
      notify({ type: 'error', title: t('folderBulk.addAllFailed'), message: describeApiError(error, t) }),
  });
  return (
    <FolderPickerMenu
      label={t('folderBulk.addAll', { total: total.toLocaleString('en') })}
      icon={<IconFolders size={14} aria-hidden="true" />}
      menuLabel={t('folderBulk.addAllMenuLabel')}
      onPick={(folder) => add.mutate(folder)}
      loading={add.isPending}
      disabled={total === 0}
      exceptFolder={exceptFolder}
      testId="add-all-to-folder"
    />
  );
}
