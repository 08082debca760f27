import { Button } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { patentListApi } from '../api/patentListApi';
import { useRefreshPatentList } from '../hooks/useRefreshPatentList';

/** Puts the ticked results on the user's patent list; the header badge and the list's results follow. */
export function AddToPatentListButton({ ucids, onAdded }: { ucids: readonly string[]; onAdded?: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshPatentList();
  const add = useMutation({
    mutationFn: () => patentListApi.addMany(ucids),
    onSuccess: async (answer) => {
      await refresh();
      notify({ type: 'success', message: t('patentList.added', { count: answer.added, total: answer.count }) });
      onAdded?.();
    },
    onError: (error) =>
      notify({ type: 'error', title: t('patentList.addFailed'), message: describeApiError(error, t) }),
  });
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconListCheck size={14} aria-hidden="true" />}
      loading={add.isPending}
      disabled={ucids.length === 0}
      onClick={() => add.mutate()}
    >
      {t('patentList.add')}
    </Button>
  );
}
