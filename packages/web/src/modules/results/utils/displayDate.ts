import { formatYyyymmdd } from '@app/shared';

/**
 * A patent date for display: YYYY-MM-DD when the value is 8 digits naming a real day (SPEC §5), as a number or
 * string; null otherwise, so a partial or garbled date is left out rather than shown wrong.
 */
export function displayDate(value: unknown): string | null {
  if (typeof value === 'string' && /^\d{8}$/.test(value)) return formatYyyymmdd(Number(value));
  if (typeof value === 'number') return formatYyyymmdd(value);
  return null;
}
