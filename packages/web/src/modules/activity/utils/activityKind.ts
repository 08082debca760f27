/** What an event is about, for its badge: from its action code (`search.create`, `patent_list.clear`, …), and
 * any event about a folder (its patents, labels, NPL, comments) is a folder's. */
export type ActivityKind = 'search' | 'folder' | 'patent' | 'list' | 'other';

export function activityKind(action: string, folderId: number | null): ActivityKind {
  if (folderId !== null) return 'folder';
  const area = action.split('.')[0];
  if (area === 'search') return 'search';
  if (area === 'folder') return 'folder';
  if (area === 'patent') return 'patent';
  if (area === 'patent_list') return 'list';
  return 'other';
}

/** The events whose message or tracking reference contains `text`, ignoring case; blank text keeps them all. */
export function filterEvents<T extends { message: string; client_reference: string | null }>(
  events: readonly T[],
  text: string,
): T[] {
  const needle = text.trim().toLocaleLowerCase();
  if (needle === '') return [...events];
  return events.filter(
    (e) =>
      e.message.toLocaleLowerCase().includes(needle) || (e.client_reference ?? '').toLocaleLowerCase().includes(needle),
  );
}
