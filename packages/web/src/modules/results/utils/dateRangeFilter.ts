import { MIN_PATENT_YEAR, parseYyyymmdd } from '@app/shared';
import { displayDate } from './displayDate';

/** The earliest date a range without a start stands for (the API needs a start; an empty end means today). */
const OPEN_START = `${MIN_PATENT_YEAR}0101`;

function compact(isoDate: string): string | null {
  if (isoDate.trim() === '') return null;
  const value = parseYyyymmdd(isoDate.trim());
  return value === null ? null : String(value);
}

/**
 * Date filter values (SPEC §5): `from:to` in YYYYMMDD, an empty end meaning today. Built from and read back into
 * the YYYY-MM-DD of date inputs.
 */
export const dateRangeFilter = {
  /** The filter value for two input values, or null when both are empty or either is not a date. */
  toValue(from: string, to: string): string | null {
    const start = compact(from);
    const end = compact(to);
    if ((from.trim() !== '' && start === null) || (to.trim() !== '' && end === null)) return null;
    if (start === null && end === null) return null;
    // A reversed range is what the user meant the other way round, not an empty set.
    if (start !== null && end !== null && start > end) return `${end}:${start}`;
    return `${start ?? OPEN_START}:${end ?? ''}`;
  },

  /** The two input values (YYYY-MM-DD, or '' for an open end) of a filter value. */
  fromValue(value: string): { from: string; to: string } {
    const [start = '', end = ''] = value.split(':');
    return {
      from: start === OPEN_START ? '' : (displayDate(start) ?? ''),
      to: displayDate(end) ?? '',
    };
  },
};
