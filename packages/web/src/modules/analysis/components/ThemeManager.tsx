import type { AnalysisTheme } from '@app/shared';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n';
import { describeApiError } from '../../../lib/api/describeApiError';
import { confirm } from '../../../lib/modals/confirm';
import { openModal } from '../../../lib/modals/openModal';
import { notify } from '../../../lib/notifications/notify';
import { useCurrentUser } from '../../session/hooks/useCurrentUser';
import { workspaceOptionsApi } from '../api/workspaceOptionsApi';
import { useWorkspaceOptionChange } from '../hooks/useWorkspaceOptionChange';
import { themesQuery } from '../queries/analysisQueries';
import { themeChoices } from '../utils/themeForm';
import { OptionListState } from './OptionListState';
import { ThemeForm } from './ThemeForm';
import { ThemeRow } from './ThemeRow';

type Mode = { kind: 'list' } | { kind: 'form'; theme: AnalysisTheme | null };

/**
 * The colour themes the user may use, to make, change, delete and mark as default. A theme made here is applied to
 * the workspace the dialog was opened from, since that is where the user wants to see it.
 */
function ThemeManager({
  workspaceId,
  start,
  onClose,
}: {
  workspaceId: number;
  start: 'new' | 'list';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser().data;
  const themes = useQuery(themesQuery);
  const [mode, setMode] = useState<Mode>(start === 'new' ? { kind: 'form', theme: null } : { kind: 'list' });
  const [problem, setProblem] = useState<string | null>(null);
  const failed = (title: string) => (error: unknown) => setProblem(`${title}: ${describeApiError(error, t)}`);
  const apply = useWorkspaceOptionChange(workspaceId, (themeId: number) =>
    workspaceOptionsApi.theme(workspaceId, themeId),
  );
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: themesQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: ['analysis', 'workspace'] }),
    ]);
  const makeDefault = useMutation({
    mutationFn: ({ theme, on }: { theme: AnalysisTheme; on: boolean }) =>
      workspaceOptionsApi.themeDefault(theme.id, on),
    onSuccess: refresh,
    onError: failed(t('analysis.themes.defaultFailed')),
  });
  const remove = useMutation({
    mutationFn: (theme: AnalysisTheme) => workspaceOptionsApi.deleteTheme(theme.id),
    onSuccess: async (_answer, theme) => {
      notify({ type: 'success', message: t('analysis.themes.deleted', { name: theme.name }) });
      await refresh();
    },
    onError: failed(t('analysis.themes.deleteFailed')),
  });

  if (mode.kind === 'form')
    return (
      <Stack gap="sm">
        {start === 'list' && (
          <Text fw={600}>
            {mode.theme
              ? t('analysis.themes.form.editTitle', { name: mode.theme.name })
              : t('analysis.themes.form.newTitle')}
          </Text>
        )}
        <ThemeForm
          theme={mode.theme}
          mayShare={user?.is_admin ?? false}
          onDone={async (saved) => {
            // A theme made here goes onto the workspace; the dialog waits for that before it closes.
            if (saved && mode.theme === null)
              await apply.mutateAsync(saved.id).catch((error: unknown) =>
                notify({
                  type: 'error',
                  title: t('analysis.themes.applyFailed'),
                  message: describeApiError(error, t),
                }),
              );
            if (start === 'new') onClose();
            else setMode({ kind: 'list' });
          }}
        />
      </Stack>
    );
  const list = themeChoices(themes.data ?? [], null);
  return (
    <Stack gap="sm" data-testid="theme-manager">
      <Text fz="sm" c="dimmed">
        {t('analysis.themes.managerHint')}
      </Text>
      {problem && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <OptionListState
        query={themes}
        loading={t('analysis.themes.loading')}
        failed={t('analysis.themes.loadFailed')}
        empty={t('analysis.themes.empty')}
        isEmpty={list.length === 0}
      >
        <Stack
          gap={4}
          component="ul"
          aria-label={t('analysis.themes.list')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {list.map((theme) => (
            <ThemeRow
              key={theme.id}
              theme={theme}
              busy={makeDefault.isPending || remove.isPending}
              onEdit={() => setMode({ kind: 'form', theme })}
              onDefault={(on) => {
                setProblem(null);
                makeDefault.mutate({ theme, on });
              }}
              onDelete={() =>
                confirm({
                  title: t('analysis.themes.deleteTitle'),
                  message: t('analysis.themes.deleteConfirm', { name: theme.name }),
                  confirmLabel: t('analysis.themes.deleteLabel'),
                  onConfirm: () => {
                    setProblem(null);
                    remove.mutate(theme);
                  },
                })
              }
            />
          ))}
        </Stack>
      </OptionListState>
      <Group justify="space-between">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setMode({ kind: 'form', theme: null })}
        >
          {t('analysis.themes.new')}
        </Button>
        <Button variant="default" onClick={onClose}>
          {t('analysis.themes.close')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Opens the colour themes dialog on the list, or straight on a new theme. */
export function openThemeManager(workspaceId: number, start: 'new' | 'list'): void {
  const id = openModal({
    title: i18n.t(start === 'new' ? 'analysis.themes.form.newTitle' : 'analysis.themes.managerTitle'),
    size: 'lg',
    children: <ThemeManager workspaceId={workspaceId} start={start} onClose={() => modals.close(id)} />,
  });
}
