// Reader of The Lens (lens.org) patent exports in CSV: one publication per row, bibliographic fields only. Lists
// inside a cell are separated by `;;`. Two header variants are known: the older one (`Publication Number`,
// `Owners (US)`, `Type`) and the newer one with abstracts, family members and legal status (`Display Key`, `Owners`,
// `Document Type`, `Simple Family Members`, `Legal Status`). Rows are parsed as a stream.
import { Readable } from 'node:stream';
import {
  type ClassificationEntry,
  canonicalApplicationNumber,
  type Family,
  type FamilyPublication,
  type NplCitation,
  type Party,
  type PatentDocumentFields,
  type Priority,
  ucidOf,
} from '@app/shared';
import { type CsvError, type Info, parse } from 'csv-parse';
import { resultOf } from './epo-common';
import {
  assigneeFields,
  classCode,
  dateOf,
  normalizedNames,
  priorityOf,
  uniqueClassifications,
  uniqueStrings,
} from './epo-fields';
import type { FormatReader, ReadResult, SourceEntry, SourceFormat } from './reader';

const FORMAT: SourceFormat = 'lens-csv';

/** Columns without which a row cannot be identified. */
const REQUIRED = ['Jurisdiction', 'Kind', 'Lens ID'] as const;
/** The publication number column: `Publication Number` (older exports) or `Display Key`. */
const NUMBER_COLUMNS = ['Publication Number', 'Display Key'] as const;

/** Splits a header line of a CSV export into its (unquoted) column names. */
function headerColumns(line: string): string[] {
  return line
    .replace(/^\uFEFF/, '')
    .replace(/\r$/, '')
    .split(',')
    .map((name) => name.trim().replace(/^"(.*)"$/, '$1'));
}

/** Recognises a Lens patent export by its header row: `Jurisdiction`, `Kind`, `Lens ID` and a number column. */
export function detectLensCsv(head: string): boolean {
  const firstLine = head.split('\n', 1)[0] ?? '';
  const columns = headerColumns(firstLine);
  return REQUIRED.every((name) => columns.includes(name)) && NUMBER_COLUMNS.some((name) => columns.includes(name));
}

