import type { EngineDocument } from '@app/engine';
import type { PatentDocument } from '@app/shared';
import {
  CITATION_KEYS_FIELD,
  FAMILY_KEYS_FIELD,
  FAMILY_STAMP_FIELD,
  linkFields,
  PUBLICATION_KEYS_FIELD,
} from './link/keys';
import { WATCH_STAMPS_FIELD } from './watch-stamps/watch-stamps';

/**
 * The document as the index stores and searches it: the model unchanged (so search results come back in SPEC's
 * shape) plus the flat search fields the engine's schema indexes (classification codes, priority and cited numbers,
 * family ids, counts, SEP facets). Derived fields never overwrite what the model holds.
 */
export function toEngineDocument(doc: PatentDocument): EngineDocument {
  const codes = (entries: readonly { code: string }[] | undefined) => entries?.map((e) => e.code) ?? [];
  const classifications = doc.classifications ?? {};
  const patents = doc.citations?.patents ?? [];
  const cited = (category?: string) =>
    patents.filter((c) => category === undefined || c.categories?.includes(category as never)).map((c) => c.number);
  const simple = doc.familydata?.['simple-family-data'];
  const extended = doc.familydata?.['extended-family-data'];
  // The count a source states (a biblio-only file has no claims to count) wins over the claims we hold.
  const claimCount = doc.claimcount ?? Math.max(0, ...Object.values(doc.claims ?? {}).map((claims) => claims.length));
  const seps = doc.seps ?? [];
  return {
    ...doc,
    ucid: doc.id,
    ipcrvalues: codes(classifications.ipc),
    cpcvalues: codes(classifications.cpc),
    usclassifications: codes(classifications.us),
    loclassifications: codes(classifications.locarno),
    jpfivalues: codes(classifications.jpfi),
    jpftvalues: codes(classifications.jpft),
    // Some sources write the office into the number already (`US60392810`); it is not doubled.
    prioritynumbers: (doc.priorities ?? []).map((p) =>
      p.number.startsWith(p.country) ? p.number : `${p.country}${p.number}`,
    ),
    citednumbers: cited(),
    citednumbers_x: cited('X'),
    citednumbers_y: cited('Y'),
    citednumbers_a: cited('A'),
    ...(simple?.id !== undefined ? { simplefamilyid: simple.id } : {}),
    ...(extended?.id !== undefined ? { extendedfamilyid: extended.id } : {}),
    ...(simple ? { familysize: simple.publications.length } : {}),
    ...(claimCount > 0 ? { claimcount: claimCount } : {}),
    backwardcitationcount: doc.citations?.patents?.length ?? 0,
    sepsexists: seps.length > 0,
    seps_standard_organization: seps.map((s) => s.standard_organization),
    seps_etsi_project: seps.flatMap((s) => (s.etsi_project ? [s.etsi_project] : [])),
    // The keys linking finds this document's families and citations by (the index is the link table).
    ...linkFields(doc),
    ...firstIndexedOf(doc),
  };
}

/**
 * When the publication first entered the index, in epoch seconds: the earliest ingest time among its sources. A later
 * source merging in keeps the earlier ones (and the merge keeps a re-read source's first time), so this never moves.
 * A record without ingest times (the demo corpus, records from before merging) has none.
 */
function firstIndexedOf(doc: PatentDocument): { firstindexed?: number } {
  let first = Number.POSITIVE_INFINITY;
  for (const source of doc.provenance?.sources ?? []) {
    const at = Date.parse(source.ingested);
    if (Number.isFinite(at)) first = Math.min(first, at);
  }
  return Number.isFinite(first) ? { firstindexed: Math.floor(first / 1000) } : {};
}

/** The document with its links as the index stores it: family data in the model, forward citations beside it. */
export function linkedEngineDocument(
  doc: PatentDocument,
  links: { readonly citedby: readonly string[] },
): EngineDocument {
  return { ...toEngineDocument(doc), citedby: [...links.citedby], forwardcitationcount: links.citedby.length };
}

/** Search fields the engine mapping adds; stripped before a stored document is read back as the model. */
const ENGINE_ONLY_FIELDS = [
  'ucid',
  'ipcrvalues',
  'cpcvalues',
  'usclassifications',
  'loclassifications',
  'jpfivalues',
  'jpftvalues',
  'prioritynumbers',
  'citednumbers',
  'citednumbers_x',
  'citednumbers_y',
  'citednumbers_a',
  'simplefamilyid',
  'extendedfamilyid',
  'familysize',
  'backwardcitationcount',
  'sepsexists',
  'seps_standard_organization',
  'seps_etsi_project',
  'citedby',
  'forwardcitationcount',
  'firstindexed',
  FAMILY_KEYS_FIELD,
  PUBLICATION_KEYS_FIELD,
  CITATION_KEYS_FIELD,
  FAMILY_STAMP_FIELD,
  WATCH_STAMPS_FIELD,
];

/** The model back from a stored document: the search fields `toEngineDocument` added are dropped. */
export function fromEngineDocument(stored: Readonly<Record<string, unknown>>): PatentDocument {
  const model: Record<string, unknown> = { ...stored };
  for (const field of ENGINE_ONLY_FIELDS) delete model[field];
  return model as PatentDocument;
}
