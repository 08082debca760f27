import type { ExportWriterFactory } from './export-writer';

// Formats whose writers are built beside this work (docx, pdf, html, xml, RIS): until they arrive an export in one
// of them fails at once with this message. The formats work replaces these entries with its writers at merge.

function notBuiltYet(label: string): ExportWriterFactory {
  return async () => {
    throw new Error(`${label} export is not built yet.`);
  };
}

export const writeDocx = notBuiltYet('Word');
export const writePdf = notBuiltYet('PDF');
export const writeHtml = notBuiltYet('HTML');
export const writeXml = notBuiltYet('XML');
export const writeRis = notBuiltYet('RIS');
