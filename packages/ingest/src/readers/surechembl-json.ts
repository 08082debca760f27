// Reader of SureChEMBL bibliographic data-feed files (`biblio_*.json`): a JSON array of publications, each field an
// array (`pubnumber`, `pubdate`, `family_id`, `ipc`, `ecla`, `ipcr`, `cpc`, `title` with `title_lang`). The files are
// small (a few hundred records a day), so the array is parsed whole and its records are produced one by one.
import type { ClassificationEntry, PatentDocumentFields } from '@app/shared';
import { parseUcid } from '@app/shared';
import { resultOf } from './epo-common';
import { classCode, dateOf, langOf, uniqueClassifications } from './epo-fields';
import type { FormatReader, ReadResult, SourceEntry, SourceFormat } from './reader';
import { textChunks } from './xml';

const FORMAT: SourceFormat = 'surechembl-json';

type Json = Record<string, unknown>;

/** Recognises a SureChEMBL biblio file: a JSON array of records with `pubnumber` and `family_id`. */
export function detectSurechembl(head: string): boolean {
  return /^\s*\[\s*\{/.test(head) && /"pubnumber"\s*:/.test(head) && /"family_id"\s*:/.test(head);
}

const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value])
    .filter((item) => typeof item === 'string' || typeof item === 'number')
    .map((item) => String(item).trim())
    .filter((item) => item !== '');

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;|&#39;/g, "'")
    .replace(/&#(\d+);/g, (_all, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}

/** IPC or CPC codes as SureChEMBL writes them (`B29C 65/50`, subclass `B29C`); other values are dropped. */
function codes(value: unknown): ClassificationEntry[] {
  return uniqueClassifications(
    list(value)
      .map(classCode)
      .filter((code) => /^[A-HY]\d\d[A-Z](?:\d{1,4}\/\d{1,6})?$/.test(code))
      .map((code) => ({ code })),
  );
}

/** Maps one record, or a message when it names no publication. */
export function mapSurechembl(record: Json, file: string, index: number): PatentDocumentFields | string {
  const pubnumber = list(record.pubnumber)[0] ?? '';
  const parts = parseUcid(pubnumber.toUpperCase());
  if (parts === null) return `No valid publication number: ${JSON.stringify(pubnumber)}.`;
  const { country, serial, kind } = parts;
  const titles: Record<string, string> = {};
  const texts = list(record.title);
  const langs = list(record.title_lang);
  texts.forEach((text, i) => {
    const lang = langOf(langs[i]);
    // A language may come twice (`biblio_dup_titles.json`): the first title is kept.
    if (lang !== undefined) titles[lang] ??= decodeEntities(text);
  });
  const familyId = list(record.family_id)[0];
  // ECLA (the EPO's scheme before CPC) has no place in the model; IPC (subclass level) and IPCR go to `ipc`.
  const ipc = uniqueClassifications([...codes(record.ipcr), ...codes(record.ipc)]);
  return {
    id: `${country}-${serial}-${kind}`,
    country,
    kindcode: kind,
    publicationnumber: `${country}${serial}${kind}`,
    publicationdate: dateOf(list(record.pubdate)[0]),
    titles,
    classifications: { ipc, cpc: codes(record.cpc) },
    familydata: familyId === undefined ? undefined : { 'simple-family-data': { id: familyId, publications: [] } },
    provenance: { format: FORMAT, file, position: { index } },
  } as PatentDocumentFields;
}

/** Line and column of a `JSON.parse` error: its `position`, or the end of the text when the input ended early. */
export function jsonErrorPosition(text: string, message: string): { line: number; column: number } | undefined {
  const at = /position (\d+)/.exec(message);
  if (at === null && !/end of (?:JSON )?input/i.test(message)) return undefined;
  const lines = text.slice(0, at === null ? text.length : Number(at[1])).split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

async function* readSurechembl(entry: SourceEntry): AsyncGenerator<ReadResult> {
  let text = '';
  for await (const chunk of textChunks(entry)) text += chunk;
  if (text.trim() === '') {
    yield { kind: 'error', file: entry.name, position: { line: 1 }, message: 'Empty file: no SureChEMBL JSON.' };
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = jsonErrorPosition(text, message);
    yield { kind: 'error', file: entry.name, ...(position ? { position } : {}), message: `JSON error: ${message}` };
    return;
  }
  if (!Array.isArray(body)) {
    yield {
      kind: 'error',
      file: entry.name,
      message: 'Not a SureChEMBL biblio file: expected a JSON array of records.',
    };
    return;
  }
  if (body.length === 0) {
    yield { kind: 'skipped', file: entry.name, reason: 'SureChEMBL biblio file without records.' };
    return;
  }
  for (const [index, record] of body.entries()) {
    const position = { document: index };
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      yield { kind: 'error', file: entry.name, position, message: 'Record is not a JSON object.' };
      continue;
    }
    const mapped = mapSurechembl(record as Json, entry.name, index);
    if (typeof mapped === 'string') yield { kind: 'error', file: entry.name, position, message: mapped };
    else yield resultOf(mapped, entry.name, position);
  }
}

/** The SureChEMBL biblio reader. */
export const surechemblJsonReader: FormatReader = {
  format: FORMAT,
  detect: detectSurechembl,
  read: readSurechembl,
};
