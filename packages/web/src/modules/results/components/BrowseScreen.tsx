import { Anchor, Button, Group, Kbd, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconChevronLeft } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useKnownScheme } from '../../highlighting/hooks/useKnownScheme';
import { ResultsAccessContext, SIGNED_IN_ACCESS } from '../context/resultsAccess';
import { useBrowseKeys } from '../hooks/useBrowseKeys';
import { useResultPreferences } from '../hooks/useResultPreferences';
import { useSearchRun } from '../hooks/useSearchRun';
import { useSearchState } from '../hooks/useSearchState';
import { buildSearchPayload } from '../state/buildSearchPayload';
import { searchStateKey } from '../state/searchStateKey';
import { searchStateUrl } from '../state/searchStateUrl';
import { sourcePreferences } from '../state/sourcePreferences';
import type { ResultSource } from '../types/ResultSource';
import { ResultDocument } from './ResultDocument';
import { ResultsProblem } from './ResultsProblem';
import './results.css';

/** A share link's visitor reads here already: the document leads nowhere else. */
const VISITOR_ACCESS = { ...SIGNED_IN_ACCESS, visitor: true };

/**
 * One document of a result set at a time (SPEC §2 /search/{index}/browse), with previous and next through the
 * whole set under the same sort, grouping and filters as the results screen. The position is the search state's
 * activeIndex, so the results screen opens on the page of the document last read here.
 */
export function BrowseScreen({ source }: { source: ResultSource }) {
  const { t } = useTranslation();
  const preferences = useResultPreferences();
  const [state, dispatch] = useSearchState(
    searchStateKey(source.kind, source.id),
    sourcePreferences(preferences, source),
  );
  const position = state.activeIndex ?? state.start;
  const { ready } = useKnownScheme(
    state.highlighting.scheme,
    useCallback(() => dispatch({ type: 'highlightingScheme', scheme: null }), [dispatch]),
    !source.visitor,
  );

  // One document per request; facets are not shown here, so none are counted. The highlighted fields come whole
  // with every mark (entireFieldHl), so the abstract and claims read here are marked throughout.
  const payload = useMemo(() => {
    const highlighting = { ...state.highlighting, entire_field: true };
    return { ...buildSearchPayload({ ...state, start: position, rows: 1 }), highlighting, facets: [] };
  }, [state, position]);
  const run = useSearchRun(source, payload, ready);
  const response = run.data;
  const total = response?.grouping ? response.grouping.ngroups : (response?.numFound ?? 0);
  // While the next document loads, the last one stays (dimmed) rather than the page jumping.
  const doc = response?.docs[0];
  const settled = doc !== undefined && !run.isPlaceholderData;

  // The loaded document becomes the active one, so the results screen marks it.
  useEffect(() => {
    if (settled && doc.ucid !== state.activeUcid) dispatch({ type: 'loaded', ucid: doc.ucid, index: position });
  }, [settled, doc, state.activeUcid, position, dispatch]);

  const go = useCallback(
    (to: number) => {
      if (to < 0 || (response && to >= total)) return;
      dispatch({ type: 'active', ucid: null, index: to });
    },
    [dispatch, response, total],
  );
  const onPrevious = useCallback(() => go(position - 1), [go, position]);
  const onNext = useCallback(() => go(position + 1), [go, position]);
  useBrowseKeys({ onPrevious, onNext });

  const resultsPage = Math.floor(position / state.rows) * state.rows;
  const backTo = `${source.resultsPath}?${searchStateUrl.write({ ...state, start: resultsPage, activeIndex: position }, new URLSearchParams())}`;

  return (
    <ResultsAccessContext.Provider value={source.visitor ? VISITOR_ACCESS : SIGNED_IN_ACCESS}>
      <Stack gap="md">
        <Anchor component={Link} to={backTo} fz="sm">
          <Group gap={4}>
            <IconChevronLeft size={14} aria-hidden="true" />
            {t('results.browse.backToResults')}
          </Group>
        </Anchor>
        <Title order={source.headingOrder ?? 1}>{source.browseTitle}</Title>
        <Group justify="space-between" wrap="wrap" gap="sm">
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
          <Text fz="xs" c="dimmed">
            {t('results.browse.keyboardHint')} <Kbd size="xs">←</Kbd> <Kbd size="xs">→</Kbd>
          </Text>
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
              language={preferences.language_preference}
              maxSnippets={state.highlighting.max_snippets}
              snippetFields={['descriptions']}
            />
          ) : (
            <Text data-testid="browse-missing">{t('results.browse.notFound')}</Text>
          )}
        </Paper>
      </Stack>
    </ResultsAccessContext.Provider>
  );
}