/** A `;;`-separated list cell. */
function cellList(value: string | undefined): string[] {
  return (value ?? '')
    .split(';;')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Language of a title Lens gives: English unless the text is in another script or in accented Latin. */
export function titleLanguage(text: string, country: string): string {
  if (/[\u3040-\u30ff]/u.test(text)) return 'ja';
  if (/[\uac00-\ud7af]/u.test(text)) return 'ko';
  if (/[\u4e00-\u9fff]/u.test(text)) return country === 'JP' ? 'ja' : 'zh';
  if (/[\u0400-\u04ff]/u.test(text)) return country === 'UA' ? 'uk' : country === 'BG' ? 'bg' : 'ru';
  if (/^[\x20-\x7e]*$/.test(text)) return 'en';
  const latin: Record<string, string> = {
    DE: 'de',
    AT: 'de',
    CH: 'de',
    FR: 'fr',
    BE: 'fr',
    ES: 'es',
    AR: 'es',
    CL: 'es',
    MX: 'es',
    PT: 'pt',
    BR: 'pt',
    IT: 'it',
    PL: 'pl',
    RO: 'ro',
    HU: 'hu',
    LT: 'lt',
    LV: 'lv',
    CZ: 'cs',
    SE: 'sv',
    DK: 'da',
    FI: 'fi',
    NL: 'nl',
    TR: 'tr',
  };
  return latin[country] ?? 'en';
}

/**
 * A priority cell entry: `US 83547206 P 20060804` (older exports, with date) or `US 201462030942 P` (newer, without).
 * Lens writes numbers in DOCDB form, so 8 US digits are serial + year.
 */
export function lensPriority(text: string): Priority | null {
  const match = /^([A-Z]{2})\s+(.+?)(?:\s+([A-Z]))?(?:\s+(\d{8}))?$/.exec(text.trim());
  if (match === null) return null;
  const [, country = '', number = '', kind, date] = match;
  return priorityOf(country, number, date, kind, true);
}

/** `SANGAMO THERAPEUTICS INC (2017-01-05)`: owner name without the date Lens appends. */
function ownerName(text: string): string {
  return text.replace(/\s*\(\d{4}-\d{2}-\d{2}\)\s*$/, '').trim();
}

function classificationList(value: string | undefined): ClassificationEntry[] {
  return uniqueClassifications(cellList(value).map((code) => ({ code: classCode(code) })));
}

/** A family of Lens IDs: Lens names no family id, so the family is keyed by its least member (`lens:…`). */
function lensFamily(members: string[], self: FamilyPublication | undefined): Family | undefined {
  if (members.length === 0) return undefined;
  const key = [...members].sort()[0]!;
  return { id: `lens:${key}`, publications: self === undefined ? [] : [self] };
}

type Row = Record<string, string>;

/** Maps one row (column name → cell) to the model, or a message when the row names no publication. */
export function mapLensRow(row: Row, file: string, index: number, line: number): PatentDocumentFields | string {
  const country = (row.Jurisdiction ?? '').trim().toUpperCase();
  const kind = (row.Kind ?? '').trim().toUpperCase();
  // Corrections carry their date in the number (`EP 1357170 B9 20061018`).
  const written = (row['Display Key'] ?? row['Publication Number'] ?? '').trim().replace(/\s+\d{8}$/, '');
  if (written === '') return 'Row without a publication number.';
  const ucid = ucidOf(country, written, kind);
  if (ucid === null) return `No valid publication number: ${country} ${written} ${kind}.`;
  const serial = ucid.split('-')[1] ?? '';
  const applicationnumber = canonicalApplicationNumber(row['Application Number'] ?? '', { docdb: true }) ?? undefined;
  const publicationdate = dateOf(row['Publication Date']);
  const applicationdate = dateOf(row['Application Date']);

  const priorities: Priority[] = [];
  for (const text of cellList(row['Priority Numbers'])) {
    const priority = lensPriority(text);
    if (priority !== null && !priorities.some((known) => known.number === priority.number)) priorities.push(priority);
  }
  const earliestprioritydate = dateOf(row['Earliest Priority Date']);
  // The earliest priority's office: the priority of that date, or (newer exports list priorities undated) the one
  // office all priorities share.
  const dated = priorities.filter((priority) => priority.date !== undefined);
  const earliestCountries = uniqueStrings(
    (dated.length > 0 ? dated.filter((priority) => priority.date === earliestprioritydate) : priorities).map(
      (priority) => priority.country,
    ),
  );
  const applicants: Party[] = cellList(row.Applicants).map((name) => ({ name }));
  const inventors: Party[] = cellList(row.Inventors).map((name) => ({ name }));
  const owners = uniqueStrings(cellList(row.Owners ?? row['Owners (US)']).map(ownerName));
  const title = (row.Title ?? '').trim();
  const abstract = (row.Abstract ?? '').trim();
  const npl: NplCitation[] = cellList(row['NPL Citations']).map((text) => ({ text }));

  const type = (row['Document Type'] ?? row.Type ?? '').trim();
  const status = (row['Legal Status'] ?? '').trim().toUpperCase();
  let grant: boolean | undefined;
  if (type === 'Granted Patent' || ['ACTIVE', 'INACTIVE', 'EXPIRED'].includes(status)) grant = true;
  else if (status === 'PENDING' || status === 'DISCONTINUED') grant = false;
  const pending = status === '' ? undefined : status === 'PENDING';

  const self: FamilyPublication | undefined =
    applicationnumber === undefined
      ? undefined
      : {
          ucid,
          an: applicationnumber,
          ...(publicationdate !== undefined ? { publicationdate } : {}),
          ...(applicationdate !== undefined ? { applicationdate } : {}),
        };
  const simple = lensFamily(cellList(row['Simple Family Members']), self);
  const extended = lensFamily(cellList(row['Extended Family Members']), self);

  const fields: PatentDocumentFields = {
    id: ucid,
    country,
    kindcode: kind,
    publicationnumber: `${country}${serial}${kind}`,
    applicationnumber,
    publicationdate,
    applicationdate,
    earliestprioritydate,
    earliestprioritycountry: earliestCountries.length === 1 ? earliestCountries[0] : undefined,
    grantdate: type === 'Granted Patent' ? publicationdate : undefined,
    titles: title === '' ? undefined : { [titleLanguage(title, country)]: title },
    abstracts: abstract === '' ? undefined : { [titleLanguage(abstract, country)]: abstract },
    priorities,
    applicants,
    inventors,
    inventors_name_normalized: normalizedNames(inventors.map((party) => party.name)),
    ...assigneeFields(applicants.map((party) => party.name)),
    assignees_name_current: owners,
    classifications: {
      cpc: classificationList(row['CPC Classifications']),
      ipc: classificationList(row['IPCR Classifications']),
      us: uniqueClassifications(
        cellList(row['US Classifications']).map((code) => ({ code: code.replace(/\s+/g, '') })),
      ),
    },
    citations: { npl },
    familydata:
      simple === undefined && extended === undefined
        ? undefined
        : {
            ...(simple !== undefined ? { 'simple-family-data': simple } : {}),
            ...(extended !== undefined ? { 'extended-family-data': extended } : {}),
          },
    grant,
    pending,
    provenance: { format: FORMAT, file, position: { index, line } },
  } as PatentDocumentFields;
  return fields;
}

type Parsed = { record: string[]; info: Info };

/** The 1-based line where a record starts: csv-parse reports the line it ends on. */
function startLine(parsed: Parsed): number {
  let breaks = 0;
  for (const field of parsed.record) for (const char of field) if (char === '\n') breaks += 1;
  return Math.max(1, parsed.info.lines - breaks);
}

async function* readLensCsv(entry: SourceEntry): AsyncGenerator<ReadResult> {
  const skipped: { line: number; message: string }[] = [];
  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (error: CsvError | undefined) => {
      if (error !== undefined)
        skipped.push({ line: (error as CsvError & { lines?: number }).lines ?? 0, message: error.message });
      return undefined;
    },
  });
  const source = Readable.from(entry.open());
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);

  let header: string[] | undefined;
  let index = 0;
  const drain = function* (): Generator<ReadResult> {
    for (const skip of skipped.splice(0)) {
      yield {
        kind: 'error',
        file: entry.name,
        position: skip.line > 0 ? { line: skip.line, document: index } : { document: index },
        message: `CSV error: ${skip.message}`,
      };
    }
  };
  try {
    for await (const parsed of parser as AsyncIterable<Parsed>) {
      yield* drain();
      if (header === undefined) {
        header = parsed.record.map((name) => name.trim());
        const columns = header;
        const missing: string[] = REQUIRED.filter((name) => !columns.includes(name));
        if (!NUMBER_COLUMNS.some((name) => columns.includes(name))) missing.push(NUMBER_COLUMNS.join(' or '));
        if (missing.length > 0) {
          yield {
            kind: 'error',
            file: entry.name,
            position: { line: 1 },
            message: `Not a Lens patent export header: missing column(s) ${missing.join(', ')}.`,
          };
          source.destroy();
          return;
        }
        continue;
      }
      const line = startLine(parsed);
      const position = { line, document: index };
      if (parsed.record.length !== header.length) {
        yield {
          kind: 'error',
          file: entry.name,
          position,
          message: `Row has ${parsed.record.length} fields, the header ${header.length}: truncated or malformed row.`,
        };
        index += 1;
        continue;
      }
      const row: Row = {};
      header.forEach((name, column) => {
        row[name] = parsed.record[column] ?? '';
      });
      const mapped = mapLensRow(row, entry.name, index, line);
      if (typeof mapped === 'string') yield { kind: 'error', file: entry.name, position, message: mapped };
      else yield resultOf(mapped, entry.name, position);
      index += 1;
    }
  } catch (error) {
    yield* drain();
    yield {
      kind: 'error',
      file: entry.name,
      position: { document: index },
      message: `CSV error: ${error instanceof Error ? error.message : String(error)}`,
    };
    return;
  }
  yield* drain();
  if (header === undefined) {
    yield { kind: 'error', file: entry.name, position: { line: 1 }, message: 'Empty file: no Lens CSV header.' };
  } else if (index === 0) {
    yield { kind: 'skipped', file: entry.name, reason: 'Lens export with a header and no rows.' };
  }
}

/** The Lens patent CSV reader. */
export const lensCsvReader: FormatReader = {
  format: FORMAT,
  detect: detectLensCsv,
  read: readLensCsv,
};
