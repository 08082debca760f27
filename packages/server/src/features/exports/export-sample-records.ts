import { deflateSync } from 'node:zlib';
import { EXPORT_FIELDS, type ExportFieldDef, type ExportFormat, fieldAllowed } from '@app/shared';
import type { ExportImage, ExportRecord, ExportReport, ExportValue, ExportWriterFactory } from './export-writer';

/**
 * Generated export records for the format tests and the export bench: the awkward cases real documents bring
 * (German, Japanese and Chinese titles, characters that XML and HTML must escape, empty values, long claims, a drawing
 * on some documents), made deterministically from the record number so a test can recompute what it expects.
 */

/** Titles that cycle through the records: each trips something in some format. */
export const SAMPLE_TITLES = [
  'Solar cell with textured <front> surface & "anti-reflective" coating',
  'Verfahren zur Herstellung einer Brennstoffzelle mit größerer Oberfläche',
  '燃料電池用の電極触媒及びその製造方法',
  '锂离子电池正极材料及其制备方法',
  "Battery pack with O'Brien's cooling channel; 5 < 6 > 4 ]]> <![CDATA[ end",
] as const;

const ABSTRACT =
  'A device comprising a first electrode and a second electrode, wherein the electrolyte (< 5 % water) separates ' +
  'them & carries ions; the Gehäuse (housing) is sealed. 電解質は固体である。';

/** A claim that runs over several pages, so page breaks inside long texts are exercised. */
function longClaims(n: number): string {
  const parts = [];
  for (let i = 1; i <= 40; i++) {
    parts.push(
      `${i}. The device of claim ${Math.max(1, i - 1)}, wherein layer ${i} of record ${n} has a thickness between ` +
        `${i} nm and ${i * 10} nm, and wherein the surface is treated at <${i * 100} °C> & dried.`,
    );
  }
  return parts.join('\n');
}

const COUNTRIES = ['EP', 'DE', 'JP', 'CN', 'US'] as const;

/** The publication number of record n (the ucid and the publication_number field). */
export function samplePublicationNumber(n: number): string {
  return `${COUNTRIES[n % COUNTRIES.length]}${1_000_000 + n}A1`;
}

/** The title of record n. */
export function sampleTitle(n: number): string {
  return `${SAMPLE_TITLES[n % SAMPLE_TITLES.length]} (${n})`;
}

/** Record n's first claim; long for every third record. */
export function sampleFirstClaim(n: number): string {
  return n % 3 === 0 ? longClaims(n) : `1. A device (${n}) comprising a housing & a lid; 請求項 ${n}.`;
}

function sampleValue(field: ExportFieldDef, n: number): ExportValue {
  // Every fourth record leaves its optional short fields empty, as documents without a grant or agents do.
  const sparse = n % 4 === 2;
  switch (field.id) {
    case 'publication_number':
      return samplePublicationNumber(n);
    case 'title':
      return sampleTitle(n);
    case 'document_url':
      return `https://patents.example.test/patent/${samplePublicationNumber(n)}?a=1&b=2`;
    case 'country':
      return COUNTRIES[n % COUNTRIES.length]!;
    case 'kind_code':
      return 'A1';
    case 'publication_date':
      return new Date(Date.UTC(2020, n % 12, 1 + (n % 28)));
    case 'application_date':
      return new Date(Date.UTC(2018, n % 12, 1 + (n % 28)));
    case 'grant_date':
    case 'expected_expiry_date':
      return sparse ? null : new Date(Date.UTC(2022, n % 12, 1 + (n % 28)));
    case 'assignees':
    case 'assignees_current':
      return ['Müller & Söhne GmbH', '株式会社テスト', `Acme <Energy> ${n % 7}`];
    case 'inventors':
      return sparse ? [] : ['Jürgen Groß', '山田 太郎', `O'Neil, Ann ${n}`];
    case 'agents':
      return sparse ? null : ['Patentanwälte Schmidt'];
    case 'priority_numbers':
      return [`US20${10 + (n % 10)}00${n}`];
    case 'ipc':
    case 'cpc':
      return ['H01M 8/10', 'H01M 4/86', `Y02E 60/${n % 50}`];
    case 'forward_citation_count':
      return n % 17;
    case 'claim_count':
      return 1 + (n % 40);
    case 'abstract':
      return sparse ? '' : ABSTRACT;
    case 'first_claim':
      return sampleFirstClaim(n);
    case 'keywords_in_context':
      return '… the <b>fuel cell</b> electrode …';
    case 'full_images':
      return [`https://patents.example.test/images/${samplePublicationNumber(n)}/1.png`];
    case 'thumbnail':
      return null;
    default:
      if (field.type === 'date') return new Date(Date.UTC(2019, 0, 1 + (n % 28)));
      if (field.type === 'number') return n;
      if (field.type === 'list') return [`${field.id}-${n}`];
      if (field.type === 'url') return `https://patents.example.test/${field.id}/${n}`;
      return sparse ? null : `${field.label} of ${n}`;
  }
}

