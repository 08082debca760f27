import { DATE_FILTER_NAMES, EXPIRY_FILTER_VALUES, FLAG_FILTER_NAMES } from '@app/shared';
import type { TFunction } from 'i18next';
import { dateRangeFilter } from './dateRangeFilter';

/** How a filter value reads: Yes/No for flags, translated Dead/Alive/Unknown, `from to to` for date ranges. */
export function filterValueLabel(name: string, value: string, t: TFunction): string {
  if ((FLAG_FILTER_NAMES as readonly string[]).includes(name)) {
    return value === 'true' ? t('results.facets.yes') : value === 'false' ? t('results.facets.no') : value;
  }
  if (name === 'expectedexpirydate') {
    const status = EXPIRY_FILTER_VALUES.find((v) => v === value);
    return status ? t(`results.status.${status}`) : value;
  }
  if ((DATE_FILTER_NAMES as readonly string[]).includes(name) || name.startsWith('cf_')) {
    const { from, to } = dateRangeFilter.fromValue(value);
    return t('results.activeFilters.dateRange', {
      from: from || t('results.activeFilters.anyTime'),
      to: to || t('results.activeFilters.today'),
    });
  }
  return value;
}
