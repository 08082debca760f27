import {
  FROZEN_SET_NAME_MAX,
  type FrozenSet,
  type FrozenSetSourceRequest,
  type GroupingMethod,
  type SearchFilters,
} from '@app/shared';
import { Alert, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconSnowflake } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/ApiError';
import { describeApiError } from '../../../lib/api/describeApiError';
import { openModal } from '../../../lib/modals/openModal';
import { notify } from '../../../lib/notifications/notify';
import type { ShownSet } from '../../results/types/ResultSource';
import { frozenSetsApi } from '../api/frozenSetsApi';
import { FROZEN_SETS_KEY } from '../queries/frozenSetQueries';

/** What a results screen shows now: its list (a search, a folder, the patent list, an alert run) and its options. */
export type FreezeSource = {
  list: FrozenSetSourceRequest;
  total: number;
  grouping?: GroupingMethod;
  sort?: string;
  filters: SearchFilters;
  q?: string;
};

/** The freeze source of a list as its results screen shows it (the set actions' `ShownSet`). */
export function freezeSourceOf(list: FrozenSetSourceRequest, shown: ShownSet): FreezeSource {
  return {
    list,
    total: shown.total,
    filters: shown.filters,
    ...(shown.grouping ? { grouping: shown.grouping } : {}),
    ...(shown.sort ? { sort: shown.sort } : {}),
    ...(shown.q ? { q: shown.q } : {}),
  };
}

/** The name dialog: freezes the list on submit; `onDone` gets the set, or null on cancel. */
export function FreezeForm({ source, onDone }: { source: FreezeSource; onDone: (set: FrozenSet | null) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: '' },
    validate: { name: (v) => (v.trim() === '' ? t('frozenSets.freeze.nameRequired') : null) },
  });
  const freeze = useMutation({
    mutationFn: (name: string) =>
      frozenSetsApi.create({
        name,
        source: source.list,
        ...(source.grouping ? { grouped_by: source.grouping } : {}),
        ...(source.sort ? { sort: source.sort } : {}),
        filters: {
          filtersToApply: source.filters.filtersToApply ?? {},
          filtersToExclude: source.filters.filtersToExclude ?? {},
        },
        ...(source.q ? { q: source.q } : {}),
      }),
    onSuccess: async (set) => {
      await queryClient.invalidateQueries({ queryKey: FROZEN_SETS_KEY });
      notify({ type: 'success', message: t('frozenSets.freeze.done', { name: set.name }) });
      onDone(set);
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : {};
      if (fields.name) form.setErrors({ name: fields.name.join(' ') });
      else setProblem(describeApiError(error, t));
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setProblem(null);
        freeze.mutate(values.name.trim());
      })}
      data-testid="freeze-form"
    >
      <Stack gap="sm">
        <Text size="sm">{t('frozenSets.freeze.intro', { total: source.total.toLocaleString('en') })}</Text>
        {problem && (
          <Alert color="red" variant="light" title={t('frozenSets.freeze.failed')} data-testid="freeze-problem">
            {problem}
          </Alert>
        )}
        <TextInput
          label={t('frozenSets.freeze.name')}
          description={t('frozenSets.freeze.nameHint')}
          maxLength={FROZEN_SET_NAME_MAX}
          aria-required="true"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => onDone(null)}>
            {t('modals.cancel')}
          </Button>
          <Button type="submit" loading={freeze.isPending} data-testid="freeze-submit">
            {t('frozenSets.freeze.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The Freeze action of a result list: asks for a name and keeps the list as the screen shows it now. */
export function FreezeButton({ source }: { source: FreezeSource }) {
  const { t } = useTranslation();
  const open = () => {
    const id = openModal({
      title: t('frozenSets.freeze.title'),
      children: <FreezeForm source={source} onDone={() => modals.close(id)} />,
    });
  };
  return (
    <Tooltip label={t('frozenSets.freeze.tooltip')}>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconSnowflake size={14} aria-hidden="true" />}
        onClick={open}
        data-testid="freeze-button"
      >
        {t('frozenSets.freeze.action')}
      </Button>
    </Tooltip>
  );
}
