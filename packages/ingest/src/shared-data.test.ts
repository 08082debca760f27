import { relative } from 'node:path';
import { PatentDocumentSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { entryHead, walkInputs } from './input';
import { ALL_READERS } from './readers/all-readers';
import { FALLBACK_REASON } from './readers/non-publications';
import type { SourcePosition } from './readers/reader';
import { DATA } from './readers/reader-test-support';

// The whole shared corpus through the real input layer (folders, zip and tar members, .gz) and the readers, chosen
// by content in `ALL_READERS` order exactly as `ingestPaths` chooses them. The index is left out: indexing all
// 5,600 documents and linking families takes about a minute, reading them a few seconds.

const NOT_A_FORMAT = 'not a patent document format we read';

type Outcome = {
  documents: number;
  /** Results of other kinds: batches of classification titles. */
  other: number;
  skips: string[];
  errors: { position?: SourcePosition; message: string }[];
};

async function readSharedData() {
  const outcomes = new Map<string, Outcome>();
  const documents: Record<string, number> = {};
  const invalid: string[] = [];
  const inputErrors: string[] = [];
  for await (const item of walkInputs([DATA])) {
    if (item.kind === 'input-error') {
      inputErrors.push(`${relative(DATA, item.file)}: ${item.message}`);
      continue;
    }
    const name = relative(DATA, item.entry.name);
    const outcome: Outcome = { documents: 0, other: 0, skips: [], errors: [] };
    outcomes.set(name, outcome);
    const head = await entryHead(item.entry);
    if (head.trim() === '') {
      outcome.errors.push({ message: 'empty file: no document' });
      continue;
    }
    const reader = ALL_READERS.find((candidate) => candidate.detect(head));
    if (reader === undefined) {
      outcome.skips.push(NOT_A_FORMAT);
      continue;
    }
    for await (const result of reader.read(item.entry)) {
      if (result.kind === 'document') {
        outcome.documents += 1;
        documents[reader.format] = (documents[reader.format] ?? 0) + 1;
        if (!PatentDocumentSchema.safeParse(result.document).success) invalid.push(result.document.id);
      } else if (result.kind === 'skipped') {
        outcome.skips.push(result.reason);
      } else if (result.kind === 'error') {
        outcome.errors.push({ ...(result.position ? { position: result.position } : {}), message: result.message });
      } else {
        // Classification scheme files give titles instead of documents.
        outcome.other += 1;
      }
    }
  }
  return { outcomes, documents, invalid, inputErrors };
}

describe('all of shared/data', () => {
  it('reads every file: exact documents per format, known errors only, a reason for every file without documents', async () => {
    const { outcomes, documents, invalid, inputErrors } = await readSharedData();

    expect(inputErrors).toEqual([]);
    // 343 files and archive members; the 13 papers of the XML4IP sample are 5 entries, one per application.
    expect(outcomes.size).toBe(335);
    expect(documents).toEqual({
      'dpma-xml': 1,
      'ep-patent-document': 73,
      'epo-docdb': 14,
      'epo-fulltext-documents': 1,
      'epo-ops': 96,
      'lens-csv': 3908,
      'surechembl-json': 27,
      'uspto-css-brs': 6,
      'uspto-greenbook': 3,
      'uspto-odp-json': 3,
      'uspto-pap-xml': 5,
      'uspto-patdoc-sgml': 6,
      'uspto-ppubs-json': 1445,
      'uspto-redbook-xml': 39,
      'uspto-xml4ip': 5,
    });
    expect(invalid).toEqual([]);

    // The only error: a row whose number is no publication number the model can hold.
    const errors = [...outcomes].flatMap(([file, outcome]) => outcome.errors.map((error) => ({ file, ...error })));
    expect(errors).toEqual([
      {
        // An Indian publication number with a letter code inside (`2851DE2013`) is no number the model parses.
        file: 'lens-patents/jet-engines_lens-export.csv',
        position: { line: 2241, document: 2239 },
        message: 'No valid publication number: IN IN 2851DE2013 A A.',
      },
    ]);

    // Every file that gives no document says why: a skip reason, or one of the errors above.
    const silent = [...outcomes].filter(
      ([, o]) => o.documents === 0 && o.other === 0 && o.skips.length === 0 && o.errors.length === 0,
    );
    expect(silent.map(([file]) => file)).toEqual([]);
    const skipped = [...outcomes].filter(([, o]) => o.skips.length > 0);
    expect(skipped).toHaveLength(154);
    // Every skip names what the file is: none is left to the generic message (no reader claimed the file) or to a
    // last-resort description of a file's shape (a table and its columns, an XML root, a first line).
    const reasons = skipped.flatMap(([, o]) => o.skips);
    expect(reasons.filter((r) => r === NOT_A_FORMAT || FALLBACK_REASON.test(r))).toEqual([]);
    const reason = (file: string) => outcomes.get(file)?.skips;
    // The delivery's plain-text CONTENTS names <fulltext-document> in prose; it is not taken for that XML.
    expect(reason('epo-fulltext-es/Full_Text_ES_frontfile.zip!/ROOT/CONTENTS')).toEqual([
      'EPO full-text (FTM/XML) delivery description (CONTENTS): prose about the delivery, not a publication',
    ]);
    expect(reason('uspto-odp/patent-dev-uspto-odp/examples/get_appeal_decision/response.json')).toEqual([
      'USPTO ODP PTAB ex parte appeal decisions response (1 record): board decisions are not patent documents',
    ]);
    expect(reason('uspto-odp/patent-dev-uspto-odp/examples/get_trademark_documents/response.xml')).toEqual([
      'USPTO ODP trademark documents list (XML): trademark documents, not patent documents',
    ]);
    expect(reason('uspto-odp/patent-dev-uspto-odp/examples/get_patent_adjustment/response.json')).toEqual([
      'USPTO ODP patent term adjustment response for application 17248024: no bibliographic data (applicationMetaData), so no document',
    ]);
    expect(reason('epo-ops/patent-dev-epo-ops/examples/get_image_post/response.tiff')).toEqual([
      'TIFF image (2592×3508 px, CCITT Group 4 fax): a drawing or page image, not a publication',
    ]);
    expect(reason('npl/lens-scholarly/lens-api-doc_scholarly-export.jsonl')).toEqual([
      'Lens scholarly works (JSON lines): scholarly records, non-patent literature',
    ]);
    expect(reason('chemistry/uspto-50k/raw_test.csv')).toEqual([
      'reaction table (CSV: id, class, reactants>reagents>production): reaction SMILES taken from patents, not publications',
    ]);
    expect(reason('epo-ops/patent_client-cassettes/MANIFEST.tsv')).toEqual([
      'file manifest (TSV: file, request_uri, source_cassette): which address each file was fetched from, no patent document',
    ]);
    expect(reason('dpma/patent-dev-dpma-connect-plus/trademark_info.xml')).toHaveLength(1);
    // Reading takes a few seconds (the timeout is for a loaded machine); ingest throughput on these same files,
    // reading included, is measured by packages/ingest/bench/ingest.bench.ts.
  }, 120_000);
});
