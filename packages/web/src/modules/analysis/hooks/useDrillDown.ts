import { ANALYSIS_SECTIONS, drillDownFilters, sectionPath } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { searchApi } from '../../search/api/searchApi';

/** The catalogue section behind a chart's section path (custom-field sections have no drill-down yet). */
export function catalogueSection(path: string) {
  return ANALYSIS_SECTIONS.find((section) => sectionPath(section) === path) ?? null;
}

/** Whether a bar or cell of this section can open the documents behind it. */
export function canDrillDown(path: string): boolean {
  const section = catalogueSection(path);
  if (!section) return false;
  return section.measure.kind === 'count' || section.measure.kind === 'pivot';
}

/**
 * Issue 20 drill-down: a click on a bar or cell saves the chart's query as a search and opens its results with the
 * catalogue's filters for that value, which select exactly the items the bar counts.
 */
export function useDrillDown(path: string, query: string | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async (value: string, column?: string) => {
    const section = catalogueSection(path);
    const filters = section && query ? drillDownFilters(section, value, column) : null;
    if (!filters || !query) {
      notify({ type: 'info', message: t('analysis.chart.noDrillDown') });
      return;
    }
    try {
      const { query_index } = await searchApi.create({ query, type: 'commandline' });
      const params = new URLSearchParams({ start: '0' });
      for (const [name, values] of Object.entries(filters))
        for (const filterValue of values) params.append('filter', `${name}:${filterValue}`);
      navigate(`/search/${query_index}?${params.toString()}`);
    } catch (error) {
      notify({ type: 'error', title: t('analysis.chart.drillDownFailed'), message: describeApiError(error, t) });
    }
  };
}
