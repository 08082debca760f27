import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { type PatentDocument, PatentDocumentSchema } from '@app/shared';
import type { FormatReader, ReadResult, SourceEntry } from './reader';

/** The first line of every canonical file: what it holds and in which version, so detection never guesses. */
export const CANONICAL_HEADER = { canonical: 'patent-documents', version: 1 } as const;
const HEADER_LINE = JSON.stringify(CANONICAL_HEADER);

/**
 * Our canonical form: a header line, then one `PatentDocument` as JSON per line (JSON Lines). Anything the office
 * readers do not cover can be converted to it outside and ingested; the ingest can also write it.
 */
export const canonicalJsonlReader: FormatReader = {
  format: 'canonical-jsonl',
  detect: (head) => head.trimStart().startsWith(HEADER_LINE),
  read: readCanonical,
};

async function* readCanonical(entry: SourceEntry): AsyncGenerator<ReadResult> {
  const lines = createInterface({ input: Readable.from(entry.open()), crlfDelay: Number.POSITIVE_INFINITY });
  let line = 0;
  let document = 0;
  for await (const text of lines) {
    line++;
    if (line === 1 || text.trim() === '') continue;
    document++;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      yield {
        kind: 'error',
        file: entry.name,
        position: { line, document },
        message: `not JSON: ${(error as Error).message}`,
      };
      continue;
    }
    const parsed = PatentDocumentSchema.safeParse(value);
    if (parsed.success) yield { kind: 'document', document: parsed.data };
    else {
      const issue = parsed.error.issues[0]!;
      const where = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
      yield {
        kind: 'error',
        file: entry.name,
        position: { line, document },
        message: `invalid document${where}: ${issue.message}`,
      };
    }
  }
}

/** The canonical text of some documents (header line included), for writing `.jsonl` files. */
export function* canonicalLines(documents: Iterable<PatentDocument>): Generator<string> {
  yield `${HEADER_LINE}\n`;
  for (const document of documents) yield `${JSON.stringify(document)}\n`;
}
