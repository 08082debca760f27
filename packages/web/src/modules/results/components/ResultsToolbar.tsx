import {
  GROUPING_METHODS,
  type GroupingMethod,
  RESULT_LAYOUTS,
  type ResultLayout,
  ROWS_PER_PAGE_CHOICES,
  SORTABLE_FIELDS,
} from '@app/shared';
import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  Switch,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconFilter,
  IconLayoutColumns,
  IconLayoutGrid,
  IconList,
  IconSortAscending,
  IconSortDescending,
  IconTable,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HighlightingControls } from '../../highlighting/components/HighlightingControls';
import type { SearchState } from '../types/SearchState';
import type { SearchStateAction } from '../types/SearchStateAction';
import { sortOrder } from '../utils/sortOrder';

const VIEW_ICONS = { list: IconList, table: IconTable, split: IconLayoutColumns, thumbnail: IconLayoutGrid };

/** Props of ResultsToolbar. */
type ResultsToolbarProps = {
  state: SearchState;
  dispatch: (action: SearchStateAction) => void;
  onLayoutChange: (layout: ResultLayout) => void;
  /** Highlighting switched or its scheme chosen: the new settings, to keep as the user's preference. */
  onHighlightingChange: (settings: { on: boolean; scheme: number | null }) => void;
  canWrite: boolean;
  filtersShown: boolean;
  onToggleFilters: () => void;
  /**
   * A share link's visitor: only these views and sort fields (those of the link's field groups), and highlighting
   * on or off without the signed-in user's schemes.
   */
  visitor?: { layouts: readonly ResultLayout[]; sortFields: readonly (typeof SORTABLE_FIELDS)[number][] };
  /** A fixed list (a frozen result set): only the view and the page size can change. */
  fixed?: boolean;
};

/**
 * Filters shown or hidden, view, sort, page size, grouping and highlighting. Native selects: they are the quickest to work by keyboard
 * (type-ahead, arrows) and need no popup, which matters on a screen used all day.
 */
export function ResultsToolbar(props: ResultsToolbarProps) {
  const {
    state,
    dispatch,
    onLayoutChange,
    onHighlightingChange,
    canWrite,
    filtersShown,
    onToggleFilters,
    visitor,
    fixed = false,
  } = props;
  const layouts = visitor?.layouts ?? RESULT_LAYOUTS;
  const sortFields = visitor?.sortFields ?? SORTABLE_FIELDS;
  const { t } = useTranslation();
  const sort = sortOrder.lead(state.sort);
  const DirectionIcon = sort.direction === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Group gap="xs" wrap="wrap" align="flex-end" role="toolbar" aria-label={t('results.toolbar.label')}>
      {!fixed && (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconFilter size={14} aria-hidden="true" />}
          onClick={onToggleFilters}
          aria-expanded={filtersShown}
          aria-controls="results-filters"
        >
          {filtersShown ? t('results.toolbar.hideFilters') : t('results.toolbar.showFilters')}
        </Button>
      )}
      <div>
        <VisuallyHidden id="results-view-label">{t('results.toolbar.view')}</VisuallyHidden>
        <SegmentedControl
          size="xs"
          aria-labelledby="results-view-label"
          value={state.layout.selected}
          onChange={(value) => onLayoutChange(value as ResultLayout)}
          data={layouts.map((layout) => {
            const Icon = VIEW_ICONS[layout];
            return {
              value: layout,
              label: (
                <Group gap={4} wrap="nowrap">
                  <Icon size={14} aria-hidden="true" />
                  <span>{t(`results.toolbar.views.${layout}`)}</span>
                </Group>
              ),
            };
          })}
        />
      </div>
      {!fixed && (
        <Group gap={4} align="flex-end" wrap="nowrap">
          <NativeSelect
            size="xs"
            w={160}
            label={t('results.toolbar.sort')}
            value={sort.field}
            onChange={(e) => {
              const field = sortFields.find((f) => f === e.currentTarget.value) ?? 'score';
              // Relevance reads best-first; dates and counts keep the chosen direction.
              dispatch({ type: 'sort', sort: sortOrder.of(field, field === 'score' ? 'desc' : sort.direction) });
            }}
            data={sortFields.map((field) => ({ value: field, label: t(`results.toolbar.sortFields.${field}`) }))}
          />
          <Tooltip label={sort.direction === 'asc' ? t('results.toolbar.ascending') : t('results.toolbar.descending')}>
            <ActionIcon
              variant="default"
              size={30}
              aria-label={`${t('results.toolbar.sortDirection')}: ${
                sort.direction === 'asc' ? t('results.toolbar.ascending') : t('results.toolbar.descending')
              }`}
              onClick={() =>
                dispatch({ type: 'sort', sort: sortOrder.of(sort.field, sort.direction === 'asc' ? 'desc' : 'asc') })
              }
            >
              <DirectionIcon size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      )}
      <NativeSelect
        size="xs"
        w={72}
        label={t('results.toolbar.rows')}
        value={String(state.rows)}
        onChange={(e) => dispatch({ type: 'rows', rows: Number(e.currentTarget.value) })}
        data={ROWS_PER_PAGE_CHOICES.map(String)}
      />
      {!fixed && (
        <NativeSelect
          size="xs"
          w={150}
          label={t('results.toolbar.grouping')}
          value={state.grouping}
          onChange={(e) => dispatch({ type: 'grouping', grouping: e.currentTarget.value as GroupingMethod })}
          data={GROUPING_METHODS.map((method) => ({ value: method, label: t(`results.toolbar.groupings.${method}`) }))}
        />
      )}
      {fixed ? null : visitor ? (
        <Switch
          size="sm"
          mb={6}
          label={t('results.toolbar.highlighting')}
          checked={state.highlighting.on}
          onChange={(e) => dispatch({ type: 'highlighting', on: e.currentTarget.checked })}
        />
      ) : (
        <HighlightingControls
          on={state.highlighting.on}
          scheme={state.highlighting.scheme}
          canWrite={canWrite}
          onToggle={(on) => {
            dispatch({ type: 'highlighting', on });
            onHighlightingChange({ on, scheme: state.highlighting.scheme });
          }}
          onScheme={(scheme) => {
            dispatch({ type: 'highlightingScheme', scheme });
            onHighlightingChange({ on: scheme !== null || state.highlighting.on, scheme });
          }}
        />
      )}
    </Group>
  );
}
