// Shared set-up of the tests of watched patents' changes: two real batches of the index, the second changing some
// watched patents the way later data changes them. Batch 1: real EP full text, DOCDB and an OPS family with its
// legal events. Batch 2: real documents of batch 1 rewritten in our canonical format: legal events of each kind and
// a lapse for one watched patent, a new family member and a citing publication for another.

import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { canonicalLines, fromEngineDocument, ingestPaths, patentIndexPath } from '@app/ingest';
import type { PatentDocument } from '@app/shared';
import { expect } from 'vitest';
import type { TestApp } from '../../test/build-app';
import { DATA } from '../search/search-test-support';

export const BATCH_1 = [
  join(DATA, 'ep-fulltext'),
  join(DATA, 'epo-docdb'),
  join(DATA, 'epo-ops/patent-dev-epo-ops/examples/get_family_with_legal'),
];

/** Alive until 2036 (expiry derived from its dates); gets four legal events, a stated early expiry and a citation. */
export const LAPSING = 'EP-3383757-B1';
/** DOCDB family 83004620, alone in it; gets a family member and a citation. */
export const GROWING = 'WO-2023012807-A1';
/** The OPS family's EP member with its legal events; nothing new comes for it. */
export const QUIET = 'EP-2400812-A1';
export const NEW_MEMBER = 'WO-2024999999-A1';
export const CITING = 'EP-3999999-A1';

/** The legal events batch 2 brings for LAPSING, each with the category it should be read as. */
export const NEW_EVENTS = [
  { date: 20260105, code: 'EP 26', description: 'OPPOSITION FILED', category: 'opposition' },
  { date: 20260106, code: 'EP PG25', description: 'LAPSED IN A CONTRACTING STATE', country: 'GB', category: 'lapse' },
  { date: 20260107, code: 'GB PE20', description: 'PATENT EXPIRED AFTER TERMINATION OF 20 YEARS', category: 'expiry' },
  { date: 20260108, code: 'US STCF', description: 'INFORMATION ON STATUS: PATENT GRANT', category: 'grant' },
] as const;

/** Ingests the paths into the test app's index as of `ingestedAt`, and makes the search see them. */
export async function ingestAt(t: TestApp, paths: string[], ingestedAt: string): Promise<void> {
  const dir = await FsDirectory.open(patentIndexPath(t.dataDir));
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
  const summary = await ingestPaths(paths, { writer, directory: dir, ingestedAt });
  await writer.close();
  expect(summary.failed).toBe(0);
  t.ctx.patents.invalidate();
}

export async function storedDocument(t: TestApp, ucid: string): Promise<PatentDocument> {
  const result = await t.ctx.patents.search({ documents: [ucid], rows: 1 });
  expect(result.hits).toHaveLength(1);
  return fromEngineDocument(result.hits[0]!.fields);
}

/** A real record as a new source of our own: its computed fields left to the merge, its provenance ours. */
function asSource(doc: PatentDocument, file: string): PatentDocument {
  const { familydata: _computed, ...rest } = doc;
  return { ...rest, provenance: { format: 'canonical-jsonl', file } };
}

/** A real record renumbered into a publication of its own: no priorities, application or family shared. */
function renumbered(doc: PatentDocument, ucid: string, applicationnumber: string, file: string): PatentDocument {
  const {
    docdbfamilyid: _id,
    priorities: _priorities,
    nationalphaseapplications: _phases,
    ...rest
  } = asSource(doc, file);
  const [country, serial, kind] = ucid.split('-') as [string, string, string];
  return { ...rest, id: ucid, country, kindcode: kind, publicationnumber: country + serial + kind, applicationnumber };
}

/** Writes batch 2 (read from batch 1 as stored) into `dir`; answers its file. */
export async function writeSecondBatch(t: TestApp, dir: string): Promise<string> {
  const lapsing = await storedDocument(t, LAPSING);
  const growing = await storedDocument(t, GROWING);
  const lapsed: PatentDocument = {
    ...asSource(lapsing, 'batch-2/lapsing.jsonl'),
    legalevents: NEW_EVENTS.map(({ category: _category, ...event }) => event),
    expectedexpirydate: 20251231,
    expectedexpiryexplanation: 'The renewal fee for the eleventh year was not paid.',
  };
  const member: PatentDocument = {
    ...renumbered(await storedDocument(t, 'WO-2022259205-A1'), NEW_MEMBER, 'WO2024EP099999', 'batch-2/member.jsonl'),
    docdbfamilyid: growing.docdbfamilyid!,
  };
  const citing: PatentDocument = {
    ...renumbered(await storedDocument(t, 'EP-3404678-B1'), CITING, 'EP19999999', 'batch-2/citing.jsonl'),
    citations: { patents: [{ number: lapsing.publicationnumber }, { number: growing.publicationnumber }] },
  };
  const file = join(dir, 'batch-2.jsonl');
  await writeFile(file, [...canonicalLines([lapsed, member, citing])].join(''));
  return file;
}
