import { DEFAULT_PREFERENCES, type PublicShareInfo } from '@app/shared';
import { Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconChevronLeft } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ResultDocument } from '../../results/components/ResultDocument';
import { ResultsProblem } from '../../results/components/ResultsProblem';
import { useBrowseKeys } from '../../results/hooks/useBrowseKeys';
import { shareApi } from '../api/shareApi';
import { queryIndex, type SharedSetKind, sharedSetBase } from '../utils/sharedPaths';
import { SHARED_ROWS } from './SharedResultsScreen';
import { SharedHeading } from './ShareGuard';

/**
 * One document of a shared set at a time (SPEC §2 `/share/…/results/browse`), with previous and next through the
 * set; the position is the `index` query, so it can be linked to. Only the link's fields are shown.
 */
export function SharedBrowseScreen({
  kind,
  shareKey,
  info,
}: {
  kind: SharedSetKind;
  shareKey: string;
  info: PublicShareInfo;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const position = queryIndex(params.get('index'));
  const base = sharedSetBase(kind, shareKey);
  const run = useQuery({
    queryKey: ['share', 'browse', shareKey, position] as const,
    queryFn: ({ signal }) =>
      shareApi.results(shareKey, { start: position, rows: 1, highlighting: { on: false }, facets: [] }, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const response = run.data;
  const total = response?.grouping ? response.grouping.ngroups : (response?.numFound ?? 0);
  const doc = response?.docs[0];

  const go = useCallback(
    (to: number) => {
      if (to < 0 || (response && to >= total)) return;
      setParams({ index: String(to) }, { replace: true });
    },
    [response, total, setParams],
  );
  const onPrevious = useCallback(() => go(position - 1), [go, position]);
  const onNext = useCallback(() => go(position + 1), [go, position]);
  useBrowseKeys({ onPrevious, onNext });

  const page = Math.floor(position / SHARED_ROWS) * SHARED_ROWS;
  const backTo = `${base}/results${page > 0 ? `?start=${page}` : ''}`;
  return (
    <Stack gap="md" data-testid="shared-browse">
      <Anchor component={Link} to={backTo} fz="sm">
        <Group gap={4}>
          <IconChevronLeft size={14} aria-hidden="true" />
          {t('results.browse.backToResults')}
        </Group>
      </Anchor>
      <SharedHeading info={info} />
      <Group gap="sm">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconArrowLeft size={14} aria-hidden="true" />}
          onClick={onPrevious}
          disabled={position <= 0}
        >
          {t('results.browse.previous')}
        </Button>
        <Text fw={650} role="status" aria-live="polite" data-testid="browse-position">
          {response
            ? t('results.browse.position', {
                position: (position + 1).toLocaleString('en'),
                total: total.toLocaleString('en'),
              })
            : ''}
        </Text>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconArrowRight size={14} aria-hidden="true" />}
          onClick={onNext}
          disabled={!response || position + 1 >= total}
        >
          {t('results.browse.next')}
        </Button>
        {run.isFetching && <Loader size="xs" aria-label={t('results.updating')} />}
      </Group>
      <Paper withBorder p="md" aria-busy={run.isFetching} className="results-busy">
        {run.isError ? (
          <ResultsProblem kind="error" error={run.error} onRetry={() => void run.refetch()} />
        ) : !response ? (
          <Group gap="sm" justify="center" py="xl">
            <Loader size="sm" />
            <Text>{t('results.loading')}</Text>
          </Group>
        ) : doc ? (
          <ResultDocument
            doc={doc}
            language={DEFAULT_PREFERENCES.language_preference}
            maxSnippets={0}
            snippetFields={[]}
            documentLink={false}
          />
        ) : (
          <Text data-testid="browse-missing">{t('results.browse.notFound')}</Text>
        )}
      </Paper>
    </Stack>
  );
}
