import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { confirm } from '../../../lib/modals/confirm';
import { notify } from '../../../lib/notifications/notify';
import { notifyUndoable } from '../../../lib/notifications/notifyUndoable';
import { patentListApi } from '../api/patentListApi';
import { useRefreshPatentList } from '../hooks/useRefreshPatentList';

/** Empties the whole list after a confirmation; the toast's Undo puts every patent back. */
export function ClearPatentListButton({ count }: { count: number }) {
  const { t } = useTranslation();
  const refresh = useRefreshPatentList();
  const clear = useMutation({
    mutationFn: () => patentListApi.clear(),
    onSuccess: async (answer) => {
      await refresh();
      notifyUndoable(answer, () => void refresh());
    },
    onError: (error) =>
      notify({ type: 'error', title: t('patentList.clear.failed'), message: describeApiError(error, t) }),
  });
  return (
    <Button
      variant="light"
      color="red"
      leftSection={<IconTrash size={16} aria-hidden="true" />}
      loading={clear.isPending}
      disabled={count === 0}
      onClick={() =>
        confirm({
          title: t('patentList.clear.title'),
          message: t('patentList.clear.message', { count }),
          confirmLabel: t('patentList.clear.confirm'),
          onConfirm: () => clear.mutate(),
        })
      }
    >
      {t('patentList.clear.button')}
    </Button>
  );
}
