import type { ShareKind } from '@app/shared';

/** The share route kinds with a result set (a patent link is one document). */
export type SharedSetKind = Exclude<ShareKind, 'patent'>;

/** `/share/search/{key}` etc.: the base of a shared set's public screens (SPEC §2). */
export function sharedSetBase(kind: SharedSetKind, key: string): string {
  return `/share/${kind === 'alert_run' ? 'alert_runs' : kind}/${encodeURIComponent(key)}`;
}

/** A non-negative whole number from a query parameter, else 0. */
export function queryIndex(value: string | null): number {
  const n = value === null ? 0 : Number(value);
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
}
