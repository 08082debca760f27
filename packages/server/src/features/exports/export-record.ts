// The stored patent document as an export record: one value per chosen field of the catalogue (EXPORT_FIELDS), in
// the shape a writer wants (dates as dates, lists as lists). Every field id of the catalogue has its mapping here;
// a document without the data gets null, which writers leave empty.

import type { ExportFieldDef, SearchDoc } from '@app/shared';
import type { ExportRecord, ExportValue } from './export-writer';

/** What the folder keeps about a patent (folder exports only). */
export type FolderNotes = { readonly rating: number | null; readonly labels: string[]; readonly comments: string[] };

/** What a record needs besides the document. */
export type RecordContext = {
  /** The app's address, for links to the document page. */
  readonly publicUrl: string;
  /** The folder's notes by ucid; empty unless the source is a folder. */
  readonly notes: ReadonlyMap<string, FolderNotes>;
  /** Custom field values as text by ucid ("Status: Relevant; Reviewer: Ada"). */
  readonly customValues: ReadonlyMap<string, string>;
};

type Doc = SearchDoc & Record<string, unknown>;
type Claim = { num: number; text: string; dependsOn: number[] };

/** YYYYMMDD as a Date at midnight UTC, or null. */
export function dateOf(value: unknown): Date | null {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n) || n < 10000101 || n > 99991231) return null;
  const date = new Date(Date.UTC(Math.floor(n / 10000), (Math.floor(n / 100) % 100) - 1, n % 100));
  return Number.isNaN(date.getTime()) ? null : date;
}

function strings(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const out = value.filter((v): v is string => typeof v === 'string' && v !== '');
  return out.length > 0 ? out : null;
}

/** One text of a by-language field: the document's own language first, then English, then any. */
function inLanguage<T>(doc: Doc, field: string): T | null {
  const byLanguage = doc[field] as Record<string, T> | undefined;
  if (!byLanguage || typeof byLanguage !== 'object') return null;
  const language = typeof doc.language === 'string' ? doc.language : '';
  return byLanguage[language] ?? byLanguage.en ?? Object.values(byLanguage)[0] ?? null;
}

function text(doc: Doc, field: string, translated?: string): string | null {
  const value = inLanguage<string>(doc, field) ?? (translated ? inLanguage<string>(doc, translated) : null);
  return typeof value === 'string' && value !== '' ? value : null;
}

function claimsOf(doc: Doc): Claim[] {
  const claims = inLanguage<Claim[]>(doc, 'claims');
  return Array.isArray(claims) ? claims : [];
}

function claimText(claims: readonly Claim[]): string | null {
  return claims.length > 0 ? claims.map((c) => `${c.num}. ${c.text}`).join('\n\n') : null;
}

function codes(doc: Doc, scheme: string): string[] | null {
  const entries = (doc.classifications as Record<string, { code: string }[]> | undefined)?.[scheme];
  return Array.isArray(entries) ? strings(entries.map((e) => e.code)) : null;
}

function familyMembers(doc: Doc, which: 'simple-family-data' | 'extended-family-data'): string[] | null {
  const family = (doc.familydata as Record<string, { publications?: { ucid: string }[] }> | undefined)?.[which];
  return strings(family?.publications?.map((p) => p.ucid));
}

/** Links to the document's drawings through the drawings route (SPEC §7), one per page or figure. */
function drawingLinks(doc: Doc, publicUrl: string): string[] | null {
  const drawings = doc.drawings as { id: string }[] | undefined;
  if (typeof doc.srcpat !== 'string' || !Array.isArray(drawings) || drawings.length === 0) return null;
  const srcpat = encodeURIComponent(doc.srcpat);
  return drawings.map((_, i) => `${publicUrl}/api/drawings/get-image/${srcpat}/${i + 1}`);
}

/** Short snippets of the fields the search's terms were found in, each mark set off with « », for reading. */
export function keywordsInContext(doc: SearchDoc): string | null {
  const snippets = Object.values(doc.highlighting?.hl ?? {}).flat();
  if (snippets.length === 0) return null;
  return snippets
    .map((s) => {
      let out = '';
      let at = 0;
      for (const mark of [...s.highlights].sort((a, b) => a.start - b.start)) {
        if (mark.start < at) continue;
        out += `${s.text.slice(at, mark.start)}«${s.text.slice(mark.start, mark.end)}»`;
        at = mark.end;
      }
      return `…${out}${s.text.slice(at)}…`;
    })
    .join('\n');
}

function statusOf(doc: Doc): string | null {
  if (doc.grant === true) return 'granted';
  if (doc.pending === true) return 'pending';
  return null;
}

