import type { Folder } from '@app/shared';
import { Alert, Button, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { foldersApi } from '../api/foldersApi';
import { filterActivity, newestFirst } from '../utils/activityEntries';
import { formatActivityTime } from '../utils/activityTime';

/** Props of FolderActivityScreen. */
type FolderActivityScreenProps = {
  /** The loaded folder whose events are shown. */
  folder: Folder;
};

// Under the folder's key, so whatever invalidates the folder (a change made in it) refreshes its activity too.
function folderActivityQuery(id: number) {
  return queryOptions({
    queryKey: ['folders', id, 'activity'] as const,
    queryFn: async ({ signal }) => newestFirst(await foldersApi.activity(id, signal)),
  });
}

/** What has happened in a folder, newest first: when, who, and what; narrowed by a filter typed on the page. */
export function FolderActivityScreen({ folder }: FolderActivityScreenProps) {
  const { t } = useTranslation();
  const activity = useQuery(folderActivityQuery(folder.id));
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => filterActivity(activity.data ?? [], filter), [activity.data, filter]);

  const heading = <Title order={2}>{t('folderActivity.title')}</Title>;
  if (activity.isPending) {
    return (
      <Stack gap="md">
        {heading}
        <Group gap="sm" py="md" aria-busy="true">
          <Loader size="sm" />
          <Text>{t('folderActivity.loading')}</Text>
        </Group>
      </Stack>
    );
  }
  if (activity.isError) {
    return (
      <Stack gap="md">
        {heading}
        <Alert color="red" variant="light" title={t('folderActivity.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{describeApiError(activity.error, t)}</Text>
            <Button size="xs" variant="default" onClick={() => void activity.refetch()}>
              {t('folderActivity.retry')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  const total = activity.data.length;
  if (total === 0) {
    return (
      <Stack gap="md">
        {heading}
        <Text c="dimmed">{t('folderActivity.empty')}</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {heading}
      <Group align="flex-end" gap="md">
        <TextInput
          w={320}
          type="search"
          label={t('folderActivity.filter')}
          placeholder={t('folderActivity.filterPlaceholder')}
          leftSection={<IconSearch size={14} aria-hidden="true" />}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
        />
        {/* Announced as the filter narrows the list, since the rows change out of the input's sight. */}
        <Text fz="sm" c="dimmed" pb={8} aria-live="polite" data-testid="activity-count">
          {t('folderActivity.shown', { shown: shown.length, count: total })}
        </Text>
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed">{t('folderActivity.noMatch', { text: filter.trim() })}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped verticalSpacing={6} aria-label={t('folderActivity.listLabel')} data-testid="activity-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={160}>{t('folderActivity.columns.time')}</Table.Th>
                <Table.Th w={200}>{t('folderActivity.columns.user')}</Table.Th>
                <Table.Th>{t('folderActivity.columns.message')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((entry) => (
                <Table.Tr key={entry.id} data-event-id={entry.id}>
                  <Table.Td fz="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={entry.created_at}>{formatActivityTime(entry.created_at)}</time>
                  </Table.Td>
                  <Table.Td title={entry.user.email}>{entry.user.name}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
