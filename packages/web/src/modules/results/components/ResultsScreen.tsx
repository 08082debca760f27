import { can, type ResultLayout, resultPageFields, type SearchDoc, shareSortFields } from '@app/shared';
import { Group, Loader, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemeLegend } from '../../highlighting/components/SchemeLegend';
import { useKnownScheme } from '../../highlighting/hooks/useKnownScheme';
import { useCurrentUser } from '../../session/hooks/useCurrentUser';
import { type ResultsAccess, ResultsAccessContext, SIGNED_IN_ACCESS } from '../context/resultsAccess';
import { useResultPreferences } from '../hooks/useResultPreferences';
import { useResultSelection } from '../hooks/useResultSelection';
import { useSavePreference } from '../hooks/useSavePreference';
import { useSearchRun } from '../hooks/useSearchRun';
import { useSearchState } from '../hooks/useSearchState';
import { buildSearchPayload } from '../state/buildSearchPayload';
import { searchStateKey } from '../state/searchStateKey';
import { searchStateUrl } from '../state/searchStateUrl';
import { sourcePreferences } from '../state/sourcePreferences';
import type { ResultSource } from '../types/ResultSource';
import { ActiveFilters } from './ActiveFilters';
import { FacetSidebar } from './FacetSidebar';
import { ListOptionsMenu } from './ListOptionsMenu';
import { ResultsHeader } from './ResultsHeader';
import { ResultsPagination } from './ResultsPagination';
import { ResultsProblem } from './ResultsProblem';
import { ResultsToolbar } from './ResultsToolbar';
import { ResultsView } from './ResultsView';
import { SelectionBar } from './SelectionBar';
import { SubQueryBox } from './SubQueryBox';
import { TableColumnsMenu } from './TableColumnsMenu';
import './results.css';

/** The views a visitor has: thumbnails are drawings, which are served to signed-in users only. */
const VISITOR_LAYOUTS: readonly ResultLayout[] = ['list', 'table', 'split'];
/** Table columns of what the organisation keeps (custom fields, pinned folders) or signs in for (drawings). */
const PRIVATE_COLUMNS = new Set(['customfields', 'pinnedfolders', 'images']);

/**
 * The results of one saved search (SPEC §2 Search results): header with the exact count, toolbar, filters,
 * the chosen view, pagination. The search state lives in the URL and localStorage (useSearchState); view
 * settings that outlast one search (layout, list options, table columns) are user preferences.
 */
