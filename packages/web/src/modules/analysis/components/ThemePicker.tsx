import { type AnalysisTheme, DEFAULT_CHART_COLOURS } from '@app/shared';
import { Alert, Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconPalette, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { workspaceOptionsApi } from '../api/workspaceOptionsApi';
import { useWorkspaceOptionChange } from '../hooks/useWorkspaceOptionChange';
import { themesQuery } from '../queries/analysisQueries';
import type { FullWorkspace } from '../utils/fullWorkspace';
import { swatchColours, themeChoices } from '../utils/themeForm';
import { OptionListState } from './OptionListState';
import { OptionMark } from './OptionMark';
import { ThemeSwatches } from './ThemeSwatches';

/** Props of ThemePicker. */
type ThemePickerProps = {
  workspace: FullWorkspace;
  /** Opens the theme dialog (a new theme, or the list to manage), after the dropdown closed. */
  onOpenManager: (start: 'new' | 'list') => void;
};

/**
 * The Colour theme control's dropdown: the default colours and every theme the user may use, the applied one
 * marked; choosing one draws the workspace's charts with it at once. Below, the way to make and manage themes.
 */
export function ThemePicker({ workspace, onOpenManager }: ThemePickerProps) {
  const { t } = useTranslation();
  const themes = useQuery(themesQuery);
  const choices = themeChoices(themes.data ?? [], workspace.theme);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = useWorkspaceOptionChange(workspace.id, (themeId: number | null) =>
    workspaceOptionsApi.theme(workspace.id, themeId),
  );
  const choose = (themeId: number | null) => {
    if (apply.isPending || themeId === workspace.theme_id) return;
    setProblem(null);
    apply.mutate(themeId, { onError: (error) => setProblem(describeApiError(error, t)) });
  };
  const option = (theme: AnalysisTheme | null) => {
    const applied = (theme?.id ?? null) === workspace.theme_id;
    const name = theme?.name ?? t('analysis.themes.none');
    const pending = apply.isPending && apply.variables === (theme?.id ?? null);
    return (
      <Button
        key={theme?.id ?? 'none'}
        variant={applied ? 'light' : 'subtle'}
        color={applied ? 'blue' : 'dark'}
        c="var(--mantine-color-text)"
        fullWidth
        justify="space-between"
        aria-pressed={applied}
        aria-busy={pending}
        leftSection={<ThemeSwatches colours={theme ? swatchColours(theme, 6) : DEFAULT_CHART_COLOURS.slice(0, 6)} />}
        rightSection={<OptionMark pending={pending} applied={applied} />}
        onClick={() => choose(theme?.id ?? null)}
        data-testid="theme-option"
        data-theme-id={theme?.id ?? 'none'}
        styles={{ label: { flex: 1, justifyContent: 'flex-start', gap: 6 } }}
      >
        {name}
        {theme?.is_default && (
          <Badge size="xs" variant="outline" color="gray" tt="none">
            {t('analysis.themes.default')}
          </Badge>
        )}
      </Button>
    );
  };
  return (
    <Stack gap="xs" data-testid="theme-picker">
      <Text fw={600} fz="sm">
        {t('analysis.themes.title')}
      </Text>
      {problem && (
        <Alert color="red" variant="light" title={t('analysis.themes.applyFailed')} role="alert">
          {problem}
        </Alert>
      )}
      <Stack gap={2} role="group" aria-label={t('analysis.themes.list')} mah={280} style={{ overflowY: 'auto' }}>
        {option(null)}
        <OptionListState
          query={themes}
          loading={t('analysis.themes.loading')}
          failed={t('analysis.themes.loadFailed')}
          empty={t('analysis.themes.empty')}
          isEmpty={choices.length === 0}
        >
          {choices.map(option)}
        </OptionListState>
      </Stack>
      <Divider />
      <Group gap="xs" grow>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => onOpenManager('new')}
        >
          {t('analysis.themes.new')}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPalette size={14} aria-hidden="true" />}
          onClick={() => onOpenManager('list')}
        >
          {t('analysis.themes.manage')}
        </Button>
      </Group>
    </Stack>
  );
}