let thumbnailPng: ExportImage | null = null;

/** A small line drawing as a real PNG, the kind of thumbnail the image routes give. */
export function sampleThumbnail(): ExportImage {
  if (thumbnailPng) return thumbnailPng;
  const width = 120;
  const height = 90;
  const rows = Buffer.alloc((width + 1) * height, 255);
  for (let y = 0; y < height; y++) {
    rows[y * (width + 1)] = 0; // filter type: none
    for (let x = 0; x < width; x++) {
      const onFrame = x < 2 || y < 2 || x >= width - 2 || y >= height - 2;
      const onDiagonal = Math.abs(Math.round((x * height) / width) - y) < 2;
      const onCircle = Math.abs(Math.hypot(x - 60, y - 45) - 25) < 1.2;
      if (onFrame || onDiagonal || onCircle) rows[y * (width + 1) + 1 + x] = 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const data = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  thumbnailPng = { data, mime: 'image/png', width, height };
  return thumbnailPng;
}

function pngChunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** The fields a sample export chooses: every field the format may hold for a folder export (so folder fields too). */
export function sampleFields(format: ExportFormat): ExportFieldDef[] {
  return EXPORT_FIELDS.filter((f) => fieldAllowed(f, format, 'folder') && !['description', 'claims'].includes(f.id));
}

/** Record n of a sample export with these fields; every other record has a thumbnail when it is chosen. */
export function sampleRecord(n: number, fields: readonly ExportFieldDef[]): ExportRecord {
  const values: Record<string, ExportValue> = {};
  for (const field of fields) values[field.id] = sampleValue(field, n);
  const wantsThumbnail = fields.some((f) => f.id === 'thumbnail');
  return {
    ucid: samplePublicationNumber(n),
    heading: sampleTitle(n),
    documentUrl: `https://app.example.test/patent/${samplePublicationNumber(n)}?from=export&x=<1>`,
    values,
    thumbnail: wantsThumbnail && n % 2 === 0 ? sampleThumbnail() : null,
  };
}

/** The report of a sample export of `total` records. */
export function sampleReport(format: ExportFormat, total: number, fields = sampleFields(format)): ExportReport {
  return {
    title: 'Folder Brennstoffzellen & <batteries> 燃料電池',
    format,
    query: 'TAC=(fuel W/3 cell*) AND PA=("Müller & Söhne")',
    filters: ['Country: EP, DE, JP', 'Publication date: 2020–2024'],
    total,
    sourceTotal: total + 5,
    grouping: 'publications',
    exportedAt: new Date(Date.UTC(2026, 10, 27, 21, 5)),
    exportedBy: 'Ada Admin <ada@example.com>',
    fields,
  };
}

/** Writes records 0..count-1 of a sample export with a format's writer; gives the report and the records written. */
export async function writeSampleExport(
  factory: ExportWriterFactory,
  path: string,
  report: ExportReport,
): Promise<ExportRecord[]> {
  const writer = await factory(path, report);
  const records: ExportRecord[] = [];
  for (let n = 0; n < report.total; n++) {
    const record = sampleRecord(n, report.fields);
    records.push(record);
    await writer.write(record);
  }
  await writer.close();
  return records;
}