export function ResultsScreen({ source }: { source: ResultSource }) {
  const { t } = useTranslation();
  const preferences = useResultPreferences();
  const [state, dispatch] = useSearchState(
    searchStateKey(source.kind, source.id),
    sourcePreferences(preferences, source),
  );
  const save = useSavePreference();
  const visitor = source.visitor;
  // A share link's visitor has no preferences to keep: what they change lasts for this set's state only.
  const savePreference = useMemo(() => (visitor ? () => {} : save), [visitor, save]);
  const selection = useResultSelection();
  const fixed = source.fixedList === true;
  const [filtersShown, setFiltersShown] = useState(!fixed);
  const { data: user } = useCurrentUser();
  const canWrite = user && !visitor ? can.writeData(user) : false;
  const onHighlightingChange = useCallback(
    (value: { on: boolean; scheme: number | null }) => savePreference({ name: 'highlighting_settings', value }),
    [savePreference],
  );
  const { scheme, ready } = useKnownScheme(
    state.highlighting.scheme,
    useCallback(() => dispatch({ type: 'highlightingScheme', scheme: null }), [dispatch]),
    !visitor,
  );

  const layout = visitor && state.layout.selected === 'thumbnail' ? 'list' : state.layout.selected;
  const tableColumns = useMemo(
    () => (visitor ? preferences.table_layout.filter((c) => !PRIVATE_COLUMNS.has(c.name)) : preferences.table_layout),
    [visitor, preferences.table_layout],
  );
  // Only the stored fields the views show: claims and descriptions are most of a document and of the answer. A share
  // link's visitor asks for none by name: a link that shows only some fields refuses names outside them.
  const fields = useMemo(
    () =>
      visitor
        ? undefined
        : resultPageFields({
            split: layout === 'split',
            listOptions: preferences.list_layout,
            tableColumns: tableColumns.map((c) => c.name),
          }),
    [visitor, layout, preferences.list_layout, tableColumns],
  );
  const payload = useMemo(() => buildSearchPayload(state, fields), [state, fields]);
  const run = useSearchRun(source, payload, ready);
  const response = run.data;
  const docs = response?.docs ?? [];
  const total = response?.grouping ? response.grouping.ngroups : (response?.numFound ?? 0);
  const hasFilters =
    Object.keys(state.filters.filtersToApply).length + Object.keys(state.filters.filtersToExclude).length > 0;

  const onLayoutChange = useCallback(
    (layout: ResultLayout) => {
      dispatch({ type: 'layout', layout });
      savePreference({ name: 'results_layout', value: layout });
    },
    [dispatch, savePreference],
  );
  const onActivate = useCallback(
    (doc: SearchDoc, position: number) => dispatch({ type: 'active', ucid: doc.ucid, index: position }),
    [dispatch],
  );
  const browseTo =
    source.browsePath === undefined
      ? undefined
      : `${source.browsePath}?${searchStateUrl
          .write({ ...state, activeIndex: state.activeIndex ?? state.start }, new URLSearchParams())
          .toString()}`;
  const access = useMemo<ResultsAccess>(() => {
    if (!visitor) {
      if (source.kind !== 'searches' || typeof source.id !== 'number') return SIGNED_IN_ACCESS;
      // A saved search's documents open with it named, so the document page can say why each matched.
      const search = source.id;
      return {
        visitor: false,
        documentTo: (ucid) => `${SIGNED_IN_ACCESS.documentTo(ucid)}?search=${search}`,
        explainSearch: search,
      };
    }
    if (source.browsePath === undefined) return SIGNED_IN_ACCESS;
    const browsePath = source.browsePath;
    const first = response?.start ?? state.start;
    const positions = new Map(docs.map((doc, i) => [doc.ucid, first + i]));
    return {
      visitor: true,
      documentTo: (ucid) =>
        `${browsePath}?${searchStateUrl
          .write({ ...state, activeIndex: positions.get(ucid) ?? state.start }, new URLSearchParams())
          .toString()}`,
    };
  }, [visitor, source.kind, source.id, source.browsePath, response?.start, docs, state]);

  return (
    <ResultsAccessContext.Provider value={access}>
      <Stack gap="md">
        <ResultsHeader
          title={source.title}
          headingOrder={source.headingOrder ?? 1}
          query={source.query}
          response={response}
          busy={run.isFetching}
        />
        {source.intro}
        {source.subQuery && !visitor && !fixed && (
          <SubQueryBox value={state.publishedSubQuery} onRun={(query) => dispatch({ type: 'subQuery', query })} />
        )}
        <ResultsToolbar
          state={state}
          dispatch={dispatch}
          onLayoutChange={onLayoutChange}
          onHighlightingChange={onHighlightingChange}
          canWrite={canWrite}
          filtersShown={filtersShown}
          onToggleFilters={() => setFiltersShown((v) => !v)}
          {...(visitor ? { visitor: { layouts: VISITOR_LAYOUTS, sortFields: shareSortFields(visitor.fields) } } : {})}
          fixed={fixed}
        />
        <div className="results-layout" data-filters={filtersShown ? 'shown' : 'hidden'}>
          {filtersShown && (
            <div id="results-filters">
              <FacetSidebar facets={response?.facets ?? {}} filters={state.filters} dispatch={dispatch} />
            </div>
          )}
          <Stack gap="sm" style={{ minWidth: 0 }}>
            {!fixed && <ActiveFilters filters={state.filters} dispatch={dispatch} />}
            {scheme && state.highlighting.on && <SchemeLegend scheme={scheme} />}
            <SelectionBar
              docs={docs}
              selection={selection}
              browseTo={browseTo}
              actions={source.selectionActions?.([...selection.selected], selection.clear)}
            >
              {response &&
                source.setActions?.({
                  total: response.numFound,
                  filters: {
                    filtersToApply: payload.filters?.filtersToApply ?? {},
                    filtersToExclude: payload.filters?.filtersToExclude ?? {},
                  },
                  ...(state.publishedSubQuery ? { q: state.publishedSubQuery } : {}),
                  ...(payload.grouped_by ? { grouping: payload.grouped_by } : {}),
                  ...(payload.sort ? { sort: payload.sort } : {}),
                })}
              {layout === 'list' && !visitor && (
                <ListOptionsMenu
                  options={preferences.list_layout}
                  onChange={(value) => savePreference({ name: 'list_layout', value })}
                />
              )}
              {layout === 'table' && !visitor && (
                <TableColumnsMenu
                  columns={preferences.table_layout}
                  onChange={(value) => savePreference({ name: 'table_layout', value })}
                />
              )}
            </SelectionBar>
            <section
              className="results-busy"
              aria-busy={run.isFetching}
              aria-label={t('results.split.listLabel')}
              data-testid="results"
            >
              {run.isError ? (
                <ResultsProblem kind="error" error={run.error} onRetry={() => void run.refetch()} />
              ) : !response ? (
                <Group gap="sm" py="xl" justify="center">
                  <Loader size="sm" />
                  <Text>{t('results.loading')}</Text>
                </Group>
              ) : docs.length === 0 ? (
                <ResultsProblem
                  kind="empty"
                  hasFilters={hasFilters}
                  beyondEnd={state.start > 0 && total > 0}
                  onClearFilters={() => dispatch({ type: 'clearFilters' })}
                  onFirstPage={() => dispatch({ type: 'page', start: 0 })}
                />
              ) : (
                <ResultsView
                  layout={layout}
                  docs={docs}
                  start={response.start}
                  language={preferences.language_preference}
                  maxSnippets={state.highlighting.on ? state.highlighting.max_snippets : 0}
                  activeUcid={state.activeUcid}
                  selection={selection}
                  onActivate={onActivate}
                  listOptions={preferences.list_layout}
                  grouping={state.grouping}
                  {...(source.resultExtra ? { resultExtra: source.resultExtra } : {})}
                  tableColumns={tableColumns}
                  onTableColumnsChange={(value) => savePreference({ name: 'table_layout', value })}
                />
              )}
            </section>
            {response && total > 0 && (
              <ResultsPagination
                start={state.start}
                rows={state.rows}
                total={total}
                onStart={(start) => {
                  dispatch({ type: 'page', start });
                  window.scrollTo({ top: 0 });
                }}
              />
            )}
          </Stack>
        </div>
      </Stack>
    </ResultsAccessContext.Provider>
  );
}
