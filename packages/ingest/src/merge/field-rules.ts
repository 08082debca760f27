import { canonicalPublicationNumber } from '@app/shared';

// How each field of a publication's record is merged from several sources (MERGE.md has the table and the why).

/** Maps whose keys are owned one by one: a language's title, a scheme's classifications. */
export const KEYED_FIELDS = new Set([
  'titles',
  'titles_mt',
  'abstracts',
  'abstracts_mt',
  'firstclaims',
  'claims',
  'descriptions',
  'classifications',
]);

/** Flags where any source saying yes is news worth keeping (litigation found, FDA data linked, examples found). */
export const ANY_TRUE_FIELDS = new Set(['fdaexists', 'exampleexists', 'litigationexists']);

/** Derived from the merged record, never merged: existence flags follow the merged text, families are linked. */
export const DERIVED_FIELDS = ['tiexists', 'abexists', 'claexists', 'descexists', 'familydata'] as const;

/** Derived unless a source states them (some sources state an expiry or a claim count; otherwise we compute it). */
export const DERIVED_UNLESS_STATED = ['expectedexpirydate', 'expectedexpiryexplanation', 'claimcount'] as const;

type Item = Record<string, unknown>;

const compact = (text: string) => text.replace(/[^0-9A-Z]/gi, '').toUpperCase();

function priorityKey(item: Item): string {
  const country = String(item.country ?? '');
  const number = compact(String(item.number ?? ''));
  return `${country}|${number.startsWith(country) ? number.slice(country.length) : number}`;
}

function citationKey(item: Item): string {
  const number = String(item.number ?? '');
  const full = /^[A-Z]{2}/.test(number) ? number : `${item.country ?? ''}${number}${item.kind ?? ''}`;
  return canonicalPublicationNumber(full) || compact(full);
}

/**
 * Lists that are unions of every source's items, each item known by a key: two sources listing the same event,
 * priority or citation give one item. The key also orders the merged list (dates first where items have them).
 */
export const UNION_FIELDS: Record<string, (item: Item) => string> = {
  legalevents: (e) => `${e.date ?? ''}|${e.code ?? ''}|${e.country ?? ''}|${e.description ?? ''}`,
  priorities: (p) => `${p.date ?? '99999999'}|${priorityKey(p)}`,
  nationalphaseapplications: (n) => compact(String(n.an ?? '')),
  drawings: (d) => String(d.id ?? ''),
  seps: (s) =>
    [s.standard_organization, s.standard, s.etsi_project, s.declarant, s.declarationdate].map(String).join('|'),
  'citations.patents': citationKey,
  'citations.npl': (c) =>
    String(c.text ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase(),
};

/** The identity of a union item without its ordering prefix (priorities sort by date but match by number). */
export function unionIdentity(field: string, item: Item): string {
  if (field === 'priorities') return priorityKey(item);
  return UNION_FIELDS[field]!(item);
}

/**
 * Of two items with one identity, the one to keep: the fuller (longer when written out), else the larger text.
 * Citations keep every category either source gave. The choice depends only on the two items, never on which
 * arrived first, so merging stays order-independent.
 */
export function combineItems(field: string, a: Item, b: Item): Item {
  const ja = JSON.stringify(a);
  const jb = JSON.stringify(b);
  const kept = ja.length !== jb.length ? (ja.length > jb.length ? a : b) : ja >= jb ? a : b;
  if (!field.startsWith('citations.')) return kept;
  const categories = [...new Set([...((a.categories as string[]) ?? []), ...((b.categories as string[]) ?? [])])];
  return categories.length > 0 ? { ...kept, categories: categories.sort() } : kept;
}

/** Whether a value says nothing (absent, empty text, empty list or map): it never replaces or removes a value. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value as object).length === 0;
  return false;
}
