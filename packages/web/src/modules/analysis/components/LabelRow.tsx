import type { WorkspaceLabel } from '@app/shared';
import { ActionIcon, Button, Checkbox, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of LabelRow. */
type LabelRowProps = {
  label: WorkspaceLabel;
  /** Whether the label is on this workspace. */
  checked: boolean;
  /** A change is on its way: the checkbox waits for it, so answers cannot cross. */
  busy: boolean;
  onToggle: (on: boolean) => void;
  onDelete: () => void;
};

/**
 * One of the user's labels in the Labels control: a checkbox puts it on the workspace or takes it off; the bin asks
 * in place whether to delete the label everywhere (a dialog over the dropdown would close it).
 */
export function LabelRow({ label, checked, busy, onToggle, onDelete }: LabelRowProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const bin = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // The question takes the focus; answering "Keep" gives it back to the bin the user started from.
  useEffect(() => {
    if (confirming) keep.current?.focus();
    else if (asked.current) bin.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  if (confirming)
    return (
      <Stack gap={4} role="group" aria-label={t('analysis.labels.delete', { name: label.name })}>
        <Text fz="sm">{t('analysis.labels.deleteConfirm', { name: label.name })}</Text>
        <Group gap="xs">
          <Button
            size="compact-xs"
            color="red"
            onClick={() => {
              asked.current = false;
              setConfirming(false);
              onDelete();
            }}
          >
            {t('analysis.labels.deleteYes')}
          </Button>
          <Button ref={keep} size="compact-xs" variant="default" onClick={() => setConfirming(false)}>
            {t('analysis.labels.deleteNo')}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="label-option" data-label-id={label.id}>
      <Checkbox
        size="sm"
        checked={checked}
        // Not disabled while busy (that would drop the keyboard focus): a change made meanwhile is ignored.
        aria-busy={busy}
        onChange={(event) => !busy && onToggle(event.currentTarget.checked)}
        label={
          <Group gap={6} wrap="nowrap" component="span">
            <ColorSwatch color={label.colour} size={12} aria-hidden="true" component="span" />
            <span>{label.name}</span>
          </Group>
        }
      />
      <ActionIcon
        ref={bin}
        variant="subtle"
        color="red"
        size="sm"
        aria-label={t('analysis.labels.delete', { name: label.name })}
        onClick={() => !busy && setConfirming(true)}
      >
        <IconTrash size={14} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
