import { Button } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { notifyUndoable } from '../../../lib/notifications/notifyUndoable';
import { patentListApi } from '../api/patentListApi';
import { useRefreshPatentList } from '../hooks/useRefreshPatentList';

/** Props of RemoveFromPatentListButton. */
type RemoveFromPatentListButtonProps = {
  ucids: readonly string[];
  /** Called once they are off the list (the selection is cleared then). */
  onRemoved: () => void;
};

/** Takes the ticked patents off the user's list; the toast's Undo puts them back with their dates. */
export function RemoveFromPatentListButton({ ucids, onRemoved }: RemoveFromPatentListButtonProps) {
  const { t } = useTranslation();
  const refresh = useRefreshPatentList();
  const remove = useMutation({
    mutationFn: () => patentListApi.removeMany(ucids),
    onSuccess: async (answer) => {
      onRemoved();
      await refresh();
      notifyUndoable(answer, () => void refresh());
    },
    onError: (error) =>
      notify({ type: 'error', title: t('patentList.remove.failed'), message: describeApiError(error, t) }),
  });
  return (
    <Button
      size="compact-sm"
      variant="light"
      color="red"
      leftSection={<IconListDetails size={14} aria-hidden="true" />}
      loading={remove.isPending}
      disabled={ucids.length === 0}
      onClick={() => remove.mutate()}
    >
      {t('patentList.remove.button')}
    </Button>
  );
}
