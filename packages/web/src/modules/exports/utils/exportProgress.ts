import type { Export } from '@app/shared';

/** Pending and running exports are still being written: the SPA keeps asking about them (SPEC §4). */
export function isExportActive(item: Pick<Export, 'status'>): boolean {
  return item.status === 'pending' || item.status === 'running';
}

/**
 * How far an export is, as a percentage, or null while the total is not known yet (the job has not resolved its
 * source). A finished export is 100 whatever it counted; a total of 0 (nothing to write) is done at once.
 */
export function exportPercent(item: Pick<Export, 'status' | 'written' | 'total'>): number | null {
  if (item.status === 'finished') return 100;
  if (item.total === null) return null;
  if (item.total === 0) return 100;
  return Math.min(100, Math.floor((item.written / item.total) * 100));
}
