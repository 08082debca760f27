import type { ShareKind } from '@app/shared';

/** The share route kinds with a result set (a patent link is one document). */
export type SharedSetKind = Exclude<ShareKind, 'patent'>;

/** `/share/search/{key}` etc.: the base of a shared set's public screens (SPEC §2). */
export function sharedSetBase(kind: SharedSetKind, key: string): string {
  return `/share/${kind === 'alert_run' ? 'alert_runs' : kind}/${encodeURIComponent(key)}`;
}

/** `/alert_runs/{key}/exports/{format}/download`: a shared alert run's export screen (SPEC §2, no login). */
export function sharedRunExportPath(key: string, format: string): string {
  return `/alert_runs/${encodeURIComponent(key)}/exports/${encodeURIComponent(format)}/download`;
}
