/** What a tracking log line records: a search, a document view, an export, or any other logged change. */
export type TrackedActionKind = 'search' | 'view' | 'export' | 'change';

export function trackedActionKind(action: string): TrackedActionKind {
  if (action === 'search.create') return 'search';
  if (action === 'patent.view') return 'view';
  if (action.startsWith('export.')) return 'export';
  return 'change';
}
