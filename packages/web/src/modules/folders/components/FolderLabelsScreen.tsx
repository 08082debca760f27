import type { Folder, FolderLabel } from '@app/shared';
import { Alert, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { confirm } from '../../../lib/modals/confirm';
import { notify } from '../../../lib/notifications/notify';
import { notifyUndoable } from '../../../lib/notifications/notifyUndoable';
import { LoadFailedAlert, LoadingLine } from '../../../ui/LoadState';
import { foldersApi } from '../api/foldersApi';
import { folderLabelsQuery } from '../queries/folderQueries';
import { LabelForm } from './LabelForm';
import { LabelSwatch } from './LabelSwatch';

/**
 * The labels of one folder (its /labels section): each label's colour, name and how many patents carry it. Users
 * who may write to the folder edit a label in its row, delete it (with undo) and add new ones below the table;
 * readers see the table only.
 */
export function FolderLabelsScreen({ folder }: { folder: Folder }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(folderLabelsQuery(folder.id));
  const canWrite = folder.permission === 'write' || folder.permission === 'admin';
  const [editing, setEditing] = useState<number | null>(null);
  // Closing an edit puts focus back on that row's Edit button, so keyboard users keep their place in the table.
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  const [focusEdit, setFocusEdit] = useState<number | null>(null);
  useEffect(() => {
    if (focusEdit === null) return;
    editButtons.current.get(focusEdit)?.focus();
    setFocusEdit(null);
  }, [focusEdit]);

  // Labels show on the folder's patents too, so any change refreshes everything cached about this folder.
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['folders', folder.id] });
  const remove = useMutation({
    mutationFn: (label: FolderLabel) => foldersApi.deleteLabel(folder.id, label.id),
    onSuccess: async (answer, label) => {
      setEditing((current) => (current === label.id ? null : current));
      await refresh();
      notifyUndoable(answer, () => void refresh());
    },
    onError: (error) =>
      notify({ type: 'error', title: t('folderLabels.deleteFailed'), message: describeApiError(error, t) }),
  });

  const closeEdit = (id: number) => {
    setEditing(null);
    setFocusEdit(id);
  };

  const askDelete = (label: FolderLabel) =>
    confirm({
      title: t('folderLabels.confirmTitle'),
      message: t('folderLabels.confirmMessage', { name: label.name, count: label.patent_count }),
      confirmLabel: t('folderLabels.delete'),
      onConfirm: () => remove.mutate(label),
    });

  const columns = canWrite ? 3 : 2;
  const body = () => {
    if (list.isPending) {
      return <LoadingLine label={t('folderLabels.loading')} />;
    }
    if (list.isError) {
      return (
        <LoadFailedAlert title={t('folderLabels.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      );
    }
    if (list.data.length === 0) {
      return (
        <Text fz="sm" c="dimmed">
          {t('folderLabels.empty')}
        </Text>
      );
    }
    return (
      <Table.ScrollContainer minWidth={canWrite ? 560 : 320}>
        <Table striped verticalSpacing={6} data-testid="labels-table" aria-label={t('folderLabels.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('folderLabels.columns.label')}</Table.Th>
              <Table.Th w={110} ta="right">
                {t('folderLabels.columns.patents')}
              </Table.Th>
              {canWrite && (
                <Table.Th w={200}>
                  <VisuallyHidden>{t('folderLabels.columns.actions')}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((label) =>
              editing === label.id ? (
                <Table.Tr key={label.id} data-testid="label-row">
                  <Table.Td colSpan={columns}>
                    <LabelForm folderId={folder.id} label={label} onDone={() => closeEdit(label.id)} />
                  </Table.Td>
                </Table.Tr>
              ) : (
                <Table.Tr key={label.id} data-testid="label-row">
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <LabelSwatch colour={label.colour} />
                      <Text fz="sm" fw={600}>
                        {label.name}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{label.patent_count.toLocaleString(i18n.language)}</Table.Td>
                  {canWrite && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Button
                          ref={(button) => {
                            if (button) editButtons.current.set(label.id, button);
                            else editButtons.current.delete(label.id);
                          }}
                          size="xs"
                          variant="default"
                          leftSection={<IconPencil size={14} aria-hidden="true" />}
                          aria-label={t('folderLabels.editNamed', { name: label.name })}
                          onClick={() => setEditing(label.id)}
                        >
                          {t('folderLabels.edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          color="red"
                          leftSection={<IconTrash size={14} aria-hidden="true" />}
                          aria-label={t('folderLabels.deleteNamed', { name: label.name })}
                          loading={remove.isPending && remove.variables?.id === label.id}
                          onClick={() => askDelete(label)}
                        >
                          {t('folderLabels.delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ),
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };

  return (
    <Stack gap="md">
      <Title order={2}>{t('folderLabels.title')}</Title>
      {!canWrite && (
        <Alert color="blue" variant="light">
          {t('folderLabels.readOnly')}
        </Alert>
      )}
      {body()}
      {canWrite && list.isSuccess && (
        <Stack gap="xs">
          <Title order={3}>{t('folderLabels.form.addTitle')}</Title>
          <LabelForm folderId={folder.id} label={null} usedColours={list.data.map((label) => label.colour)} />
        </Stack>
      )}
    </Stack>
  );
}
