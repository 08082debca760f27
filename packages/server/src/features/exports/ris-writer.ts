import { valueItems, valueText } from './export-values';
import type { ExportRecord, ExportValue, ExportWriterFactory } from './export-writer';
import { openFileSink } from './file-sink';

/**
 * RIS export for reference managers (Zotero, EndNote, Mendeley, Citavi): one `TY  - PAT` record per document, ended by
 * `ER  - `, lines ended by CRLF as the format's definition asks. RIS has no header, so the report itself is not
 * written. A value is one line: line breaks inside long texts become spaces, since readers treat a new line as a new
 * tag or drop it. Tags with nothing to say are left out.
 */

const CRLF = '\r\n';

/** Classification schemes written as keywords (KW), each code on its own line. */
const KEYWORD_FIELDS = ['ipc', 'cpc', 'us_classification', 'locarno', 'fi', 'fterm'] as const;

/** Long texts other than the abstract go into notes, labelled, so a reader keeps them with the reference. */
const NOTE_FIELDS = ['first_claim', 'independent_claims', 'claims', 'description', 'folder_comments'] as const;

export const writeRis: ExportWriterFactory = async (path, report) => {
  const sink = await openFileSink(path);
  const chosen = new Set(report.fields.map((f) => f.id));
  const labels = new Map(report.fields.map((f) => [f.id, f.label]));
  return {
    async write(record) {
      await sink.write(risRecord(record, chosen, labels));
    },
    async close() {
      await sink.close();
    },
  };
};

function risRecord(record: ExportRecord, chosen: ReadonlySet<string>, labels: ReadonlyMap<string, string>): string {
  const lines: string[] = ['TY  - PAT'];
  const value = (id: string): ExportValue => (chosen.has(id) ? (record.values[id] ?? null) : null);
  const add = (tag: string, text: string) => {
    const line = oneLine(text);
    if (line !== '') lines.push(`${tag}  - ${line}`);
  };

  add('TI', valueText(value('title')) || record.heading);
  for (const inventor of valueItems(value('inventors'))) add('AU', inventor);
  const assignees = valueItems(value('assignees')).length > 0 ? value('assignees') : value('assignees_current');
  for (const assignee of valueItems(assignees)) add('A2', assignee);
  add('PB', valueText(assignees));
  const published = value('publication_date');
  if (published instanceof Date && !Number.isNaN(published.getTime())) {
    add('PY', String(published.getUTCFullYear()));
    add('DA', risDate(published));
  }
  add('AB', valueText(value('abstract')));
  add('M1', valueText(value('publication_number')) || record.ucid);
  add('SN', valueText(value('application_number')));
  add('CY', valueText(value('country')));
  add('LA', valueText(value('language')));
  for (const id of KEYWORD_FIELDS) for (const code of valueItems(value(id))) add('KW', code);
  for (const label of valueItems(value('folder_labels'))) add('KW', label);
  for (const id of NOTE_FIELDS) {
    const text = valueText(value(id));
    if (text.trim() !== '') add('N1', `${labels.get(id) ?? id}: ${text}`);
  }
  add('UR', record.documentUrl);
  add('L1', valueText(value('pdf_url')));
  lines.push('ER  - ', '');
  return lines.join(CRLF);
}

/** RIS dates are YYYY/MM/DD. */
function risDate(date: Date): string {
  return date.toISOString().slice(0, 10).replace(/-/g, '/');
}

/** Line breaks and tabs become single spaces; a value must stay on its tag's line. */
function oneLine(text: string): string {
  return text.replace(/\s*[\r\n\t\u2028\u2029]+\s*/g, ' ').trim();
}
