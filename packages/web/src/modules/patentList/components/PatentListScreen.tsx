import { can } from '@app/shared';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert, LoadingLine } from '../../../ui/LoadState';
import { ResultsScreen } from '../../results/components/ResultsScreen';
import type { ResultSource } from '../../results/types/ResultSource';
import { useCurrentUser } from '../../session/hooks/useCurrentUser';
import { patentListQuery } from '../queries/patentListQuery';
import { ClearPatentListButton } from './ClearPatentListButton';
import { PatentListEmpty } from './PatentListEmpty';

/**
 * SPEC §2 /patent-collection: the user's patent list. The heading carries the list's size and the actions on the
 * whole list; the patents themselves go through the shared results screen (views, filters, grouping, sort,
 * highlighting, selection), run on the server over exactly the listed documents. The page hands in how the list
 * becomes a result set (`sourceFor`), since its actions come from other modules (adding to folders).
 */
export function PatentListScreen({ sourceFor }: { sourceFor: (userId: number, t: TFunction) => ResultSource }) {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const list = useQuery(patentListQuery);
  const source = useMemo(() => (user ? sourceFor(user.id, t) : null), [user, t, sourceFor]);
  const count = list.data?.count ?? 0;

  let body: ReactNode;
  if (list.isError)
    body = (
      <LoadFailedAlert
        title={t('patentList.screen.loadFailed')}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  else if (!list.data || !user || !source) body = <LoadingLine label={t('patentList.screen.loading')} />;
  else if (count === 0) body = <PatentListEmpty canSearch={can.createSearch(user)} />;
  else body = <ResultsScreen key={user.id} source={source} />;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={1}>{t('patentList.screen.title')}</Title>
          <Text c="dimmed" mih={24} data-testid="patent-list-total">
            {list.data ? t('patentList.screen.count', { count, shown: count.toLocaleString('en') }) : ''}
          </Text>
        </Stack>
        {list.data && count > 0 && (
          <Group gap="sm">
            <ClearPatentListButton count={count} />
          </Group>
        )}
      </Group>
      {body}
    </Stack>
  );
}
