import { ANALYSIS_THEME_COLOURS_MAX, ANALYSIS_THEME_NAME_MAX, type AnalysisTheme } from '@app/shared';
import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/ApiError';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { workspaceOptionsApi } from '../api/workspaceOptionsApi';
import { themesQuery } from '../queries/analysisQueries';
import {
  addedColour,
  movedColour,
  type ThemeValues,
  themeCreateBody,
  themeProblems,
  themeUpdateBody,
  themeValues,
} from '../utils/themeForm';
import { ThemeColourRow } from './ThemeColourRow';
import { ThemeSwatches } from './ThemeSwatches';

/** Props of ThemeForm. */
type ThemeFormProps = {
  /** The theme to change; null makes a new one. */
  theme: AnalysisTheme | null;
  /** Administrators may make a theme for the whole organisation. */
  mayShare: boolean;
  /** After a save with the saved theme; with null on Cancel or when an edit changed nothing. */
  onDone: (saved: AnalysisTheme | null) => void | Promise<void>;
};

/** A colour theme's name and its colours in order, each edited with a colour field, moved, removed or added. */
export function ThemeForm({ theme, mayShare, onDone }: ThemeFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ThemeValues>({
    initialValues: themeValues(theme),
    validate: (values) => {
      const problems = themeProblems(values);
      return {
        ...(problems.name ? { name: t('analysis.themes.form.nameRequired') } : {}),
        ...(problems.colours ? { colours: t('analysis.themes.form.coloursRequired') } : {}),
        ...Object.fromEntries(
          problems.invalid.map((i) => [`colours.${i}.colour`, t('analysis.themes.form.colourInvalid')]),
        ),
      };
    },
  });
  const save = useMutation({
    mutationFn: (values: ThemeValues) =>
      theme
        ? workspaceOptionsApi.updateTheme(theme.id, themeUpdateBody(theme, values) ?? {})
        : workspaceOptionsApi.createTheme(themeCreateBody(values)),
    onSuccess: async (saved) => {
      // An applied theme travels inside the workspace answers: those are fetched again too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: themesQuery.queryKey }),
        theme ? queryClient.invalidateQueries({ queryKey: ['analysis', 'workspace'] }) : undefined,
      ]);
      notify({ type: 'success', message: t('analysis.themes.form.saved', { name: saved.name }) });
      await onDone(saved);
    },
    onError: (error) => {
      const name = error instanceof ApiError ? error.fields.name : undefined;
      if (name) form.setFieldError('name', name.join(' '));
      setProblem(name ? null : describeApiError(error, t));
    },
  });
  const submit = form.onSubmit((values) => {
    setProblem(null);
    if (theme && themeUpdateBody(theme, values) === null) void onDone(null);
    else save.mutate(values);
  });
  const colours = form.values.colours;
  const setColours = (next: ThemeValues['colours']) => form.setFieldValue('colours', next);

  return (
    <form noValidate onSubmit={submit} data-testid="theme-form">
      <Stack gap="sm">
        {problem && (
          <Alert color="red" variant="light" title={t('analysis.themes.form.saveFailed')} role="alert">
            {problem}
          </Alert>
        )}
        <TextInput
          label={t('analysis.themes.form.name')}
          maxLength={ANALYSIS_THEME_NAME_MAX}
          aria-required="true"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Stack gap={6} role="group" aria-labelledby="theme-colours-title">
          <Group justify="space-between">
            <Text fz="sm" fw={500} id="theme-colours-title">
              {t('analysis.themes.form.colours')}
            </Text>
            <ThemeSwatches colours={colours.map((c) => c.colour)} size={14} />
          </Group>
          {colours.map((colour, i) => (
            <ThemeColourRow
              key={colour.key}
              index={i}
              count={colours.length}
              inputProps={form.getInputProps(`colours.${i}.colour`)}
              onMove={(to) => setColours(movedColour(colours, i, to))}
              onRemove={() => setColours(colours.filter((_, j) => j !== i))}
            />
          ))}
          {form.errors.colours && (
            <Text fz="sm" c="red.8" role="alert">
              {form.errors.colours}
            </Text>
          )}
          <Group>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden="true" />}
              disabled={colours.length >= ANALYSIS_THEME_COLOURS_MAX}
              onClick={() => setColours([...colours, addedColour(colours.length)])}
            >
              {t('analysis.themes.form.add')}
            </Button>
          </Group>
        </Stack>
        {mayShare && !theme && (
          <Checkbox
            label={t('analysis.themes.form.organization')}
            {...form.getInputProps('organization', { type: 'checkbox' })}
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => void onDone(null)}>
            {t('analysis.themes.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="theme-save">
            {theme ? t('analysis.themes.form.save') : t('analysis.themes.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
