import type { PatentDocument, Provenance, ProvenanceSource } from '@app/shared';

/**
 * Precedence of sources (MERGE.md says why). Higher wins a field; the office's own full text is the most faithful
 * copy of a publication, its biblio-only products lack the text but state the bibliography as published, DOCDB is
 * the EPO's normalised copy of every office's bibliography, OPS serves DOCDB through a web service (often as stubs:
 * a family member with its number and little else), and third-party exports (Lens, SureChEMBL) are copies of
 * copies with their own normalisation. A re-import of our own canonical export sits below them, and the synthetic
 * demo corpus below everything.
 */
export const SOURCE_RANK = {
  officeFullText: 60,
  officeBiblio: 50,
  docdb: 40,
  ops: 30,
  thirdParty: 20,
  canonical: 10,
  synthetic: 0,
} as const;

/** Formats that are the office's own publication data (its bulk products and its own search services). */
const OFFICE_FORMATS = new Set([
  'uspto-redbook-xml',
  'uspto-patdoc-sgml',
  'uspto-pap-xml',
  'uspto-greenbook',
  'uspto-css-brs',
  'uspto-ppubs-json',
  'uspto-odp-json',
  'uspto-xml4ip',
  'ep-patent-document',
  'epo-fulltext-documents',
  'dpma-xml',
]);

const FORMAT_RANK: Record<string, number> = {
  'epo-docdb': SOURCE_RANK.docdb,
  'epo-ops': SOURCE_RANK.ops,
  'lens-csv': SOURCE_RANK.thirdParty,
  'surechembl-json': SOURCE_RANK.thirdParty,
  'canonical-jsonl': SOURCE_RANK.canonical,
  'synthetic-demo': SOURCE_RANK.synthetic,
};

function hasText(doc: PatentDocument): boolean {
  const any = (map: Record<string, unknown> | undefined) => map !== undefined && Object.keys(map).length > 0;
  return any(doc.claims) || any(doc.descriptions);
}

/** The rank of one source record: its kind of source, and for the office's data whether it carries the text. */
export function sourceRank(doc: PatentDocument): number {
  const format = doc.provenance.format;
  if (OFFICE_FORMATS.has(format) || format.startsWith('uspto-')) {
    return hasText(doc) ? SOURCE_RANK.officeFullText : SOURCE_RANK.officeBiblio;
  }
  // A format nobody ranked yet counts as a third party's: it can fill gaps but never overrule an office.
  return FORMAT_RANK[format] ?? SOURCE_RANK.thirdParty;
}

/** The position's parts in a fixed order, so a source's identity does not depend on how the reader built it. */
function positionKey(position: Provenance['position']): string {
  if (position === undefined) return '';
  return `${position.entry ?? ''}\u0001${position.index ?? ''}\u0001${position.line ?? ''}`;
}

/** A source's identity: format, file and position. The same key met again is the same source read again. */
export function sourceKey(source: Pick<ProvenanceSource, 'format' | 'file' | 'position'>): string {
  return `${source.format}\u0000${source.file}\u0000${positionKey(source.position)}`;
}

/**
 * Whether `a` beats `b` for a field: higher rank, then the fuller record, then the larger key. The order is total
 * and depends only on the two sources, so the winner of every field is the same whatever order files arrive in.
 */
export function outranks(a: ProvenanceSource, b: ProvenanceSource): boolean {
  if (a.rank !== b.rank) return a.rank > b.rank;
  if (a.richness !== b.richness) return a.richness > b.richness;
  return sourceKey(a) > sourceKey(b);
}
