import type { FrozenSet } from '@app/shared';
import { Alert, Code, Stack, Text } from '@mantine/core';
import { IconSnowflake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatActivityTime } from '../../folders/utils/activityTime';
import { displayDate } from '../../results/utils/displayDate';

/** Filters of a frozen set as one line: `name: a, b`, excluded ones marked. */
function filterLine(set: FrozenSet): string {
  const { filtersToApply, filtersToExclude } = set.options.filters;
  const parts = [
    ...Object.entries(filtersToApply).map(([name, values]) => `${name}: ${values.join(', ')}`),
    ...Object.entries(filtersToExclude).map(([name, values]) => `NOT ${name}: ${values.join(', ')}`),
  ];
  return parts.join('; ');
}

/**
 * What a frozen set is: when it was frozen, its counts, the corpus then, the list it came from, and its query as
 * written and as read (a search's, or the query run inside a folder, the patent list or an alert run).
 */
export function FrozenSetBanner({ set }: { set: FrozenSet }) {
  const { t } = useTranslation();
  const n = (value: number) => value.toLocaleString('en');
  const latest = set.corpus.latest_publication_date;
  const filters = filterLine(set);
  return (
    <Alert
      color="cyan"
      variant="light"
      icon={<IconSnowflake aria-hidden="true" />}
      title={t('frozenSets.banner.title', { date: formatActivityTime(set.frozen_at) })}
      data-testid="frozen-banner"
    >
      <Stack gap={4}>
        <Text size="sm" data-testid="frozen-counts">
          {t('frozenSets.banner.counts', {
            hits: n(set.hits),
            publications: n(set.publications),
            families: n(set.families),
          })}{' '}
          {set.options.grouped_by !== 'none' &&
            t('frozenSets.banner.grouped', { grouping: t(`results.toolbar.groupings.${set.options.grouped_by}`) })}
        </Text>
        <Text size="sm">
          {latest
            ? t('frozenSets.banner.corpus', {
                documents: n(set.corpus.documents),
                latest: displayDate(latest) ?? latest,
              })
            : t('frozenSets.banner.corpusNoDate', { documents: n(set.corpus.documents) })}
        </Text>
        <Text size="sm" data-testid="frozen-source">
          {t('frozenSets.banner.source')}: {set.source.label}
        </Text>
        {set.query !== '' && (
          <>
            <Text size="sm">
              {t(set.source.from === 'searches' ? 'frozenSets.banner.query' : 'frozenSets.banner.subQuery')}:{' '}
              <Code data-testid="frozen-query">{set.query}</Code>
            </Text>
            <Text size="sm">
              {t('frozenSets.banner.parsed')}: <Code data-testid="frozen-parsed">{set.parsed_query}</Code>
            </Text>
          </>
        )}
        {filters && (
          <Text size="sm">
            {t('frozenSets.banner.filters')}: {filters}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('frozenSets.banner.readOnly')}
        </Text>
      </Stack>
    </Alert>
  );
}
