// The changes of watched patents in a window of time, read from the first-seen stamps the ingest writes beside each
// stored document (packages/ingest/src/watch-stamps): a family member, legal event or forward citation is new when
// it was first seen inside the window; the status changed when an ingest moved it, or when the expected expiry
// date passed inside the window.

import { MAX_ROWS } from '@app/engine';
import { legalEventKeys, storedWatchStamps, WATCH_STAMPS_FIELD } from '@app/ingest';
import { addDays, type ExpiryStatus, type LegalEvent, parseUcid, type WatchedChange } from '@app/shared';
import type { AppContext } from '../../context';
import { legalEventCategory } from './legal-event-category';

export type { WatchedChange } from '@app/shared';

/** Stored fields a run reads: the stamps, and what the stamps' keys stand for. */
const FIELDS = ['legalevents', 'expectedexpirydate', WATCH_STAMPS_FIELD];

const KIND_ORDER: Record<WatchedChange['kind'], number> = {
  status: 0,
  legal_event: 1,
  family_member: 2,
  forward_citation: 3,
};

/** The moment a document with this expected expiry turns dead: the start of the next day, UTC (SPEC §4). */
function deadFrom(expiry: number): number {
  const next = addDays(expiry, 1);
  return Date.UTC(Math.floor(next / 10000), (Math.floor(next / 100) % 100) - 1, next % 100);
}

/** The changes of one stored document inside (since, until]. */
function changesOf(ucid: string, stored: Readonly<Record<string, unknown>>, since: number, until: number) {
  const inWindow = (at: number) => at > since && at <= until;
  const stamps = storedWatchStamps(stored);
  const changes: WatchedChange[] = [];
  const at = (time: number) => new Date(time).toISOString();
  for (const [member, seen] of Object.entries(stamps.family))
    if (inWindow(seen)) changes.push({ ucid, kind: 'family_member', detail: member, seenAt: at(seen) });
  for (const [citing, seen] of Object.entries(stamps.citedby))
    if (inWindow(seen)) changes.push({ ucid, kind: 'forward_citation', detail: citing, seenAt: at(seen) });
  const events = (stored.legalevents as LegalEvent[] | undefined) ?? [];
  legalEventKeys(events).forEach((key, i) => {
    const seen = stamps.events[key];
    if (seen === undefined || !inWindow(seen)) return;
    const { date, code, description } = events[i]!;
    const category = legalEventCategory({ code, description });
    changes.push({ ucid, kind: 'legal_event', detail: { date, code, description, category }, seenAt: at(seen) });
  });
  const statusChanges: { from: ExpiryStatus; to: ExpiryStatus; at: number }[] = [];
  const change = stamps.status.change;
  if (change !== undefined && inWindow(change.at)) statusChanges.push(change);
  // The expiry date passing is a change no ingest sees; the one an ingest already reported is not told twice.
  const expiry = Number(stored.expectedexpirydate);
  if (
    Number.isInteger(expiry) &&
    expiry > 0 &&
    inWindow(deadFrom(expiry)) &&
    !statusChanges.some((c) => c.to === 'Dead')
  )
    statusChanges.push({ from: 'Alive', to: 'Dead', at: deadFrom(expiry) });
  for (const { from, to, at: seen } of statusChanges)
    changes.push({ ucid, kind: 'status', detail: { from, to }, seenAt: at(seen) });
  return changes;
}

/**
 * What changed about the watched patents after `since` and up to `until`: new family members, legal events (with
 * their category), forward citations, and status changes. Each change once; ucids not in the index have none.
 * Ordered by ucid, then kind, then when seen.
 */
export async function watchedPatentChanges(
  ctx: AppContext,
  ucids: readonly string[],
  since: Date,
  until: Date,
): Promise<WatchedChange[]> {
  const wanted = [...new Set(ucids.filter((u) => parseUcid(u) !== null))];
  const changes: WatchedChange[] = [];
  for (let start = 0; start < wanted.length; start += MAX_ROWS) {
    const page = wanted.slice(start, start + MAX_ROWS);
    const result = await ctx.patents.search({ documents: page, rows: page.length, fl: FIELDS });
    for (const hit of result.hits) changes.push(...changesOf(hit.ucid, hit.fields, since.getTime(), until.getTime()));
  }
  return changes.sort(
    (a, b) =>
      (a.ucid < b.ucid ? -1 : a.ucid > b.ucid ? 1 : 0) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.seenAt.localeCompare(b.seenAt) ||
      JSON.stringify(a.detail).localeCompare(JSON.stringify(b.detail)),
  );
}
