import { doiUrl, type Folder, type FolderLabel, type FolderNpl } from '@app/shared';
import { ActionIcon, Anchor, Button, Checkbox, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { openModal } from '../../../lib/modals/openModal';
import { notify } from '../../../lib/notifications/notify';
import { notifyUndoable } from '../../../lib/notifications/notifyUndoable';
import { LoadFailedAlert, LoadingLine } from '../../../ui/LoadState';
import { folderNplApi } from '../api/folderNplApi';
import { folderNplQuery } from '../queries/folderNplQueries';
import { folderLabelsQuery } from '../queries/folderQueries';
import { NplAnnotations } from './NplAnnotations';
import { NplRecordForm } from './NplRecordForm';

/** Props of FolderNplScreen. */
type FolderNplScreenProps = {
  /** The loaded folder whose NPL records are shown. */
  folder: Folder;
};

/** Opens the record form in a dialog: empty to add a record, filled to change `record`. */
function openRecordForm(folder: Folder, record: FolderNpl | null, title: string): void {
  const id = openModal({
    title,
    size: 'lg',
    children: <NplRecordForm folderId={folder.id} record={record} onDone={() => modals.close(id)} />,
  });
}

/**
 * The non-patent literature of a folder (its /npl section): each record with its bibliographic data, labels,
 * rating and comments. Writers add records in a dialog, change them, tick some and remove them with an undo;
 * readers see the same list without any control that changes it.
 */
export function FolderNplScreen({ folder }: FolderNplScreenProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(folderNplQuery(folder.id));
  const labels = useQuery({ ...folderLabelsQuery(folder.id), staleTime: 30_000 }).data ?? [];
  const canWrite = folder.permission !== 'read';
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const refresh = () => queryClient.invalidateQueries({ queryKey: folderNplQuery(folder.id).queryKey });

  const remove = useMutation({
    mutationFn: (ids: number[]) => folderNplApi.remove(folder.id, ids),
    onSuccess: async (answer) => {
      setSelected(new Set());
      await refresh();
      notifyUndoable(answer, () => void refresh());
    },
    onError: (error) =>
      notify({ type: 'error', title: t('folderNpl.removeFailed'), message: describeApiError(error, t) }),
  });

  const addButton = canWrite && (
    <Button
      leftSection={<IconPlus size={16} aria-hidden="true" />}
      onClick={() => openRecordForm(folder, null, t('folderNpl.form.addTitle'))}
    >
      {t('folderNpl.add')}
    </Button>
  );
  const header = (
    <Group justify="space-between" align="center">
      <Title order={2}>{t('folderNpl.title')}</Title>
      {addButton}
    </Group>
  );

  if (list.isPending)
    return (
      <Stack gap="md">
        {header}
        <LoadingLine label={t('folderNpl.loading')} />
      </Stack>
    );
  if (list.isError)
    return (
      <Stack gap="md">
        {header}
        <LoadFailedAlert title={t('folderNpl.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      </Stack>
    );

  const records = list.data.records;
  // Ticks of records that are gone (removed by a colleague, say) do not count.
  const ticked = records.filter((r) => selected.has(r.id)).map((r) => r.id);
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Stack gap="md">
      {header}
      {!canWrite && (
        <Text c="dimmed" fz="sm" data-testid="npl-read-only">
          {t('folderNpl.readOnly')}
        </Text>
      )}
      {records.length === 0 ? (
        <Paper withBorder p="lg" data-testid="npl-empty">
          <Stack gap={4}>
            <Text fw={600}>{t('folderNpl.empty')}</Text>
            <Text c="dimmed" fz="sm">
              {canWrite ? t('folderNpl.emptyWriter') : t('folderNpl.emptyReader')}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <>
          <Group justify="space-between" align="center">
            {canWrite ? (
              <Checkbox
                label={t('folderNpl.selectAll')}
                checked={ticked.length === records.length}
                indeterminate={ticked.length > 0 && ticked.length < records.length}
                onChange={(e) => setSelected(new Set(e.currentTarget.checked ? records.map((r) => r.id) : []))}
              />
            ) : (
              <span />
            )}
            <Group gap="sm">
              {/* Announced as ticks change, since the count sits away from the boxes being ticked. */}
              <Text fz="sm" c="dimmed" aria-live="polite" data-testid="npl-count">
                {canWrite && ticked.length > 0
                  ? t('folderNpl.selected', { count: ticked.length, total: records.length })
                  : t('folderNpl.count', { count: records.length })}
              </Text>
              {canWrite && (
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconTrash size={16} aria-hidden="true" />}
                  disabled={ticked.length === 0}
                  loading={remove.isPending}
                  onClick={() => remove.mutate(ticked)}
                >
                  {t('folderNpl.remove')}
                </Button>
              )}
            </Group>
          </Group>
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} data-testid="npl-list">
            {records.map((record) => (
              <NplRecordItem
                key={record.id}
                folder={folder}
                record={record}
                labels={labels}
                canWrite={canWrite}
                ticked={selected.has(record.id)}
                onTick={(on) => toggle(record.id, on)}
              />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** One record in the list: tick box, bibliographic lines, links, abstract, and its annotations. */
function NplRecordItem({
  folder,
  record,
  labels,
  canWrite,
  ticked,
  onTick,
}: {
  folder: Folder;
  record: FolderNpl;
  labels: readonly FolderLabel[];
  canWrite: boolean;
  ticked: boolean;
  onTick: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const named = t('folderNpl.recordNamed', { title: record.title });
  const published = [record.source, record.year === null ? null : String(record.year)].filter(Boolean).join(', ');
  return (
    <Paper component="li" withBorder p="md" data-testid="npl-record" data-npl-id={record.id}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {canWrite && (
          <Checkbox
            mt={4}
            checked={ticked}
            onChange={(e) => onTick(e.currentTarget.checked)}
            aria-label={t('folderNpl.select', { title: named })}
          />
        )}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
              {record.title}
            </Title>
            {canWrite && (
              <Tooltip label={t('folderNpl.edit')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('folderNpl.editNamed', { title: named })}
                  onClick={() => openRecordForm(folder, record, t('folderNpl.form.editTitle'))}
                >
                  <IconPencil size={16} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
          {record.authors && (
            <Text fz="sm" data-testid="npl-authors">
              {record.authors}
            </Text>
          )}
          {published && (
            <Text fz="sm" c="dimmed" fs="italic" data-testid="npl-source">
              {published}
            </Text>
          )}
          {(record.doi || record.url) && (
            <Group gap="md" fz="sm">
              {record.doi && (
                <Anchor
                  href={doiUrl(record.doi)}
                  target="_blank"
                  rel="noopener noreferrer"
                  fz="sm"
                  data-testid="npl-doi"
                >
                  {t('folderNpl.doiLink', { doi: record.doi })}
                </Anchor>
              )}
              {record.url && (
                <Anchor
                  href={record.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  fz="sm"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {record.url}
                </Anchor>
              )}
            </Group>
          )}
          {record.abstract && (
            <Text fz="sm" c="dimmed" lineClamp={3} title={record.abstract}>
              {record.abstract}
            </Text>
          )}
          <NplAnnotations folder={folder} record={record} labels={labels} />
        </Stack>
      </Group>
    </Paper>
  );
}
