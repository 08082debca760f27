import { FROZEN_SET_NAME_MAX, type FrozenSet } from '@app/shared';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Code,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconArrowsDiff, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api/ApiError';
import { describeApiError } from '../../../lib/api/describeApiError';
import { confirm } from '../../../lib/modals/confirm';
import { openModal } from '../../../lib/modals/openModal';
import { notify } from '../../../lib/notifications/notify';
import { LoadFailedAlert, LoadingLine } from '../../../ui/LoadState';
import { formatActivityTime } from '../../folders/utils/activityTime';
import { frozenSetsApi } from '../api/frozenSetsApi';
import { FROZEN_SETS_KEY, frozenSetListQuery } from '../queries/frozenSetQueries';

/** `/frozen-sets`: the user's frozen result sets, newest first, to open, compare, rename or delete. */
export function FrozenSetsListScreen() {
  const { t } = useTranslation();
  const list = useQuery(frozenSetListQuery);
  const sets = list.data?.sets ?? [];
  return (
    <Stack gap="md">
      <Title order={1}>{t('screens.FrozenSets')}</Title>
      <Text c="dimmed">{t('frozenSets.list.intro')}</Text>
      {list.isPending ? (
        <LoadingLine label={t('frozenSets.list.loading')} />
      ) : list.isError && !list.data ? (
        <LoadFailedAlert
          title={t('frozenSets.list.loadFailed')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : sets.length === 0 ? (
        <Text data-testid="frozen-sets-empty">{t('frozenSets.list.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('frozenSets.list.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('frozenSets.list.name')}</Table.Th>
                <Table.Th>{t('frozenSets.list.query')}</Table.Th>
                <Table.Th>{t('frozenSets.list.hits')}</Table.Th>
                <Table.Th>{t('frozenSets.list.frozenAt')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('frozenSets.list.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sets.map((set) => (
                <FrozenSetRow key={set.id} set={set} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function FrozenSetRow({ set }: { set: FrozenSet }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => frozenSetsApi.remove(set.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: FROZEN_SETS_KEY });
      notify({ type: 'success', message: t('frozenSets.list.deleted') });
    },
    onError: (error) =>
      notify({ type: 'error', title: t('frozenSets.list.deleteFailed'), message: describeApiError(error, t) }),
  });
  const rename = () => {
    const id = openModal({
      title: t('frozenSets.list.renameTitle'),
      children: <RenameForm set={set} onDone={() => modals.close(id)} />,
    });
  };
  return (
    <Table.Tr data-testid="frozen-set-row" data-frozen-id={set.id}>
      <Table.Td>
        <Anchor component={Link} to={`/frozen-sets/${set.id}`} fw={600} fz="sm">
          {set.name}
        </Anchor>
      </Table.Td>
      <Table.Td maw={360}>
        <Text fz="sm" data-testid="frozen-set-source">
          {set.source.label}
        </Text>
        {set.query !== '' && <Code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{set.query}</Code>}
      </Table.Td>
      <Table.Td>
        <Text fz="sm" fw={600} data-testid="frozen-set-hits">
          {set.hits.toLocaleString('en')}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('frozenSets.list.counts', {
            publications: set.publications.toLocaleString('en'),
            families: set.families.toLocaleString('en'),
          })}
        </Text>
      </Table.Td>
      <Table.Td>{formatActivityTime(set.frozen_at)}</Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('frozenSets.list.compare')}>
            <ActionIcon
              component={Link}
              to={`/frozen-sets/${set.id}/compare`}
              variant="subtle"
              aria-label={t('frozenSets.list.compareLabel', { name: set.name })}
            >
              <IconArrowsDiff size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('frozenSets.list.rename')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('frozenSets.list.renameLabel', { name: set.name })}
              onClick={rename}
            >
              <IconPencil size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('frozenSets.list.delete')}>
            <ActionIcon
              variant="subtle"
              color="red.8"
              aria-label={t('frozenSets.list.deleteLabel', { name: set.name })}
              loading={remove.isPending}
              onClick={() =>
                confirm({
                  title: t('frozenSets.list.deleteTitle'),
                  message: t('frozenSets.list.deleteMessage', { name: set.name }),
                  confirmLabel: t('frozenSets.list.delete'),
                  onConfirm: () => remove.mutate(),
                })
              }
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function RenameForm({ set, onDone }: { set: FrozenSet; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: set.name },
    validate: { name: (v) => (v.trim() === '' ? t('frozenSets.freeze.nameRequired') : null) },
  });
  const save = useMutation({
    mutationFn: (name: string) => frozenSetsApi.rename(set.id, name),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: FROZEN_SETS_KEY });
      onDone();
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : {};
      if (fields.name) form.setErrors({ name: fields.name.join(' ') });
      else setProblem(describeApiError(error, t));
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values.name.trim()))}>
      <Stack gap="sm">
        {problem && (
          <Alert color="red" variant="light" title={t('frozenSets.list.renameFailed')}>
            {problem}
          </Alert>
        )}
        <TextInput
          label={t('frozenSets.freeze.name')}
          maxLength={FROZEN_SET_NAME_MAX}
          aria-required="true"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('modals.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('frozenSets.list.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
