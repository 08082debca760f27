// The USPTO CPC Master Classification File (`uspat:CPCMasterClassificationFile`, WIPO ST.96 elements): for each
// granted patent, its current main and further CPC symbols. It names codes but gives no titles, and it is no
// patent document either, so it is recognised and skipped with what it holds, counted by streaming (the real file
// holds millions of records). Rewriting the CPC codes of indexed documents from it is not done here.

import type { FormatReader, ReadResult, SourceEntry } from './reader';
import { textChunks } from './xml';

const FORMAT = 'uspto-cpc-master-xml';

const RECORD_END = /<\/(?:[\w-]+:)?CPCMasterClassificationRecord>/g;
/** Longest tail of a chunk that may hold the start of a record's end tag cut by the chunk boundary. */
const CARRY = 64;

export function detectUsptoCpcMasterXml(head: string): boolean {
  return /<(?:[\w-]+:)?CPCMasterClassificationFile[\s>]/.test(head);
}

async function* readCpcMaster(entry: SourceEntry): AsyncGenerator<ReadResult> {
  let records = 0;
  let carry = '';
  for await (const chunk of textChunks(entry)) {
    const text = carry + chunk;
    let last = 0;
    for (const match of text.matchAll(RECORD_END)) {
      records++;
      last = match.index + match[0].length;
    }
    carry = text.slice(Math.max(last, text.length - CARRY));
  }
  yield {
    kind: 'skipped',
    file: entry.name,
    reason: `USPTO CPC master classification file (${records} patent ${records === 1 ? 'record' : 'records'}): CPC codes of granted patents without titles and without documents; not read into the index`,
  };
}

/** The USPTO CPC master classification file: recognised and skipped with its record count. */
export const usptoCpcMasterXmlReader: FormatReader = {
  format: FORMAT,
  detect: detectUsptoCpcMasterXml,
  read: readCpcMaster,
};
