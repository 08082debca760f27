import { ActionIcon, ColorInput, Group, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Props of ThemeColourRow. */
type ThemeColourRowProps = {
  /** Its place in the theme, from 0. */
  index: number;
  count: number;
  /** The form's binding of this colour's field (value, change, error). */
  inputProps: GetInputPropsReturnType;
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** One colour of the theme form: its place, the colour field, and buttons to move it up or down or remove it. */
export function ThemeColourRow({ index, count, inputProps, onMove, onRemove }: ThemeColourRowProps) {
  const { t } = useTranslation();
  const n = index + 1;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="theme-colour">
      <Text fz="sm" c="dimmed" w={20} ta="right" pt={6} aria-hidden="true">
        {n}
      </Text>
      <ColorInput
        style={{ flex: 1 }}
        aria-label={t('analysis.themes.form.colour', { n })}
        format="hex"
        withEyeDropper={false}
        {...inputProps}
      />
      <ActionIcon
        variant="subtle"
        mt={4}
        aria-label={t('analysis.themes.form.up', { n })}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <IconArrowUp size={16} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        mt={4}
        aria-label={t('analysis.themes.form.down', { n })}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <IconArrowDown size={16} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        mt={4}
        aria-label={t('analysis.themes.form.remove', { n })}
        disabled={count === 1}
        onClick={onRemove}
      >
        <IconX size={16} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
