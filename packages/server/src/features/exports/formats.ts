import type { ExportFormat } from '@app/shared';
import { writeCsv } from './csv-writer';
import { writeDocx } from './docx-writer';
import type { ExportWriterFactory } from './export-writer';
import { writeHtml } from './html-writer';
import { writeJson } from './json-writer';
import { writePdf } from './pdf-writer';
import { writeRis } from './ris-writer';
import { writeXlsx } from './xlsx-writer';
import { writeXml } from './xml-writer';

/** The writer of each format: the one place a job finds how to write the file it was asked for. */
export const EXPORT_WRITERS: Readonly<Record<ExportFormat, ExportWriterFactory>> = {
  xlsx: writeXlsx,
  docx: writeDocx,
  html: writeHtml,
  pdf: writePdf,
  json: writeJson,
  xml: writeXml,
  csv: writeCsv,
  ris: writeRis,
};
