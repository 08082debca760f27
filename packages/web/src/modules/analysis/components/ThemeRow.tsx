import type { AnalysisTheme } from '@app/shared';
import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { swatchColours } from '../utils/themeForm';
import { ThemeSwatches } from './ThemeSwatches';

/** Props of ThemeRow. */
type ThemeRowProps = {
  theme: AnalysisTheme;
  /** A change to some theme is on its way. */
  busy: boolean;
  onEdit: () => void;
  onDefault: (on: boolean) => void;
  onDelete: () => void;
};

/**
 * One colour theme in the themes dialog: its colours, name, whose it is and whether it is the default; its owner
 * (or, for the organisation's, an administrator) edits it, makes it the default or deletes it.
 */
export function ThemeRow({ theme, busy, onEdit, onDefault, onDelete }: ThemeRowProps) {
  const { t } = useTranslation();
  const name = theme.name;
  const defaultLabel = theme.is_default
    ? t('analysis.themes.unsetDefault', { name })
    : t('analysis.themes.makeDefault', { name });
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      data-testid="theme-row"
      data-theme-id={theme.id}
    >
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <ThemeSwatches colours={swatchColours(theme, 8)} size={14} />
        <Text fz="sm" fw={600} truncate>
          {name}
        </Text>
        {theme.is_default && (
          <Badge size="xs" variant="outline" color="gray" tt="none">
            {t('analysis.themes.default')}
          </Badge>
        )}
        {theme.scope === 'organization' && (
          <Badge size="xs" variant="light" color="gray" tt="none">
            {t('analysis.themes.organization')}
          </Badge>
        )}
      </Group>
      {theme.editable && (
        <Group gap={2} wrap="nowrap">
          <Tooltip label={defaultLabel}>
            <ActionIcon
              variant="subtle"
              color="yellow.9"
              aria-label={defaultLabel}
              disabled={busy}
              onClick={() => onDefault(!theme.is_default)}
            >
              {theme.is_default ? (
                <IconStarFilled size={16} aria-hidden="true" />
              ) : (
                <IconStar size={16} aria-hidden="true" />
              )}
            </ActionIcon>
          </Tooltip>
          <ActionIcon
            variant="subtle"
            aria-label={t('analysis.themes.edit', { name })}
            disabled={busy}
            onClick={onEdit}
          >
            <IconPencil size={16} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('analysis.themes.delete', { name })}
            disabled={busy}
            onClick={onDelete}
          >
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
      )}
    </Group>
  );
}
