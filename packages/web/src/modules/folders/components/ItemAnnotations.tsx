import type { FolderLabel } from '@app/shared';
import { ActionIcon, Badge, Button, Checkbox, Group, Popover, Rating, Stack, Text, Tooltip } from '@mantine/core';
import { IconMessage, IconTag, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../../lib/modals/openModal';
import { LabelSwatch } from './LabelSwatch';

/** What the annotations are called for assistive technology and tests; patents and NPL records name them apart. */
type ItemAnnotationsNames = {
  /** The whole group. */
  group: string;
  /** The labels button and the group of label checkboxes it opens. */
  chooseLabels: string;
  rating: string;
  clearRating: string;
  /** The title of the comments dialog. */
  commentsTitle: string;
  /** The comments button's name, given its visible text; without it the text is the name. */
  commentsButton?: (text: string) => string;
  groupTestId?: string;
  labelTestId: string;
  ratingTestId: string;
};

/** Props of ItemAnnotations. */
type ItemAnnotationsProps = {
  /** The labels the item has. */
  labelIds: readonly number[];
  /** The folder's labels, to show the item's by name and to choose from. */
  labels: readonly FolderLabel[];
  rating: number | null;
  commentCount: number;
  /** False shows the annotations only, with nothing to change them. */
  canWrite: boolean;
  onLabelsChange: (labelIds: number[]) => void;
  /** A number of stars, or null to clear the rating. */
  onRate: (rating: number | null) => void;
  /** The comment thread, opened in a dialog by the comments button. */
  comments: ReactNode;
  names: ItemAnnotationsNames;
  /** Shows the labels button as busy while a change of labels is saved. */
  labelsPending?: boolean;
  /** Shows a quiet mark while the annotations are reloaded. */
  refreshing?: boolean;
};

/**
 * The labels, rating and comments button of one item in a folder (a patent or an NPL record). It knows nothing of
 * what is annotated: the caller passes the values, the calls that change them and the comment thread.
 */
export function ItemAnnotations({
  labelIds,
  labels,
  rating,
  commentCount,
  canWrite,
  onLabelsChange,
  onRate,
  comments,
  names,
  labelsPending = false,
  refreshing = false,
}: ItemAnnotationsProps) {
  const { t } = useTranslation();
  const chosen = new Set(labelIds);
  const toggle = (id: number) => onLabelsChange(chosen.has(id) ? labelIds.filter((l) => l !== id) : [...labelIds, id]);
  const commentsText = t('folders.annotations.comments', { count: commentCount });
  return (
    <Group gap="sm" wrap="wrap" role="group" aria-label={names.group} data-testid={names.groupTestId}>
      {labels
        .filter((l) => chosen.has(l.id))
        .map((l) => (
          <Badge
            key={l.id}
            variant="outline"
            color="gray"
            leftSection={<LabelSwatch colour={l.colour} />}
            data-testid={names.labelTestId}
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
              aria-label={names.chooseLabels}
              loading={labelsPending}
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
              <Stack gap={6} role="group" aria-label={names.chooseLabels}>
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
          value={rating ?? 0}
          readOnly={!canWrite}
          onChange={(value) => onRate(value)}
          getSymbolLabel={(value) => t('folders.annotations.stars', { count: value })}
          aria-label={names.rating}
          data-testid={names.ratingTestId}
        />
        {canWrite && rating !== null && (
          <Tooltip label={t('folders.annotations.clearRating')}>
            <ActionIcon size="sm" variant="subtle" aria-label={names.clearRating} onClick={() => onRate(null)}>
              <IconX size={12} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconMessage size={14} aria-hidden="true" />}
        aria-label={names.commentsButton?.(commentsText)}
        onClick={() => openModal({ title: names.commentsTitle, size: 'lg', children: comments })}
      >
        {commentsText}
      </Button>
      {refreshing && (
        <Text fz="xs" c="dimmed" aria-hidden="true">
          …
        </Text>
      )}
    </Group>
  );
}
