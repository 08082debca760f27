// The golden-record shape and comparison every reader's golden test uses: whole lists compared with toEqual, so a
// missing or extra party, class or citation fails, and every message names the document and the field.

import type { ClassificationEntry, NplCitation, PatentCitation, PatentDocument } from '@app/shared';
import { expect } from 'vitest';

/** One golden document: where it is, and the values read by hand from the source. */
export type Golden = {
  /** File under shared/data and the 0-based document index inside it. */
  file: string;
  index?: number;
  /** Compared whole with toEqual (full lists). */
  fields: Partial<PatentDocument>;
  applicants?: string[];
  inventors?: string[];
  /** Classifications per scheme as `CODE [main] [I|N] [version]`. */
  classes?: Record<string, string[]>;
  /** Claim count, an exact prefix of claim 1 and the claims' language (default `en`). */
  claims?: [number, string, string?];
  /** Cited patents: count, then entries that must be among them exactly. */
  patents?: [number, ...PatentCitation[]];
  npl?: [number, ...NplCitation[]];
  /** The simple family id the source gives (DOCDB family id, PPUBS familyIdentifierCur). */
  family?: string;
};

export const cls = (e: ClassificationEntry) =>
  [e.code, e.main ? 'main' : '', e.inventive === true ? 'I' : e.inventive === false ? 'N' : '', e.version ?? '']
    .filter(Boolean)
    .join(' ');

/** Compares a read document with its golden record, field by field, naming the document in every message. */
export function checkGolden(doc: PatentDocument, g: Golden): void {
  const at = doc.id;
  for (const [key, value] of Object.entries(g.fields))
    expect(doc[key as keyof PatentDocument], `${at} ${key}`).toEqual(value);
  expect(
    doc.applicants?.map((p) => p.name),
    `${at} applicants`,
  ).toEqual(g.applicants);
  expect(
    doc.inventors?.map((p) => p.name),
    `${at} inventors`,
  ).toEqual(g.inventors);
  const classes = Object.fromEntries(Object.entries(doc.classifications ?? {}).map(([k, v]) => [k, v.map(cls)]));
  expect(classes, `${at} classifications`).toEqual(g.classes ?? {});
  const claims = doc.claims?.[g.claims?.[2] ?? 'en'] ?? [];
  expect(claims.length, `${at} claim count`).toBe(g.claims?.[0] ?? 0);
  if (g.claims) expect(claims[0]?.text.slice(0, g.claims[1].length), `${at} claim 1`).toBe(g.claims[1]);
  const [patentCount = 0, ...patents] = g.patents ?? [];
  expect(doc.citations?.patents?.length ?? 0, `${at} patent citations`).toBe(patentCount);
  for (const c of patents) expect(doc.citations?.patents, `${at} patent citation`).toContainEqual(c);
  const [nplCount = 0, ...npl] = g.npl ?? [];
  expect(doc.citations?.npl?.length ?? 0, `${at} NPL citations`).toBe(nplCount);
  for (const c of npl) expect(doc.citations?.npl, `${at} NPL citation`).toContainEqual(c);
  expect(doc.familydata?.['simple-family-data']?.id, `${at} family`).toBe(g.family);
}
