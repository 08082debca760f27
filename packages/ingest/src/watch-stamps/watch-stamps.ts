// First-seen stamps for watched patents: when each family member, legal event and forward citation of a publication
// first reached the index, and when its dead-or-alive status last changed. Written beside the document at every
// (re)write from what the previous stored version held, so a watched-patent run can ask "what is new since t" of the
// stored document alone. A document written before stamps existed has none: its items count as seen before any run.

import type { EngineDocument, Searcher } from '@app/engine';
import { type ExpiryStatus, expiryStatus, yyyymmddFromDate } from '@app/shared';
import { unionIdentity } from '../merge/field-rules';

/** Stored field holding a document's stamps; engine-only, so it never reaches the merge or the model. */
export const WATCH_STAMPS_FIELD = 'watchstamps';

/** Milliseconds since the epoch; 0 means "before any run" (items of documents written before stamps existed). */
export type SeenAt = number;

/** The status part: what the status was when last written, and the last change an ingest brought. */
export type StatusStamp = {
  /** The expected expiry the status was last computed from (null: none known). */
  readonly expiry: number | null;
  /** The last change an ingest made to the status, when there was one. */
  readonly change?: { readonly from: ExpiryStatus; readonly to: ExpiryStatus; readonly at: SeenAt };
};

export type WatchStamps = {
  /** Family members (simple and extended, this publication left out) by ucid. */
  readonly family: Readonly<Record<string, SeenAt>>;
  /** Legal events by `legalEventKeys`. */
  readonly events: Readonly<Record<string, SeenAt>>;
  /** Forward citations by citing ucid. */
  readonly citedby: Readonly<Record<string, SeenAt>>;
  readonly status: StatusStamp;
};

type Stored = Readonly<Record<string, unknown>>;
type LegalEventLike = { date?: unknown; code?: unknown; country?: unknown; description?: unknown };

/**
 * One key per legal event, in list order: its merge identity (date, code, country, text) and its occurrence, since
 * the merge keeps an event a source repeats (OPS lists one per designated state) as often as it is listed.
 */
export function legalEventKeys(events: readonly LegalEventLike[] | undefined): string[] {
  const seen = new Map<string, number>();
  return (events ?? []).map((event) => {
    const identity = unionIdentity('legalevents', event as Record<string, unknown>);
    const n = seen.get(identity) ?? 0;
    seen.set(identity, n + 1);
    return `${identity}#${n}`;
  });
}

/** The family members of a stored document or engine document, without itself, each once. */
export function familyMemberUcids(doc: Stored): string[] {
  const data = doc.familydata as Record<string, { publications?: { ucid: string }[] } | undefined> | undefined;
  const members = new Set<string>();
  for (const family of [data?.['simple-family-data'], data?.['extended-family-data']])
    for (const publication of family?.publications ?? []) members.add(publication.ucid);
  members.delete(String(doc.id ?? doc.ucid));
  return [...members];
}

function citingUcids(doc: Stored): string[] {
  return Array.isArray(doc.citedby) ? [...new Set(doc.citedby as string[])] : [];
}

function expiryOf(doc: Stored): number | null {
  const value = Number(doc.expectedexpirydate);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The stamps a stored document holds, or ones built from its items as seen before any run (no stamps yet). */
export function storedWatchStamps(stored: Stored): WatchStamps {
  const held = stored[WATCH_STAMPS_FIELD] as WatchStamps | undefined;
  if (held !== undefined) return held;
  const before = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, 0]));
  return {
    family: before(familyMemberUcids(stored)),
    events: before(legalEventKeys(stored.legalevents as LegalEventLike[] | undefined)),
    citedby: before(citingUcids(stored)),
    status: { expiry: expiryOf(stored) },
  };
}

/** Each key's previous stamp, or `at` for a key not seen before; keys no longer held are dropped. */
function carried(keys: readonly string[], previous: Readonly<Record<string, SeenAt>> | undefined, at: SeenAt) {
  const out: Record<string, SeenAt> = {};
  for (const key of keys) out[key] = previous?.[key] ?? at;
  return out;
}

/**
 * The status stamp of the document as written now: a change is recorded when the expected expiry moved so that the
 * status on the ingest day differs (both read on that day, so a date merely passing is no ingest change; the
 * watched-patent run finds those from the expiry date itself).
 */
function nextStatus(previous: StatusStamp | undefined, expiry: number | null, at: SeenAt): StatusStamp {
  if (previous === undefined) return { expiry };
  const today = yyyymmddFromDate(new Date(at));
  const from = expiryStatus(previous.expiry, today);
  const to = expiryStatus(expiry, today);
  if (from !== to) return { expiry, change: { from, to, at } };
  return previous.change ? { expiry, change: previous.change } : { expiry };
}

/**
 * The document about to be written with its stamps: what the previous stored version (undefined for a publication
 * new to the index) had keeps its time, anything new gets `at` (the ingest time, ISO 8601).
 */
export function withWatchStamps(next: EngineDocument, previous: Stored | undefined, at: string): EngineDocument {
  const time = Date.parse(at);
  const before = previous === undefined ? undefined : storedWatchStamps(previous);
  const stamps: WatchStamps = {
    family: carried(familyMemberUcids(next), before?.family, time),
    events: carried(legalEventKeys(next.legalevents as LegalEventLike[] | undefined), before?.events, time),
    citedby: carried(citingUcids(next), before?.citedby, time),
    status: nextStatus(before?.status, expiryOf(next), time),
  };
  return { ...next, [WATCH_STAMPS_FIELD]: stamps };
}

/** The stored document of a live ucid in a searcher's commit, engine fields included. */
export function storedDocument(searcher: Searcher, ucid: string): Stored | undefined {
  for (const segment of searcher.segments) {
    const d = segment.docOf(ucid);
    if (d !== undefined && !segment.isDeleted(d)) return segment.document(d);
  }
  return undefined;
}
