import { formatYyyymmdd, type WatchedChange } from '@app/shared';
import type { TFunction } from 'i18next';

/**
 * One change of a watched patent in plain words: "New family member US-2024123456-A1", "Legal event: opposition —
 * OPPOSITION FILED (EP 26, 2024-03-02)", "Status: alive → dead". The patent it is about is said by the caller.
 */
export function changeText(change: WatchedChange, t: TFunction): string {
  switch (change.kind) {
    case 'family_member':
      return t('alerts.changes.familyMember', { ucid: change.detail });
    case 'forward_citation':
      return t('alerts.changes.forwardCitation', { ucid: change.detail });
    case 'legal_event': {
      const { category, description, code, date } = change.detail;
      const words = {
        category: t(`alerts.changes.categories.${category}`),
        code,
        date: formatYyyymmdd(date) ?? String(date),
      };
      // Some sources give a code without words; the code then stands for itself.
      return description
        ? t('alerts.changes.legalEvent', { ...words, description })
        : t('alerts.changes.legalEventCode', words);
    }
    case 'status':
      return t('alerts.changes.status', {
        from: t(`alerts.changes.statuses.${change.detail.from}`),
        to: t(`alerts.changes.statuses.${change.detail.to}`),
      });
  }
}

/** The changes grouped by the patent they are about, patents and changes in the run's order. */
export function changesByPatent(changes: readonly WatchedChange[]): { ucid: string; changes: WatchedChange[] }[] {
  const groups = new Map<string, WatchedChange[]>();
  for (const change of changes) {
    const group = groups.get(change.ucid);
    if (group) group.push(change);
    else groups.set(change.ucid, [change]);
  }
  return [...groups].map(([ucid, grouped]) => ({ ucid, changes: grouped }));
}
