import { FILTER_NAMES } from '@app/shared';
import type { TFunction } from 'i18next';

/** The display name of a filter; custom fields (`cf_…`) show their own name. */
export function filterLabel(name: string, t: TFunction): string {
  const known = FILTER_NAMES.find((n) => n === name);
  return known ? t(`results.facets.names.${known}`) : name.replace(/^cf_/, '');
}
