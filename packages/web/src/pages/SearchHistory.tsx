import { Alert, Button, Group, Loader, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeApiError } from '../lib/api/describeApiError';
import { CombineSearchesBar } from '../modules/search/components/CombineSearchesBar';
import { SearchHistoryTable } from '../modules/search/components/SearchHistoryTable';
import { useCreateSearch } from '../modules/search/hooks/useCreateSearch';
import { useManySearchesWarning } from '../modules/search/hooks/useManySearchesWarning';
import { searchListQuery } from '../modules/search/queries/searchListQuery';
import { filterSearches } from '../modules/search/utils/filterSearches';
import { newestFirst } from '../modules/search/utils/recentSearches';

/** Rows per page: a screenful at laptop height, and cheap to render even for users with thousands of searches. */
const PAGE_SIZE = 50;

/**
 * /search/history (not for end users or read-only users; the route guard sees to that): the user's searches,
 * newest first, to run again, edit in the command line, or combine into a new search.
 */
export function SearchHistory() {
  const { t } = useTranslation();
  const { data, isPending, isError, error, refetch } = useQuery(searchListQuery);
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const create = useCreateSearch();
  useManySearchesWarning(data?.searches.length);

  const all = useMemo(() => newestFirst(data?.searches ?? []), [data]);
  const shown = useMemo(() => filterSearches(all, filter), [all, filter]);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const pageRows = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  const toggle = (index: number) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  const toggleAll = () =>
    setSelected((previous) => {
      const next = new Set(previous);
      const allOnPage = pageRows.every((search) => next.has(search.query_index));
      for (const search of pageRows) {
        if (allOnPage) next.delete(search.query_index);
        else next.add(search.query_index);
      }
      return next;
    });

  return (
    <Stack gap="md">
      <Title order={1}>{t('screens.Search_History')}</Title>
      {isPending && (
        <Group gap="xs" aria-busy="true">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t('history.loading')}</Text>
        </Group>
      )}
      {isError && (
        <Alert color="red" title={t('history.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{describeApiError(error, t)}</Text>
            <Button size="xs" variant="default" onClick={() => void refetch()}>
              {t('errors.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {data && all.length === 0 && (
        <Stack gap="sm" align="flex-start" data-testid="history-empty">
          <Text>{t('history.empty')}</Text>
          <Button component={Link} to="/search">
            {t('history.toSearch')}
          </Button>
        </Stack>
      )}
      {all.length > 0 && (
        <>
          <CombineSearchesBar
            selected={selected}
            pending={create.isPending}
            onClear={() => setSelected(new Set())}
            onCombine={(query) => create.mutate({ query, type: 'commandline' })}
          />
          <Group justify="space-between" align="flex-end">
            <TextInput
              label={t('history.filter')}
              w={320}
              value={filter}
              onChange={(event) => {
                setFilter(event.currentTarget.value);
                setPage(1);
              }}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('history.count', { count: shown.length, total: all.length })}
            </Text>
          </Group>
          {shown.length === 0 ? (
            <Text>{t('history.noMatch')}</Text>
          ) : (
            <SearchHistoryTable searches={pageRows} selected={selected} onToggle={toggle} onToggleAll={toggleAll} />
          )}
          {pages > 1 && (
            <Pagination
              total={pages}
              value={current}
              onChange={setPage}
              siblings={2}
              getControlProps={(control) => ({ 'aria-label': t(`history.pagination.${control}`) })}
              getItemProps={(item) => ({ 'aria-label': t('history.pagination.page', { page: item }) })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
