// The last reader: every entry no format reader claimed is skipped with a reason that names what it is (a DTD, an
// XML Schema, a TIFF drawing page, a delivery index, a chemistry table, literature records, …), told by its content,
// so that an ingest report never says only "not a format we read". It reads no document. It must stay last in
// ALL_READERS, as it claims every non-empty entry.

import { describeBinary } from './non-publication-binary';
import { describeMarkup } from './non-publication-markup';
import { describeText } from './non-publication-text';
import type { FormatReader, ReadResult, SourceEntry } from './reader';

const FORMAT = 'not-a-publication';

/** How much of an entry is looked at: as much as detection sees. */
const SAMPLE_BYTES = 64 * 1024;

/** The first `SAMPLE_BYTES` of an entry, and whether they are all of it. */
async function sampleOf(entry: SourceEntry): Promise<{ bytes: Uint8Array; complete: boolean }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of entry.open()) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > SAMPLE_BYTES) break;
  }
  return { bytes: Buffer.concat(chunks).subarray(0, SAMPLE_BYTES), complete: size <= SAMPLE_BYTES };
}

/** UTF-8 (a character cut at the end of the sample is dropped), else Latin-1, as detection decodes. */
function decode(bytes: Uint8Array): string {
  for (const cut of [0, 1, 2, 3]) {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, bytes.length - cut));
    } catch {
      // Try without the last bytes: a multi-byte character may straddle the end of the sample.
    }
  }
  return new TextDecoder('latin1').decode(bytes);
}

/**
 * The reasons of the describers' last resorts, which say only what shape a file has (a table and its columns, an
 * XML root, a first line): every file of the shared corpus is known better than that, and its test says so.
 */
export const FALLBACK_REASON =
  /^(?:plain text \(first line|table \(|XML document with root element|JSON(?: lines)?(?: with keys [^:]*)?: a structure|binary file \()/;

/** Why an entry holds no patent document, naming what it is. */
export function describeEntry(bytes: Uint8Array, complete: boolean): string {
  const binary = describeBinary(bytes);
  if (binary !== undefined) return binary;
  const text = decode(bytes);
  return describeMarkup(text) ?? describeText({ text, complete });
}

async function* read(entry: SourceEntry): AsyncGenerator<ReadResult> {
  const { bytes, complete } = await sampleOf(entry);
  yield { kind: 'skipped', file: entry.name, reason: describeEntry(bytes, complete) };
}

/** Claims every entry with content: the readers before it have had their turn. */
export const notAPublicationReader: FormatReader = {
  format: FORMAT,
  detect: (head) => head.trim() !== '',
  read,
};
