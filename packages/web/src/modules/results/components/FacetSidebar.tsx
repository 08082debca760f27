import { DATE_FILTER_NAMES, EXPIRY_FILTER_VALUES, type Facet, FILTER_NAMES } from '@app/shared';
import { Divider, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useResultsAccess } from '../context/resultsAccess';
import type { SearchStateFilters } from '../types/SearchState';
import type { SearchStateAction } from '../types/SearchStateAction';
import { CustomFieldFilters } from './CustomFieldFilters';
import { DateRangeFilter } from './DateRangeFilter';
import { FacetGroup } from './FacetGroup';

/** Order of the value filters: what professionals narrow by first comes first. */
const ORDER: readonly string[] = [
  'expectedexpirydate',
  'country',
  'assignees_name_probable',
  'inventors_name_normalized',
  'cpcvalues',
  'ipcrvalues',
  'agents_name_normalized',
  'grant',
  'pending',
  ...FILTER_NAMES,
];

/** Props of FacetSidebar. */
type FacetSidebarProps = {
  facets: Record<string, Facet>;
  filters: SearchStateFilters;
  dispatch: (action: SearchStateAction) => void;
};

/** The expiry filter always offers its three values (SPEC §5), with counts where the answer has them. */
function expiryFacet(facet: Facet | undefined): Facet {
  const counts = new Map(facet?.buckets.map((b) => [b.value, b.count]));
  return {
    buckets: EXPIRY_FILTER_VALUES.map((value) => ({ value, count: counts.get(value) ?? 0 })),
    other: 0,
    missing: 0,
  };
}

/**
 * Filters for every filter field the answer has counts for, plus date ranges. Counts are exact over the whole
 * result set (not the page), so a click predicts the new total exactly.
 */
export function FacetSidebar({ facets, filters, dispatch }: FacetSidebarProps) {
  const { t } = useTranslation();
  const { visitor } = useResultsAccess();
  const dates = DATE_FILTER_NAMES as readonly string[];
  const names = [...new Set(ORDER)].filter(
    (name) =>
      !dates.includes(name) &&
      (name === 'expectedexpirydate' || (facets[name]?.buckets.length ?? 0) > 0 || filters.filtersToApply[name]),
  );
  return (
    <Stack gap="md" component="aside" aria-labelledby="facets-title" data-testid="facet-sidebar">
      <Title order={2} fz="md" id="facets-title">
        {t('results.facets.title')}
      </Title>
      {names.map((name) => (
        <Fragment key={name}>
          <FacetGroup
            name={name}
            facet={
              name === 'expectedexpirydate'
                ? expiryFacet(facets[name])
                : (facets[name] ?? { buckets: [], other: 0, missing: 0 })
            }
            included={filters.filtersToApply[name] ?? []}
            excluded={filters.filtersToExclude[name] ?? []}
            onToggle={(mode, value) => dispatch({ type: 'toggleFilter', mode, name, value })}
          />
          {name === 'expectedexpirydate' && <Divider />}
        </Fragment>
      ))}
      <Divider />
      {DATE_FILTER_NAMES.map((name) => (
        <DateRangeFilter
          key={name}
          name={name}
          value={filters.filtersToApply[name]?.[0]}
          years={(facets[name]?.buckets ?? []).filter((b) => /^\d{4}$/.test(b.value) && b.count > 0)}
          onApply={(value) => dispatch({ type: 'setFilter', name, values: value ? [value] : [] })}
        />
      ))}
      {!visitor && <CustomFieldFilters filters={filters} dispatch={dispatch} />}
      {names.length === 0 && <Text fz="sm">{t('results.facets.none')}</Text>}
    </Stack>
  );
}
