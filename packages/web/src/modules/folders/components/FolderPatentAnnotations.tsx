import type { Folder, SearchDoc } from '@app/shared';
import { ActionIcon, Badge, Button, Checkbox, Group, Popover, Rating, Stack, Text, Tooltip } from '@mantine/core';
import { IconMessage, IconTag, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../app/api/describeApiError';
import { openModal } from '../../../app/modals/openModal';
import { notify } from '../../../app/notifications/notify';
import { foldersApi } from '../api/foldersApi';
import { folderLabelsQuery, folderPatentQuery } from '../queries/folderQueries';
import { PatentComments } from './PatentComments';
import '../folders.css';

/**
 * A result's place in the folder, under it in the list: its labels (chosen from the folder's), its rating and its
 * comments. Readers see them; writers change them, each change logged so it can be undone.
 */
export function FolderPatentAnnotations({ folder, doc }: { folder: Folder; doc: SearchDoc }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useQuery({ ...folderPatentQuery(folder.id, doc.ucid), staleTime: 30_000 });
  const labels = useQuery({ ...folderLabelsQuery(folder.id), staleTime: 30_000 }).data ?? [];
  const canWrite = folder.permission !== 'read';
  const onSaved = (next: Awaited<ReturnType<typeof foldersApi.patent>>) => {
    queryClient.setQueryData(folderPatentQuery(folder.id, doc.ucid).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: folderLabelsQuery(folder.id).queryKey });
    void queryClient.invalidateQueries({ queryKey: ['results', 'run', 'folders', folder.id] });
  };
  const onError = (error: unknown) =>
    notify({ type: 'error', title: t('folders.annotations.changeFailed'), message: describeApiError(error, t) });
  const detailKey = folderPatentQuery(folder.id, doc.ucid).queryKey;
  // Ticking a label shows at once (the box must follow the click); a refusal puts the labels back as they were.
  const setLabels = useMutation({
    mutationFn: (ids: number[]) => foldersApi.setLabels(folder.id, doc.ucid, ids),
    onMutate: (ids) => {
      const before = queryClient.getQueryData(detailKey);
      if (before) queryClient.setQueryData(detailKey, { ...before, label_ids: ids });
      return { before };
    },
    onSuccess: onSaved,
    onError: (error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(detailKey, context.before);
      onError(error);
    },
  });
  const rate = useMutation({
    mutationFn: (rating: number | null) => foldersApi.rate(folder.id, doc.ucid, rating),
    onSuccess: onSaved,
    onError,
  });
  const current = detail.data;
  if (!current) return null;
  const chosen = new Set(current.label_ids);
  const toggle = (id: number) =>
    setLabels.mutate(chosen.has(id) ? current.label_ids.filter((l) => l !== id) : [...current.label_ids, id]);
  const comments = current.comments.length;
  return (
    <Group
      gap="sm"
      wrap="wrap"
      data-testid="folder-annotations"
      aria-label={t('folders.annotations.label')}
      role="group"
    >
      {labels
        .filter((l) => chosen.has(l.id))
        .map((l) => (
          <Badge
            key={l.id}
            variant="outline"
            color="gray"
            leftSection={<span className="label-dot" style={{ background: l.colour }} aria-hidden="true" />}
            data-testid="patent-label"
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
              aria-label={t('folders.annotations.chooseLabels', { ucid: doc.ucid })}
              loading={setLabels.isPending}
            >
              {t('folders.annotations.labels')}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            {labels.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {t('folders.annotations.noLabels')}
              </Text>
            ) : (
              <Stack gap={6} role="group" aria-label={t('folders.annotations.chooseLabels', { ucid: doc.ucid })}>
                {labels.map((l) => (
                  <Checkbox
                    key={l.id}
                    size="xs"
                    checked={chosen.has(l.id)}
                    onChange={() => toggle(l.id)}
                    label={
                      <Group gap={6} wrap="nowrap">
                        <span className="label-dot" style={{ background: l.colour }} aria-hidden="true" />
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
          value={current.rating ?? 0}
          readOnly={!canWrite}
          onChange={(value) => rate.mutate(value)}
          getSymbolLabel={(value) => t('folders.annotations.stars', { count: value })}
          aria-label={t('folders.annotations.rating', { ucid: doc.ucid })}
          data-testid="patent-rating"
        />
        {canWrite && current.rating !== null && (
          <Tooltip label={t('folders.annotations.clearRating')}>
            <ActionIcon
              size="sm"
              variant="subtle"
              aria-label={t('folders.annotations.clearRating')}
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
        onClick={() =>
          openModal({
            title: t('folders.annotations.commentsTitle', { ucid: doc.ucid }),
            size: 'lg',
            children: <PatentComments folder={folder} ucid={doc.ucid} />,
          })
        }
      >
        {t('folders.annotations.comments', { count: comments })}
      </Button>
      {detail.isFetching && (
        <Text fz="xs" c="dimmed" aria-hidden="true">
          …
        </Text>
      )}
    </Group>
  );
}
