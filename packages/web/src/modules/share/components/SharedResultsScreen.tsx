import { DEFAULT_PREFERENCES, type PublicShareInfo, type SearchDoc } from '@app/shared';
import { Anchor, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ResultsPagination } from '../../results/components/ResultsPagination';
import { ResultsProblem } from '../../results/components/ResultsProblem';
import { displayDate } from '../../results/utils/displayDate';
import { resultFields } from '../../results/utils/resultFields';
import { shownText } from '../../results/utils/shownText';
import { shareApi } from '../api/shareApi';
import { queryIndex, type SharedSetKind, sharedSetBase } from '../utils/sharedPaths';
import { SharedHeading } from './ShareGuard';

/** Results per page of a shared set. */
export const SHARED_ROWS = 20;
const LANGUAGE = DEFAULT_PREFERENCES.language_preference;

/**
 * A shared search's, folder's or alert run's results for a visitor (SPEC §2 share routes): read-only, a page at a
 * time, each title opening the document one by one. Nothing here leads into the private app.
 */
export function SharedResultsScreen({
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
  const start = queryIndex(params.get('start'));
  const base = sharedSetBase(kind, shareKey);
  const results = useQuery({
    queryKey: ['share', 'results', shareKey, start] as const,
    queryFn: ({ signal }) =>
      shareApi.results(shareKey, { start, rows: SHARED_ROWS, highlighting: { on: false }, facets: [] }, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const response = results.data;
  const total = response?.grouping ? response.grouping.ngroups : (response?.numFound ?? 0);
  return (
    <Stack gap="md" data-testid="shared-results">
      <SharedHeading info={info} />
      <Paper withBorder p="md" aria-busy={results.isFetching} className="results-busy">
        {results.isError ? (
          <ResultsProblem kind="error" error={results.error} onRetry={() => void results.refetch()} />
        ) : !response ? (
          <Group gap="sm" justify="center" py="xl">
            <Loader size="sm" />
            <Text>{t('results.loading')}</Text>
          </Group>
        ) : response.docs.length === 0 ? (
          <Text data-testid="shared-empty">{t('share.public.empty')}</Text>
        ) : (
          <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {response.docs.map((doc, i) => (
              <SharedResultItem key={doc.ucid} doc={doc} to={`${base}/results/browse?index=${start + i}`} />
            ))}
          </Stack>
        )}
        {response && (
          <ResultsPagination
            start={start}
            rows={SHARED_ROWS}
            total={total}
            onStart={(next) => setParams(next === 0 ? {} : { start: String(next) })}
          />
        )}
      </Paper>
    </Stack>
  );
}

/** One result: title opening it, number, dates and owners when shared, abstract when shared. */
function SharedResultItem({ doc, to }: { doc: SearchDoc; to: string }) {
  const { t } = useTranslation();
  const title = shownText(doc, 'titles', LANGUAGE);
  const abstract = shownText(doc, 'abstracts', LANGUAGE);
  const published = displayDate(doc.publicationdate);
  const owners = resultFields.assignees(doc);
  return (
    <li data-testid="shared-result" data-ucid={doc.ucid}>
      <Stack gap={2}>
        <Anchor component={Link} to={to} fw={600} lang={title?.language ?? undefined} data-testid="shared-result-title">
          {title?.text ?? t('results.noTitle')}
        </Anchor>
        <Text fz="sm">
          <Text span ff="monospace" fw={600}>
            {resultFields.number(doc)}
          </Text>
          {published ? ` · ${published}` : ''}
          {owners.length > 0 ? ` · ${owners.join('; ')}` : ''}
        </Text>
        {abstract && (
          <Text fz="sm" c="dimmed" lineClamp={3} data-testid="shared-result-abstract">
            {abstract.text}
          </Text>
        )}
      </Stack>
    </li>
  );
}
