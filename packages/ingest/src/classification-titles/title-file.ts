// The classification-title table on disk: one text file per scheme (`cpc.tsv`, `ipc.tsv`) in
// `<data dir>/index/classification-titles/`, beside the patent index. After a header line, one line per code and
// language, `code TAB lang TAB depth TAB parent TAB title`, sorted by code (then language) in byte order, so every
// code that starts with a prefix sits in one run of lines and a reader finds a code by binary search over a sparse
// index of line offsets. Titles are kept on one line (white space runs become one space).

import { join } from 'node:path';
import type { ClassificationScheme, ClassificationTitle } from '../readers/reader';

/** Schemes with a title file. */
export const TITLE_SCHEMES: readonly ClassificationScheme[] = ['cpc', 'ipc'];

/** The first line of every title file; a file that starts otherwise is not read. */
export const TITLE_FILE_HEADER = '# classification titles v1: code\tlang\tdepth\tparent\ttitle';

/** The folder of the title table in a data dir. */
export function classificationTitlesPath(dataDir: string): string {
  return join(dataDir, 'index', 'classification-titles');
}

/** The title file of one scheme in the title folder. */
export function titleFileOf(dir: string, scheme: ClassificationScheme): string {
  return join(dir, `${scheme}.tsv`);
}

/** The key a line is sorted and merged by: a code and a language have one title. */
export function titleKey(entry: Pick<ClassificationTitle, 'code' | 'lang'>): string {
  return `${entry.code}\t${entry.lang}`;
}

/** Byte order of two keys (codes and languages are ASCII, so UTF-16 order is byte order). */
export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** One entry as a line of its scheme's file, without the line end. */
export function encodeTitleLine(entry: ClassificationTitle): string {
  return [entry.code, entry.lang, entry.depth ?? '', entry.parent ?? '', clean(entry.title)].join('\t');
}

/** A line of a scheme's file back as an entry; null for a line that is not one (the header, a torn line). */
export function decodeTitleLine(scheme: ClassificationScheme, line: string): ClassificationTitle | null {
  const cells = line.split('\t');
  if (cells.length !== 5 || line.startsWith('#')) return null;
  const [code, lang, depth, parent, title] = cells as [string, string, string, string, string];
  if (code === '' || lang === '' || title === '') return null;
  return {
    scheme,
    code,
    title,
    lang,
    ...(parent !== '' ? { parent } : {}),
    ...(depth !== '' ? { depth: Number(depth) } : {}),
  };
}

/** The code a line starts with, without decoding the rest. */
export function codeOfLine(line: string): string {
  const tab = line.indexOf('\t');
  return tab === -1 ? line : line.slice(0, tab);
}
