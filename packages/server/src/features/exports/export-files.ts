// Where export files live and what they are called. Finished files sit in `<DATA_DIR>/exports/<id>.<ext>`; a job
// writes `<id>.<ext>.partial` and renames it only when complete, so the final name always holds a whole file.

import { open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type ExportFormat, yyyymmddFromDate } from '@app/shared';
import { EXPORT_FILE_TYPES } from './export-writer';

export function exportsDir(dataDir: string): string {
  return join(dataDir, 'exports');
}

/** The finished file's name inside the exports folder: the export's id, never anything a user typed. */
export function storedFileName(id: number, format: ExportFormat): string {
  return `${id}.${EXPORT_FILE_TYPES[format].extension}`;
}

export function partialPathOf(finalPath: string): string {
  return `${finalPath}.partial`;
}

/**
 * The download's name: the source name and the date (YYYYMMDD) with the format's extension. Only letters, digits,
 * dots, dashes and underscores are kept, so the name is safe in a header and on every file system.
 */
export function downloadFileName(sourceName: string, at: Date, format: ExportFormat): string {
  const base =
    sourceName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/_+/g, '_')
      .replace(/^[_.-]+|[_.-]+$/g, '')
      .slice(0, 80) || 'Export';
  return `${base}_${yyyymmddFromDate(at)}.${EXPORT_FILE_TYPES[format].extension}`;
}

/** Flushes a finished partial file to disk and moves it to its final name; answers its size in bytes. */
export async function commitFile(partialPath: string, finalPath: string): Promise<number> {
  const handle = await open(partialPath, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(partialPath, finalPath);
  return (await stat(finalPath)).size;
}

/** Removes a file and its partial twin, whichever exist. */
export async function removeFiles(finalPath: string): Promise<void> {
  await rm(finalPath, { force: true });
  await rm(partialPathOf(finalPath), { force: true });
}