function numberOr(value: unknown, fallback: number | null): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** The value of field `id` for a document. */
function fieldValue(id: string, doc: Doc, ctx: RecordContext, url: string): ExportValue {
  const notes = ctx.notes.get(doc.ucid);
  switch (id) {
    case 'publication_number':
      return typeof doc.publicationnumber === 'string' ? doc.publicationnumber : doc.ucid;
    case 'title':
      return text(doc, 'titles', 'titles_mt');
    case 'document_url':
      return url;
    case 'country':
      return typeof doc.country === 'string' ? doc.country : null;
    case 'kind_code':
      return typeof doc.kindcode === 'string' ? doc.kindcode : null;
    case 'publication_date':
      return dateOf(doc.publicationdate);
    case 'application_number':
      return typeof doc.applicationnumber === 'string' ? doc.applicationnumber : null;
    case 'application_date':
      return dateOf(doc.applicationdate);
    case 'earliest_priority_date':
      return dateOf(doc.earliestprioritydate);
    case 'priority_numbers':
      return strings((doc.priorities as { number: string }[] | undefined)?.map((p) => p.number));
    case 'grant_date':
      return dateOf(doc.grantdate);
    case 'expected_expiry_date':
      return dateOf(doc.expectedexpirydate);
    case 'assignees':
      return strings(doc.assignees_name_original) ?? strings(doc.assignees_name_probable);
    case 'assignees_current':
      return strings(doc.assignees_name_current);
    case 'inventors':
      return (
        strings(doc.inventors_name_normalized) ??
        strings((doc.inventors as { name: string }[] | undefined)?.map((p) => p.name))
      );
    case 'agents':
      return strings(doc.agents_name_normalized);
    case 'language':
      return typeof doc.language === 'string' ? doc.language : null;
    case 'status':
      return statusOf(doc);
    case 'family_id': {
      const simple = (doc.familydata as Record<string, { id?: string }> | undefined)?.['simple-family-data'];
      const id = doc.simplefamilyid ?? simple?.id;
      return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
    }
    case 'forward_citation_count':
      return numberOr(doc.forwardcitationcount, Array.isArray(doc.citedby) ? doc.citedby.length : null);
    case 'claim_count':
      return numberOr(doc.claimcount, claimsOf(doc).length || null);
    case 'keywords_in_context':
      return keywordsInContext(doc);
    case 'abstract':
      return text(doc, 'abstracts', 'abstracts_mt');
    case 'first_claim':
      return text(doc, 'firstclaims') ?? claimsOf(doc)[0]?.text ?? null;
    case 'independent_claims':
      return claimText(claimsOf(doc).filter((c) => c.dependsOn.length === 0));
    case 'claims':
      return claimText(claimsOf(doc));
    case 'description': {
      const paragraphs = inLanguage<string[]>(doc, 'descriptions');
      return Array.isArray(paragraphs) && paragraphs.length > 0 ? paragraphs.join('\n\n') : null;
    }
    case 'ipc':
      return codes(doc, 'ipc');
    case 'cpc':
      return codes(doc, 'cpc');
    case 'us_classification':
      return codes(doc, 'us');
    case 'locarno':
      return codes(doc, 'locarno');
    case 'fi':
      return codes(doc, 'jpfi');
    case 'fterm':
      return codes(doc, 'jpft');
    case 'thumbnail':
      return drawingLinks(doc, ctx.publicUrl)?.[0] ?? null;
    case 'full_images':
      return drawingLinks(doc, ctx.publicUrl);
    case 'simple_family_members':
      return familyMembers(doc, 'simple-family-data');
    case 'extended_family_members':
      return familyMembers(doc, 'extended-family-data');
    case 'tables':
      // The stored document model holds no tables yet; the column stays empty rather than absent.
      return null;
    case 'folder_comments':
      return notes && notes.comments.length > 0 ? notes.comments.join('\n') : null;
    case 'folder_rating':
      return notes?.rating != null ? String(notes.rating) : null;
    case 'folder_labels':
      return notes && notes.labels.length > 0 ? notes.labels : null;
    case 'pdf_url':
      // No publication PDFs are stored yet (the app's PDF link lands on its PDF-not-found screen): nothing to link.
      return null;
    case 'custom_field_values':
      return ctx.customValues.get(doc.ucid) ?? null;
    default:
      return null;
  }
}

/** The record of one document with exactly `fields`. */
export function toExportRecord(doc: SearchDoc, fields: readonly ExportFieldDef[], ctx: RecordContext): ExportRecord {
  const d = doc as Doc;
  const url = `${ctx.publicUrl}/patent/${encodeURIComponent(doc.ucid)}`;
  const values: Record<string, ExportValue> = {};
  for (const field of fields) values[field.id] = fieldValue(field.id, d, ctx, url);
  return {
    ucid: doc.ucid,
    heading: text(d, 'titles', 'titles_mt') ?? doc.ucid,
    documentUrl: url,
    values,
    // No raster drawing is stored for any document yet (the demo corpus draws SVG on request): no image to embed.
    thumbnail: null,
  };
}
