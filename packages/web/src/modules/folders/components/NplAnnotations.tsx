import type { Folder, FolderLabel, FolderNpl, FolderNplDetail } from '@app/shared';
import { ActionIcon, Badge, Button, Checkbox, Group, Popover, Rating, Stack, Text, Tooltip } from '@mantine/core';
import { IconMessage, IconTag, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../app/api/describeApiError';
import { openModal } from '../../../app/modals/openModal';
import { notify } from '../../../app/notifications/notify';
import { folderNplApi } from '../api/folderNplApi';
import { type FolderNplList, folderNplQuery } from '../queries/folderNplQueries';
import { LabelSwatch } from './LabelSwatch';
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
  const canWrite = folder.permission !== 'read';
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

  const chosen = new Set(record.label_ids);
  const toggle = (id: number) =>
    setLabels.mutate(chosen.has(id) ? record.label_ids.filter((l) => l !== id) : [...record.label_ids, id]);
  const named = t('folderNpl.recordNamed', { title: record.title });
  return (
    <Group gap="sm" wrap="wrap" role="group" aria-label={t('folderNpl.annotations', { title: record.title })}>
      {labels
        .filter((l) => chosen.has(l.id))
        .map((l) => (
          <Badge
            key={l.id}
            variant="outline"
            color="gray"
            leftSection={<LabelSwatch colour={l.colour} />}
            data-testid="npl-label"
            styles={{ label: { textTransform: 'none' } }}
          >
            {l.name}
          </Badge>
        ))}
      {canWrite && (
        <Popover position="bottom-start" withinPortal trapFocus shadow="md">
          <Popover.Target>
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconTag size={14} aria-hidden="true" />}
              aria-label={t('folderNpl.chooseLabels', { title: named })}
            >
              {t('folderNpl.labels')}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            {labels.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {t('folders.annotations.noLabels')}
              </Text>
            ) : (
              <Stack gap={6} role="group" aria-label={t('folderNpl.chooseLabels', { title: named })}>
                {labels.map((l) => (
                  <Checkbox
                    key={l.id}
                    size="xs"
                    checked={chosen.has(l.id)}
                    onChange={() => toggle(l.id)}
                    label={
                      <Group gap={6} wrap="nowrap">
                        <LabelSwatch colour={l.colour} />
                        {l.name}
                      </Group>
                    }
                  />
                ))}
              </Stack>
            )}
          </Popover.Dropdown>
        </Popover>
      )}
      <Group gap={2} wrap="nowrap">
        <Rating
          size="sm"
          value={record.rating ?? 0}
          readOnly={!canWrite}
          onChange={(value) => rate.mutate(value)}
          getSymbolLabel={(value) => t('folders.annotations.stars', { count: value })}
          aria-label={t('folderNpl.rating', { title: named })}
          data-testid="npl-rating"
        />
        {canWrite && record.rating !== null && (
          <Tooltip label={t('folders.annotations.clearRating')}>
            <ActionIcon
              size="sm"
              variant="subtle"
              aria-label={t('folderNpl.clearRating', { title: named })}
              onClick={() => rate.mutate(null)}
            >
              <IconX size={12} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconMessage size={14} aria-hidden="true" />}
        aria-label={t('folderNpl.actionOn', {
          action: t('folders.annotations.comments', { count: record.comment_count }),
          title: named,
        })}
        onClick={() =>
          openModal({
            title: t('folderNpl.commentsTitle', { title: record.title }),
            size: 'lg',
            children: <NplComments folder={folder} nplId={record.id} />,
          })
        }
      >
        {t('folders.annotations.comments', { count: record.comment_count })}
      </Button>
    </Group>
  );
}
