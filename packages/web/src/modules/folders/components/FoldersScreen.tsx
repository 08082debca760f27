import { can, type Folder } from '@app/shared';
import { ActionIcon, Anchor, Button, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconPin, IconPinFilled, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { describeApiError } from '../../../lib/api/describeApiError';
import { confirm } from '../../../lib/modals/confirm';
import { notify } from '../../../lib/notifications/notify';
import { notifyUndoable } from '../../../lib/notifications/notifyUndoable';
import { LoadFailedAlert, LoadingLine } from '../../../ui/LoadState';
import { useCurrentUser } from '../../session/hooks/useCurrentUser';
import { foldersApi } from '../api/foldersApi';
import { FOLDERS_KEY, foldersQuery } from '../queries/folderQueries';
import { openFolderForm } from './FolderForm';

/** SPEC §2 /folders: the folders the user has a level on, pinned first, with what the user may do in each. */
export function FoldersScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser().data;
  const canWrite = user ? can.writeData(user) : false;
  const list = useQuery(foldersQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: FOLDERS_KEY });
  const pin = useMutation({
    mutationFn: ({ folder, pinned }: { folder: Folder; pinned: boolean }) => foldersApi.pin(folder.id, pinned),
    onSuccess: refresh,
    onError: (error) => notify({ type: 'error', message: describeApiError(error, t) }),
  });
  const remove = useMutation({
    mutationFn: (folder: Folder) => foldersApi.remove(folder.id),
    onSuccess: async (answer) => {
      await refresh();
      notifyUndoable(answer, () => void refresh());
    },
    onError: (error) =>
      notify({ type: 'error', title: t('folders.deleteFailed'), message: describeApiError(error, t) }),
  });

  const folders = [...(list.data?.folders ?? [])].sort((a, b) => {
    const pa = user ? a.pinned_users.includes(user.id) : false;
    const pb = user ? b.pinned_users.includes(user.id) : false;
    return pa === pb ? 0 : pa ? -1 : 1;
  });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('folders.title')}</Title>
        {canWrite && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() =>
              openFolderForm(t('folders.form.createTitle'), undefined, (f) => navigate(`/folders/${f.id}/patents`))
            }
          >
            {t('folders.new')}
          </Button>
        )}
      </Group>
      {list.isPending ? (
        <LoadingLine label={t('folders.loading')} />
      ) : list.isError ? (
        <LoadFailedAlert title={t('folders.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : folders.length === 0 ? (
        <Text c="dimmed">{t('folders.empty')}</Text>
      ) : (
        <Table striped highlightOnHover aria-label={t('folders.listLabel')} data-testid="folders-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('folders.columns.name')}</Table.Th>
              <Table.Th ta="right">{t('folders.columns.patents')}</Table.Th>
              <Table.Th>{t('folders.columns.creator')}</Table.Th>
              <Table.Th>{t('folders.columns.permission')}</Table.Th>
              <Table.Th>{t('folders.columns.updated')}</Table.Th>
              <Table.Th>{t('folders.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {folders.map((folder) => {
              const pinned = user ? folder.pinned_users.includes(user.id) : false;
              return (
                <Table.Tr key={folder.id} data-testid="folder-row" data-folder-id={folder.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/folders/${folder.id}/patents`} fw={600}>
                      {folder.name}
                    </Anchor>
                    {folder.description && (
                      <Text fz="xs" c="dimmed" lineClamp={1}>
                        {folder.description}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{folder.patent_count.toLocaleString('en')}</Table.Td>
                  <Table.Td>{folder.creator?.name ?? '—'}</Table.Td>
                  <Table.Td>{t(`folders.levels.${folder.permission}`)}</Table.Td>
                  <Table.Td>{folder.updated_at.slice(0, 10)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip
                        label={
                          pinned ? t('folders.unpin', { name: folder.name }) : t('folders.pin', { name: folder.name })
                        }
                      >
                        <ActionIcon
                          variant="subtle"
                          aria-pressed={pinned}
                          aria-label={
                            pinned ? t('folders.unpin', { name: folder.name }) : t('folders.pin', { name: folder.name })
                          }
                          onClick={() => pin.mutate({ folder, pinned: !pinned })}
                        >
                          {pinned ? (
                            <IconPinFilled size={16} aria-hidden="true" />
                          ) : (
                            <IconPin size={16} aria-hidden="true" />
                          )}
                        </ActionIcon>
                      </Tooltip>
                      {folder.permission !== 'read' && canWrite && (
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('folders.form.renameTitle')}
                          onClick={() => openFolderForm(t('folders.form.renameTitle'), folder)}
                        >
                          <IconPencil size={16} aria-hidden="true" />
                        </ActionIcon>
                      )}
                      {folder.permission === 'admin' && canWrite && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('folders.deleteNamed', { name: folder.name })}
                          onClick={() =>
                            confirm({
                              title: t('folders.confirmDeleteTitle'),
                              message: t('folders.confirmDelete', { name: folder.name, count: folder.patent_count }),
                              confirmLabel: t('folders.delete'),
                              onConfirm: () => remove.mutate(folder),
                            })
                          }
                        >
                          <IconTrash size={16} aria-hidden="true" />
                        </ActionIcon>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
