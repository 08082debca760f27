// What a JSON, tabular or plain-text file is, told by its content, for the reason an entry without patent documents
// is skipped: literature records (Crossref, Lens scholarly), chemistry tables, classification title tables, the EPO
// delivery's coverage report and volume id, lists of publication numbers, notes, and any other table or text by
// its columns or first line.

import { clip } from './non-publication-markup';

/** What is known of the text: the first 64 KiB of the entry, and whether that is all of it. */
export type TextSample = { readonly text: string; readonly complete: boolean };

const lines = (text: string) => text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '');

function firstKeys(text: string): string[] | undefined {
  const first = text.trimStart().startsWith('{') ? lines(text)[0] : undefined;
  for (const candidate of [text, first]) {
    if (candidate === undefined) continue;
    try {
      const value = JSON.parse(candidate) as unknown;
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) return Object.keys(value);
    } catch {
      // The sample is cut, or holds several values (JSON lines): try the next candidate.
    }
  }
  return undefined;
}

function describeJson({ text, complete }: TextSample): string | undefined {
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (!/^[{[]/.test(body)) return undefined;
  const jsonLines = /^\{[^\n]*\}\s*\n\s*\{/.test(body) || (lines(body).length === 1 && !complete);
  const shape = jsonLines ? 'JSON lines' : 'JSON';
  if (/"DOI"\s*:/.test(body) && /"(?:container-title|reference-count|is-referenced-by-count)"\s*:/.test(body)) {
    return `Crossref works (${shape}): DOI metadata of scholarly works, non-patent literature`;
  }
  if (/"lens_id"\s*:/.test(body) && /"publication_type"\s*:/.test(body) && !/"jurisdiction"\s*:/.test(body)) {
    return `Lens scholarly works (${shape}): scholarly records, non-patent literature`;
  }
  const keys = firstKeys(body);
  const named = keys === undefined ? '' : ` with keys ${clip(keys.join(', '))}`;
  return `${shape}${named}: a structure no reader reads, no patent document`;
}

type Table = { separator: 'TSV' | 'CSV'; columns: string[]; rows: string[][] };

function tableOf(text: string): Table | undefined {
  const [header = '', ...rest] = lines(text.replace(/^\uFEFF/, ''));
  const separator = header.includes('\t') ? '\t' : (header.match(/,/g)?.length ?? 0) >= 2 ? ',' : undefined;
  if (separator === undefined) return undefined;
  const split = (line: string) => line.split(separator).map((cell) => cell.trim().replace(/^"|"$/g, ''));
  return { separator: separator === '\t' ? 'TSV' : 'CSV', columns: split(header), rows: rest.map(split) };
}

function describeTable(sample: TextSample): string | undefined {
  const table = tableOf(sample.text);
  if (table === undefined) return undefined;
  const { separator, columns, rows } = table;
  const has = (...names: string[]) => names.every((name) => columns.some((c) => c.toLowerCase() === name));
  const named = `${separator}: ${clip(columns.join(', '), 100)}`;
  if (has('surechembl id', 'smiles')) {
    return `SureChEMBL chemistry table (${named}): compounds found in patents, not publications`;
  }
  if (has('publication_number', 'inchikey')) {
    return `patent–compound link table (${named}): the compounds each publication names, no publication itself`;
  }
  if (has('inchikey') && (has('inchi') || has('smiles_canonical'))) {
    return `chemical compound table (${named}): structures, not publications`;
  }
  if (columns.some((c) => /reactants>reagents>product/i.test(c))) {
    return `reaction table (${named}): reaction SMILES taken from patents, not publications`;
  }
  if (has('code', 'level') && columns.some((c) => /^title_[a-z]{2}$/.test(c))) {
    return `classification title table (${named}): titles of classification codes, not a publication`;
  }
  if (has('lens id', 'title', 'publication type', 'source title')) {
    return 'Lens scholarly export (CSV): scholarly works, non-patent literature';
  }
  if (/^validation process$/i.test(columns[0] ?? '') && rows[0]?.join(',').startsWith('CC,KC,Lang')) {
    // `CC,KC,Lang,Pub date,First PN,Last PN,Nb PN,…` and one row per country, kind and language.
    const ranges = rows
      .slice(1)
      .map((r) => `${r[0]} ${r[1]} ${r[4]} to ${r[5]}, ${r[6]} publication${r[6] === '1' ? '' : 's'}`);
    return `EPO full-text delivery coverage report (CSV: publications per country, kind and language, with the sections they carry; ${ranges.join('; ')}): a delivery report, not a publication`;
  }
  if (has('file') && columns.some((c) => /^(?:request_)?ur[il]$/i.test(c))) {
    return `file manifest (${named}): which address each file was fetched from, no patent document`;
  }
  return `table (${named}): columns no reader reads, no patent document`;
}

/** A publication number as lists write them: `EP.2400812.A1`, `D0967598`, `US 7,057,742 B2`. */
const NUMBER_LINE = /^(?:[A-Z]{2}[.\s-]?)?[A-Z]{0,2}\d[\d,]{3,}(?:[.\s-]?[A-Z]\d?)?$/;

/** Plain text of a kind we know, or undefined. */
function describeKnownText({ text, complete }: TextSample): string | undefined {
  const all = lines(text.replace(/^\uFEFF/, ''));
  const first = all[0]?.trim() ?? '';
  if (/^#\s+\S/.test(first)) return `Markdown text ('${clip(first.replace(/^#+\s*/, ''))}'): notes, not a publication`;
  if (/^This product is the FTM\/XML exchange/.test(first)) {
    return 'EPO full-text (FTM/XML) delivery description (CONTENTS): prose about the delivery, not a publication';
  }
  const inquiry = /^Image Inquiry for (\S+)/.exec(first);
  if (inquiry !== null) {
    return `text summary of an OPS image inquiry for ${inquiry[1]} (as the epo-ops example program prints it): drawing pages listed, no patent document`;
  }
  const usage = /^Usage Statistics for (\S+)/.exec(first);
  if (usage !== null)
    return `text summary of OPS usage statistics for ${usage[1]}: API usage counts, not a publication`;
  if (all.length === 1 && /^EP[A-Z]{2,}\d{8,}$/.test(first)) {
    return `EPO delivery volume identifier (${first}): one id, not a publication`;
  }
  if (all.length > 0 && all.every((line) => NUMBER_LINE.test(line.trim()))) {
    const count = `${complete ? '' : 'at least '}${all.length}`;
    return `list of ${count} publication numbers, one a line (the first ${all[0]?.trim()}): numbers only, no bibliographic data or text`;
  }
  return undefined;
}

function describePlain(text: string): string {
  const first = lines(text.replace(/^\uFEFF/, ''))[0]?.trim() ?? '';
  return `plain text (first line '${clip(first)}'): no format any reader reads, no patent document`;
}

/** Why a text file holds no patent document, naming what it is (by content, never by its name). */
export function describeText(sample: TextSample): string {
  return describeJson(sample) ?? describeKnownText(sample) ?? describeTable(sample) ?? describePlain(sample.text);
}
