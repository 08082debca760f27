import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { notifyUndoable } from '../../../lib/notifications/notifyUndoable';
import { searchApi } from '../api/searchApi';
import { searchListQuery } from '../queries/searchListQuery';

/**
 * Deletes one search from the history at once, without a confirmation: the toast's Undo brings it back under its
 * own number. Searches that name it (`#n`) keep working, as the server keeps the deleted search for them.
 */
export function DeleteSearchButton({ index }: { index: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: searchListQuery.queryKey });
  const remove = useMutation({
    mutationFn: () => searchApi.remove(index),
    onSuccess: async (answer) => {
      await refresh();
      notifyUndoable(answer, () => void refresh());
    },
    onError: (error) =>
      notify({ type: 'error', title: t('history.delete.failed'), message: describeApiError(error, t) }),
  });
  const label = t('history.delete.label', { index });
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="subtle"
        color="red.8"
        size="sm"
        aria-label={label}
        loading={remove.isPending}
        onClick={() => remove.mutate()}
      >
        <IconTrash size={16} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}
