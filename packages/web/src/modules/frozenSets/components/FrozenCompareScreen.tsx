import { FROZEN_SET_MAX_HITS, type FrozenComparePart, type FrozenSet } from '@app/shared';
import { Anchor, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailedAlert, LoadingLine } from '../../../ui/LoadState';
import { ResultsScreen } from '../../results/components/ResultsScreen';
import type { ResultSource } from '../../results/types/ResultSource';
import { frozenSetsApi } from '../api/frozenSetsApi';
import { FROZEN_SETS_KEY } from '../queries/frozenSetQueries';
import { FrozenSetBanner } from './FrozenSetBanner';

const PARTS: readonly FrozenComparePart[] = ['new', 'gone', 'unchanged'];

/**
 * A frozen set against a fresh run of its search with its options: tabs for the hits that are new, gone and
 * unchanged, each with its count and shown in the result views (read-only).
 */
export function FrozenCompareScreen({
  set,
  sourceFor,
}: {
  set: FrozenSet;
  /** Each part as a result set (the page composes it from the result sources). */
  sourceFor: (part: FrozenComparePart) => ResultSource;
}) {
  const { t } = useTranslation();
  const [part, setPart] = useState<FrozenComparePart>('new');
  // The counts: one comparison without a page (the parts' own pages come from their result screens).
  const summary = useQuery({
    queryKey: [...FROZEN_SETS_KEY, 'compare', set.id] as const,
    queryFn: ({ signal }) => frozenSetsApi.compare(set.id, 'new', { start: 0, rows: 0 }, signal),
    retry: false,
  });
  const n = (value: number) => value.toLocaleString('en');
  return (
    <Stack gap="md">
      <Title order={1}>{t('frozenSets.compare.title', { name: set.name })}</Title>
      <Anchor component={Link} to={`/frozen-sets/${set.id}`} fz="sm">
        {t('frozenSets.compare.back')}
      </Anchor>
      <Text c="dimmed">{t('frozenSets.compare.intro')}</Text>
      <FrozenSetBanner set={set} />
      {summary.isPending ? (
        <LoadingLine label={t('frozenSets.compare.loading')} />
      ) : summary.isError ? (
        <LoadFailedAlert
          title={t('frozenSets.compare.loadFailed')}
          error={summary.error}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <>
          <Text size="sm" data-testid="frozen-compare-fresh">
            {t('frozenSets.compare.fresh', {
              hits: n(summary.data.fresh.hits),
              publications: n(summary.data.fresh.publications),
            })}
          </Text>
          {summary.data.fresh.truncated && (
            <Text size="sm" c="orange.9">
              {t('frozenSets.compare.truncated', { cap: n(FROZEN_SET_MAX_HITS) })}
            </Text>
          )}
          <Tabs value={part} onChange={(value) => value && setPart(value as FrozenComparePart)} keepMounted={false}>
            <Tabs.List aria-label={t('frozenSets.compare.tabs')}>
              {PARTS.map((p) => (
                <Tabs.Tab key={p} value={p} data-testid={`frozen-compare-tab-${p}`} data-count={summary.data.counts[p]}>
                  {t(`frozenSets.compare.${p}`, { count: summary.data.counts[p] })}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {PARTS.map((p) => (
              <Tabs.Panel key={p} value={p} pt="md">
                <ResultsScreen key={p} source={sourceFor(p)} />
              </Tabs.Panel>
            ))}
          </Tabs>
        </>
      )}
    </Stack>
  );
}
