// The keys documents are linked by. Families join on applications, priorities and the office's DOCDB family id;
// forward citations find their target by publication number. The same keys are written into the index (see
// `linkFields`), so the committed corpus answers "who else has this key" with a term lookup.

import { createHash } from 'node:crypto';
import { canonicalPublicationNumber, type PatentDocument, type Priority, parsePublicationNumber } from '@app/shared';

/** What linking needs of a publication: its numbers, priorities, office family id and backward citations. */
export type LinkSlice = {
  readonly id: string;
  readonly publicationnumber: string;
  readonly applicationnumber?: string | undefined;
  readonly priorities?: readonly Priority[] | undefined;
  /** The office's DOCDB family id as the source states it, without any prefix. */
  readonly docdbfamilyid?: string | undefined;
  /** Backward patent citations. */
  readonly citations?: readonly { number: string; country?: string; kind?: string }[] | undefined;
};

/** A slice's keys in the spellings the index holds them. */
export type SliceKeys = {
  /** `S:` + the simple family id: the office's id, else the sorted priority keys, else the ucid. */
  readonly simple: string;
  /** Keys extended families join on: `N:` applications and priorities, `F:` the office's family id. */
  readonly joins: readonly string[];
  /** Numbers a citation finds the publication by, with repeats (see `publicationNumbers`). */
  readonly numbers: readonly string[];
  /** Numbers the publication cites, each once. */
  readonly cited: readonly string[];
};

/** An application as a family key: priorities claim earlier applications, so both use one spelling. */
export function applicationKey(number: string): string {
  return `N:${number.replace(/[^0-9A-Z]/gi, '').toUpperCase()}`;
}

function priorityKeys(slice: LinkSlice): string[] {
  const keys = (slice.priorities ?? []).map((p) =>
    applicationKey(p.number.toUpperCase().startsWith(p.country) ? p.number : `${p.country}${p.number}`),
  );
  // A filing without priority claims is its own first filing: its application number is its priority.
  if (keys.length === 0 && slice.applicationnumber) keys.push(applicationKey(slice.applicationnumber));
  return [...new Set(keys)].sort();
}

/**
 * The numbers a citation finds a publication by: its canonical number and its number without kind. Both are kept
 * even when they are the same string, because a cited number that more than three publications answer to is
 * ambiguous and counts for none of them, and that count has always counted such a publication twice.
 */
export function publicationNumbers(publicationnumber: string): string[] {
  const parts = parsePublicationNumber(publicationnumber);
  const keys = [canonicalPublicationNumber(publicationnumber)];
  if (parts) keys.push(parts.country + parts.serial);
  return keys;
}

/** The canonical number of a backward citation, written in full (`EP1234567A1`) or bare (`1234567`). */
export function citedNumber(citation: { number: string; country?: string; kind?: string }): string {
  const written = parsePublicationNumber(citation.number);
  const full =
    written !== null && written.country !== ''
      ? citation.number + (written.kind === '' ? (citation.kind ?? '') : '')
      : `${citation.country ?? ''}${citation.number}${citation.kind ?? ''}`;
  return canonicalPublicationNumber(full);
}

export function sliceKeys(slice: LinkSlice): SliceKeys {
  const priorities = priorityKeys(slice);
  const office = slice.docdbfamilyid;
  const joins = new Set(priorities);
  // Its own application, which later filings may claim as their priority.
  if (slice.applicationnumber) joins.add(applicationKey(slice.applicationnumber));
  if (office !== undefined) joins.add(`F:${office}`);
  return {
    simple: office !== undefined ? `S:${office}` : `S:${priorities.join('+') || slice.id}`,
    joins: [...joins],
    numbers: publicationNumbers(slice.publicationnumber),
    cited: [...new Set((slice.citations ?? []).map(citedNumber))],
  };
}

/**
 * The slice of a stored or merged record. The office's family id is `docdbfamilyid`, else (records from before that
 * field) the simple family id, whose `S:` prefix marks an id we computed and is dropped, as it always was.
 */
export function linkSliceOf(
  doc: Pick<
    PatentDocument,
    'id' | 'publicationnumber' | 'applicationnumber' | 'priorities' | 'familydata' | 'docdbfamilyid' | 'citations'
  >,
): LinkSlice {
  const stated = doc.familydata?.['simple-family-data']?.id;
  const office = doc.docdbfamilyid ?? (stated?.startsWith('S:') ? stated.slice(2) : stated);
  return {
    id: doc.id,
    publicationnumber: doc.publicationnumber,
    applicationnumber: doc.applicationnumber,
    priorities: doc.priorities,
    docdbfamilyid: office,
    citations: doc.citations?.patents,
  };
}

/** Index field holding `SliceKeys.simple` and `joins`. */
export const FAMILY_KEYS_FIELD = 'familykeys';
/** Index field holding `U:` + the ucid and `P:` + each of `numbers` (repeats kept: the term frequency counts them). */
export const PUBLICATION_KEYS_FIELD = 'publicationkeys';
/** Index field holding `P:` + each cited number. */
export const CITATION_KEYS_FIELD = 'citationkeys';
/** Index field holding a digest of the family data as written, so linking tells changed families without the document. */
export const FAMILY_STAMP_FIELD = 'familystamp';

/** The search fields the link keys are written to (see `toEngineDocument`). */
export function linkFields(doc: Parameters<typeof linkSliceOf>[0]): Record<string, string[] | string> {
  const keys = sliceKeys(linkSliceOf(doc));
  return {
    [FAMILY_KEYS_FIELD]: [keys.simple, ...keys.joins],
    [PUBLICATION_KEYS_FIELD]: [`U:${doc.id}`, ...keys.numbers.map((n) => `P:${n}`)],
    [CITATION_KEYS_FIELD]: keys.cited.map((n) => `P:${n}`),
    [FAMILY_STAMP_FIELD]: familyStamp(doc.familydata),
  };
}

/** A digest of family data: ids and members in order. Equal stamps, equal family data. */
export function familyStamp(familydata: PatentDocument['familydata']): string {
  const hash = createHash('sha256');
  for (const family of [familydata?.['simple-family-data'], familydata?.['extended-family-data']]) {
    hash.update(family === undefined ? '\u0002' : `\u0001${family.id ?? ''}`);
    for (const member of family?.publications ?? []) hash.update(`\u0003${member.ucid}\u0004${member.an}`);
  }
  return hash.digest('base64url').slice(0, 22);
}
