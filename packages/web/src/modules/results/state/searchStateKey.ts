/** The kinds of result sets that keep a search state (SPEC §3). */
export const SEARCH_STATE_KEY_KINDS = [
  'searches',
  'alerts',
  'folders',
  'published_searches',
  'shared_alert_runs',
  'tasks',
  'subscriptions',
  // Beyond SPEC §3's list: the user's patent list (/patent-collection) keeps its own view state too.
  'listed_patents',
  // Frozen result sets (issue 22 item 5): their views (layout, page) are kept per set too.
  'frozen_sets',
] as const;
export type SearchStateKeyKind = (typeof SEARCH_STATE_KEY_KINDS)[number];

/** `searches:12`: the storage key of one result set's state. Throws on an id that cannot name one (SPEC §8). */
export function searchStateKey(kind: SearchStateKeyKind, id: string | number): string {
  const text = String(id).trim();
  if (!SEARCH_STATE_KEY_KINDS.includes(kind) || !/^[A-Za-z0-9_-]{1,64}$/.test(text)) {
    throw new Error('Could not generate state key');
  }
  return `${kind}:${text}`;
}
