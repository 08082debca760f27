import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PatentDocument } from '@app/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecordSpool } from './record-spool';

/** A slim record: what the spool orders by (priority date, family) and a version mark to see which one it kept. */
function record(id: string, priority: number | undefined, family: string, version = 1): PatentDocument {
  return {
    id,
    publicationnumber: id,
    ...(priority === undefined ? { publicationdate: 20000101 } : { earliestprioritydate: priority }),
    docdbfamilyid: family,
    titles: { en: `${id} version ${version}` },
  } as unknown as PatentDocument;
}

const RECORDS = [
  record('US-1-A', 20150101, 'f1'),
  record('EP-1-A1', 20150101, 'f1'),
  record('US-2-A', 20190101, 'f2'),
  record('CN-3-A', 20150101, 'f3'),
  record('WO-3-A1', 20150101, 'f3'),
  record('DE-4-A1', 20170505, 'f4'),
  record('JP-5-A', undefined, 'f5'),
  record('KR-6-A', 20190101, 'f6'),
];

describe('record spool', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'spool-test-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('cuts the batch into chunks newest priority first, families side by side, whatever the order records came in', async () => {
    let first: string[][] | undefined;
    await fc.assert(
      fc.asyncProperty(fc.shuffledSubarray(RECORDS, { minLength: RECORDS.length }), async (shuffled) => {
        const spool = await RecordSpool.create(folder);
        try {
          for (const doc of shuffled) await spool.put(doc);
          const chunks = spool.chunks(3);
          expect(chunks.map((c) => c.length)).toEqual([3, 3, 2]);
          first ??= chunks;
          expect(chunks).toEqual(first);
          const flat = chunks.flat();
          const date = (id: string) => {
            const doc = RECORDS.find((r) => r.id === id)!;
            return doc.earliestprioritydate ?? doc.publicationdate!;
          };
          for (let i = 1; i < flat.length; i++) expect(date(flat[i - 1]!)).toBeGreaterThanOrEqual(date(flat[i]!));
          // Members of a family are neighbours.
          for (const family of [
            ['US-1-A', 'EP-1-A1'],
            ['CN-3-A', 'WO-3-A1'],
          ]) {
            const at = family.map((id) => flat.indexOf(id)).sort((a, b) => a - b);
            expect(at[1]! - at[0]!).toBe(1);
          }
        } finally {
          await spool.dispose();
        }
      }),
      { numRuns: 20 },
    );
  }, 30_000);

  it('reads back the latest version of each publication asked for, as many times as asked', async () => {
    const spool = await RecordSpool.create(folder);
    try {
      for (const doc of RECORDS) await spool.put(doc);
      await spool.put(record('DE-4-A1', 20170505, 'f4', 2));
      await spool.put(record('US-1-A', 20150101, 'f1', 3));
      expect(spool.size).toBe(RECORDS.length);
      const titles = async (ids: string[]) => {
        const out: string[] = [];
        for await (const doc of spool.recordsOf(ids)) out.push(doc.titles!.en!);
        return out.sort();
      };
      expect(await titles(['US-1-A', 'DE-4-A1', 'KR-6-A'])).toEqual([
        'DE-4-A1 version 2',
        'KR-6-A version 1',
        'US-1-A version 3',
      ]);
      expect(await titles(['US-1-A'])).toEqual(['US-1-A version 3']);
      await expect(titles(['XX-0-A'])).rejects.toThrow('XX-0-A is not in the spool');
    } finally {
      await spool.dispose();
    }
  });
});
