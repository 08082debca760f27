import { HIGHLIGHTING_SCHEME_MAX_GROUPS, HIGHLIGHTING_SCHEME_NAME_MAX, type HighlightingScheme } from '@app/shared';
import { ActionIcon, Alert, Button, Checkbox, Group, Stack, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/ApiError';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { highlightingApi } from '../api/highlightingApi';
import { highlightingSchemesQuery } from '../queries/highlightingSchemesQuery';
import { formatSchemeTerms, parseSchemeTerms } from '../utils/schemeTerms';
import { SchemeColourSwatch } from './SchemeColourSwatch';

/** Props of SchemeEditor. */
type SchemeEditorProps = {
  /** The scheme to change; null makes a new one. */
  scheme: HighlightingScheme | null;
  onDone: (saved: HighlightingScheme | null) => void;
};

type Values = { name: string; colours: string[]; shared: boolean };

/** Server field errors (`name`, `groups`, `groups.2.terms.0` …) on the form's fields: each colour is one field. */
function formErrors(error: unknown): { fields: Record<string, string>; general: string[] } {
  const fields: Record<string, string> = {};
  const general: string[] = [];
  if (!(error instanceof ApiError)) return { fields, general };
  for (const [name, messages] of Object.entries(error.fields)) {
    const colour = /^groups\.(\d+)/.exec(name);
    if (name === 'name') fields.name = messages.join(' ');
    else if (colour) fields[`colours.${colour[1]}`] = messages.join(' ');
    else general.push(...messages);
  }
  return { fields, general };
}

/**
 * A scheme's name and its colours, each with the words it marks. Colour N of a scheme is highlight colour N in
 * the results; the query's own words take the colours after the scheme's.
 */
export function SchemeEditor({ scheme, onDone }: SchemeEditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      name: scheme?.name ?? '',
      colours: scheme ? scheme.groups.map((g) => formatSchemeTerms(g.terms)) : [''],
      shared: scheme?.shared ?? false,
    },
    // Every colour needs at least one word; an empty colour is named, not silently dropped.
    validate: (values) => ({
      ...(values.name.trim() === '' ? { name: t('highlighting.editor.nameRequired') } : {}),
      ...Object.fromEntries(
        values.colours.flatMap((c, i) =>
          parseSchemeTerms(c).length === 0 ? [[`colours.${i}`, t('highlighting.editor.termsRequired')]] : [],
        ),
      ),
    }),
  });
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body = {
        name: values.name.trim(),
        groups: values.colours.map((c) => ({ terms: parseSchemeTerms(c) })),
        shared: values.shared,
      };
      return scheme ? highlightingApi.update(scheme.id, body) : highlightingApi.create(body);
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: highlightingSchemesQuery.queryKey });
      notify({ type: 'success', message: t('highlighting.editor.saved', { name: saved.name }) });
      onDone(saved);
    },
    onError: (error) => {
      const { fields, general } = formErrors(error);
      form.setErrors(fields);
      setProblem(
        general.length > 0 ? general.join(' ') : Object.keys(fields).length > 0 ? null : describeApiError(error, t),
      );
    },
  });

  const submit = form.onSubmit((values) => {
    setProblem(null);
    save.mutate(values);
  });

  const colours = form.values.colours;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={scheme ? t('highlighting.editor.editTitle') : t('highlighting.editor.newTitle')}
    >
      <Stack gap="sm">
        {problem && (
          <Alert color="red" variant="light" title={t('highlighting.editor.saveFailed')}>
            {problem}
          </Alert>
        )}
        <TextInput
          label={t('highlighting.editor.name')}
          maxLength={HIGHLIGHTING_SCHEME_NAME_MAX}
          aria-required="true"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Checkbox
          label={t('highlighting.editor.shared')}
          description={t('highlighting.editor.sharedHint')}
          {...form.getInputProps('shared', { type: 'checkbox' })}
        />
        <Text fz="sm" c="dimmed">
          {t('highlighting.editor.coloursHelp')}
        </Text>
        {colours.map((_, i) => (
          // Colours have no identity of their own beyond their place: colour i is highlight class i.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={i} align="flex-start" gap="xs" wrap="nowrap">
            <SchemeColourSwatch group={i} label={String(i + 1)} />
            <Textarea
              style={{ flex: 1 }}
              autosize
              minRows={1}
              maxRows={4}
              label={t('highlighting.editor.colour', { n: i + 1 })}
              placeholder={t('highlighting.editor.termsPlaceholder')}
              {...form.getInputProps(`colours.${i}`)}
            />
            <Tooltip label={t('highlighting.editor.removeColour', { n: i + 1 })}>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={24}
                aria-label={t('highlighting.editor.removeColour', { n: i + 1 })}
                disabled={colours.length === 1}
                onClick={() => form.removeListItem('colours', i)}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </Group>
        ))}
        <Group justify="space-between">
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            disabled={colours.length >= HIGHLIGHTING_SCHEME_MAX_GROUPS}
            onClick={() => form.insertListItem('colours', '')}
          >
            {t('highlighting.editor.addColour')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={() => onDone(null)}>
              {t('modals.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('highlighting.editor.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
