// Reader of IPC title tables: tab-separated, a header naming the columns `code`, `level`, optionally `dot_depth`,
// one `title_<language>` and optionally `ipc_version` (the tables of shared/data/classification/ipc-thxare, in
// English down to subclasses and in Spanish down to subgroups). Codes are written with a space (`A01B 1/02`) and
// become the canonical `A01B1/02`. The `level` column is not trusted (some subclasses are called classes): depth
// comes from a code's shape, and a subgroup's from its dots. A subgroup's parent is the nearest line above it in
// its main group with fewer dots, as the table lists each main group followed by its subgroups in scheme order.

import { depthOfShape, isSubgroup, mainGroupOf, oneLine, parentOfShape, schemeCode } from './classification-codes';
import type { AnyReadResult, ClassificationTitle, FormatReader, SourceEntry } from './reader';
import { textChunks } from './xml';

const FORMAT = 'ipc-titles-tsv';

/** Titles handed on at a time. */
const BATCH = 2000;

/** The header: `code`, `level`, then the other columns, one of them `title_<language>`. */
const HEADER = /^\uFEFF?code\tlevel\t(?:[\w-]+\t)*title_([a-z]{2,3})(?:\t[\w-]+)*\r?$/;

export function detectIpcTitlesTsv(head: string): boolean {
  return HEADER.test(head.slice(0, head.indexOf('\n') === -1 ? head.length : head.indexOf('\n')));
}

/** The lines of an entry, without their line ends, with their 1-based numbers. */
async function* linesOf(entry: SourceEntry): AsyncGenerator<{ text: string; line: number }> {
  let rest = '';
  let line = 0;
  for await (const chunk of textChunks(entry)) {
    rest += chunk;
    let at = rest.indexOf('\n');
    let start = 0;
    while (at !== -1) {
      yield { text: rest.slice(start, at).replace(/\r$/, ''), line: ++line };
      start = at + 1;
      at = rest.indexOf('\n', start);
    }
    rest = rest.slice(start);
  }
  if (rest !== '') yield { text: rest.replace(/\r$/, ''), line: ++line };
}

async function* readIpcTitles(entry: SourceEntry): AsyncGenerator<AnyReadResult> {
  let columns: { code: number; dots: number; title: number; lang: string; count: number } | null = null;
  let pending: ClassificationTitle[] = [];
  // The open path inside the current main group: index 0 the main group, index n the last subgroup with n dots.
  let path: (string | undefined)[] = [];
  let rows = 0;
  for await (const { text, line } of linesOf(entry)) {
    if (columns === null) {
      const header = text.replace(/^\uFEFF/, '').split('\t');
      const title = header.findIndex((name) => /^title_[a-z]{2,3}$/.test(name));
      columns = {
        code: header.indexOf('code'),
        dots: header.indexOf('dot_depth'),
        title,
        lang: header[title]!.slice('title_'.length),
        count: header.length,
      };
      continue;
    }
    if (text.trim() === '') continue;
    rows++;
    const cells = text.split('\t');
    const fail = (message: string): AnyReadResult => ({
      kind: 'error',
      file: entry.name,
      position: { line },
      message,
    });
    if (cells.length !== columns.count) {
      yield fail(`Expected ${columns.count} tab-separated columns, found ${cells.length}.`);
      continue;
    }
    const raw = cells[columns.code]!.trim();
    const code = schemeCode(raw);
    const title = oneLine(cells[columns.title]!);
    if (code === null) {
      yield fail(`Not an IPC code: ${JSON.stringify(raw)}`);
      continue;
    }
    // A row without a title (codes the table lists but never titled, such as C02F 9/02) is left out quietly.
    if (title === '') continue;
    let parent = parentOfShape(code);
    let depth = depthOfShape(code);
    if (depth === 4) path = [code];
    if (isSubgroup(code)) {
      // `dot_depth` counts two per dot (one odd value in the Spanish table is taken as the next dot down).
      const dots = columns.dots >= 0 ? Math.ceil(Number(cells[columns.dots]) / 2) : Number.NaN;
      if (Number.isInteger(dots) && dots >= 1) {
        depth = 4 + dots;
        if (path[0] !== mainGroupOf(code)) path = [mainGroupOf(code)!];
        parent = undefined;
        for (let i = Math.min(dots, path.length) - 1; i >= 0 && parent === undefined; i--) parent = path[i];
        path.length = dots;
        path[dots] = code;
      }
    }
    pending.push({
      scheme: 'ipc',
      code,
      title,
      lang: columns.lang,
      ...(parent !== undefined ? { parent } : {}),
      ...(depth !== undefined ? { depth } : {}),
    });
    if (pending.length >= BATCH) {
      yield { kind: 'classification-titles', file: entry.name, entries: pending };
      pending = [];
    }
  }
  if (pending.length > 0) yield { kind: 'classification-titles', file: entry.name, entries: pending };
  else if (rows === 0) yield { kind: 'skipped', file: entry.name, reason: 'IPC title table without rows.' };
}

/** IPC title tables (TSV): titles of IPC codes in one language a file. */
export const ipcTitlesTsvReader: FormatReader<AnyReadResult> = {
  format: FORMAT,
  detect: detectIpcTitlesTsv,
  read: readIpcTitles,
};
