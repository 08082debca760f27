import type { Export } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/ApiError';
import { notify } from '../../../lib/notifications/notify';
import { exportsApi } from '../api/exportsApi';
import { saveFile } from '../utils/saveFile';

/**
 * Downloads a finished export's file (`GET /api/exports/{id}/download`) and says how it went with the SPEC §8
 * toasts: 'Download Complete', or 'Download Failed' with 'Export not found.' on 404 and otherwise 'Could not
 * download this export.'.
 */
export function useExportDownload() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (item: Pick<Export, 'id' | 'filename'>) => exportsApi.download(item.id, item.filename),
    onSuccess: ({ blob, fileName }) => {
      saveFile(blob, fileName);
      notify({ type: 'success', title: t('exports.toast.downloadComplete'), message: fileName });
    },
    onError: (error) =>
      notify({
        type: 'error',
        title: t('exports.toast.downloadFailed'),
        message:
          error instanceof ApiError && error.status === 404
            ? t('exports.toast.downloadNotFound')
            : t('exports.toast.downloadError'),
      }),
  });
}
