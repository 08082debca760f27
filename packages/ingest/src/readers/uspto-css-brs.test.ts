import { readFileSync } from 'node:fs';
import { PatentDocumentSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import type { ReadResult } from './reader';
import { DATA, fileEntry, readAll, textEntry } from './reader-test-support';
import { usptoCssBrsReader } from './uspto-css-brs';

// The reader on the real CSS/BRS sample, whole and damaged: the damaged copies are made in memory from the file's
// own lines (a record cut short, the file cut short, a garbled line, CRLF line ends, records without index lines).

const PATH = `${DATA}/uspto-xml/PatentPublicData/css_brs/css_brs_sample.txt`;
const TEXT = readFileSync(PATH, 'utf8');
const LINES = TEXT.split('\n');
const IDS = ['US-9204581-B2', 'US-9204582-B2', 'US-9204583-B2', 'US-9204584-B2', 'US-9204585-B2', 'US-9204586-B2'];
/** 1-based lines where the six records start (their index lines), as the file has them. */
const STARTS = [1, 700, 1930, 2542, 3281, 4237];

const read = (text: string, chunk?: number) => readAll(usptoCssBrsReader, textEntry('brs.txt', text, chunk));
const kinds = (results: ReadResult[]) =>
  results.map((r) => (r.kind === 'document' ? r.document.id : r.kind === 'error' ? 'error' : r.kind));
/** Lines `from` to `to` (1-based, inclusive) of the sample. */
const lines = (from: number, to: number) => LINES.slice(from - 1, to);

describe('uspto-css-brs detection', () => {
  it('claims the sample by its boundary line and fields, not prose or other USPTO text', () => {
    expect(usptoCssBrsReader.detect(TEXT.slice(0, 65536))).toBe(true);
    expect(usptoCssBrsReader.detect(lines(3, 40).join('\n'))).toBe(true);
    expect(usptoCssBrsReader.detect('The *** BRS DOCUMENT BOUNDARY *** line separates records.\n')).toBe(false);
    expect(usptoCssBrsReader.detect('*** BRS DOCUMENT BOUNDARY ***\nsee the next record\n')).toBe(false);
    const greenbook = readFileSync(`${DATA}/uspto-xml/PatentPublicData/greenbook/US03937375.greenbook`, 'utf8');
    expect(usptoCssBrsReader.detect(greenbook.slice(0, 65536))).toBe(false);
  });
});

describe('uspto-css-brs reading', () => {
  it('reads the six records of the sample, one document each, valid, streaming in small chunks alike', async () => {
    const whole = await readAll(usptoCssBrsReader, fileEntry(PATH));
    expect(kinds(whole)).toEqual(IDS);
    for (const r of whole)
      if (r.kind === 'document') expect(PatentDocumentSchema.safeParse(r.document).success).toBe(true);
    expect(whole.map((r) => (r.kind === 'document' ? r.document.provenance.position : undefined))).toEqual(
      STARTS.map((line, index) => ({ index, line })),
    );
    // 97-byte chunks: lines and multi-line fields cross chunk boundaries everywhere.
    expect(await readAll(usptoCssBrsReader, fileEntry(PATH, { highWaterMark: 97 }))).toEqual(whole);
  });

  it('CRLF line ends: the same documents (the stated sizes are met counting the CRs)', async () => {
    const results = await read(TEXT.replace(/\n/g, '\r\n'), 4096);
    expect(kinds(results)).toEqual(IDS);
    const plain = await read(TEXT);
    expect(results.map((r) => (r.kind === 'document' ? r.document.claims : r))).toEqual(
      plain.map((r) => (r.kind === 'document' ? r.document.claims : r)),
    );
  });

  it('records without index lines (the boundary starts each one): read alike, without a size to check', async () => {
    // Drop each record's index line and title line.
    const starts = new Set(STARTS.flatMap((line) => [line, line + 1]));
    const text = LINES.filter((_, i) => !starts.has(i + 1)).join('\n');
    const results = await read(text);
    expect(kinds(results)).toEqual(IDS);
    const first = results[0];
    if (first?.kind !== 'document') throw new Error(JSON.stringify(first));
    // The record starts on its boundary line, now line 1.
    expect(first.document.provenance.position).toEqual({ index: 0, line: 1 });
    expect(first.document.titles?.en).toBe(
      'Method for performing chip level electromagnetic interference reduction, and associated apparatus',
    );
  });
  it('continuity claims without their RL* fields: read from the COND line itself', async () => {
    // Without index lines (no stated size to meet) and without RLPY/RLAN/RLFD/RLPN/RLPC/RLCY/RLCN.
    const starts = new Set(STARTS.flatMap((line) => [line, line + 1]));
    const text = LINES.filter((line, i) => !starts.has(i + 1) && !/^RL[A-Z]{2} /.test(line)).join('\n');
    const results = await read(text);
    const whole = await read(TEXT);
    const priorities = (rs: ReadResult[]) => rs.map((r) => (r.kind === 'document' ? r.document.priorities : r));
    expect(priorities(results)).toEqual(priorities(whole));
    expect(priorities(results)[4]).toEqual([
      { country: 'US', number: 'US13624697', date: 20120921, kind: 'A' },
      { country: 'US', number: 'US11090958', date: 20050325, kind: 'A' },
    ]);
  });
});

describe('uspto-css-brs damaged input: an error with its position, and the batch goes on', () => {
  it('a record cut short in the middle (its claims lost) is an error at its index line; the next five are read', async () => {
    // Record 1 loses lines 300–690 (end of the description and the claims); its index line states 43247 bytes.
    const text = [...lines(1, 299), ...lines(691, LINES.length)].join('\n');
    const results = await read(text, 1000);
    expect(kinds(results)).toEqual(['error', ...IDS.slice(1)]);
    expect(results[0]).toMatchObject({
      kind: 'error',
      file: 'brs.txt',
      position: { line: 1, document: 0 },
      message: expect.stringMatching(/^CSS\/BRS record 09204581: \d+ bytes where its index line states 43247/),
    });
    // The next record starts 391 lines earlier than in the whole file.
    expect(results[1]).toMatchObject({ document: { provenance: { position: { index: 1, line: 700 - 391 } } } });
  });

  it('a file cut short inside its last record: the first five are read, the sixth is an error', async () => {
    const text = lines(1, 5000).join('\n');
    const results = await read(text);
    expect(kinds(results)).toEqual([...IDS.slice(0, 5), 'error']);
    expect(results[5]).toMatchObject({
      position: { line: 4237, document: 5 },
      message: expect.stringMatching(/09204586: \d+ bytes where its index line states 223492 \(truncated or altered\)/),
    });
  });

  it('a file cut right after an index line and its title: an error, no fields', async () => {
    const results = await read(lines(1, 1931).join('\n'));
    expect(kinds(results)).toEqual([...IDS.slice(0, 2), 'error']);
    expect(results[2]).toMatchObject({
      position: { line: 1930, document: 2 },
      message: expect.stringMatching(/09204583: index line without a "\*\*\* BRS DOCUMENT BOUNDARY \*\*\*" line/),
    });
  });

  it('a garbled line inside a record is an error at that line; the records around it are read', async () => {
    // After line 750 (a field of record 2), a line that is neither `TAG value` nor an indented continuation.
    const text = [...lines(1, 750), '%%\u0000 garbled 0x1f', ...lines(751, LINES.length)].join('\n');
    const results = await read(text);
    expect(kinds(results)).toEqual([IDS[0], 'error', ...IDS.slice(2)]);
    expect(results[1]).toMatchObject({
      position: { line: 751, document: 1 },
      message: expect.stringMatching(/^CSS\/BRS record 09204582: a line that is neither a field nor a continuation/),
    });
  });

  it('a record without WKU or DID is an error; text before the first record is reported once', async () => {
    const broken = ['*** BRS DOCUMENT BOUNDARY ***', 'TTL A record that lost its numbers', 'AFD 20121114'];
    const text = ['stray text', 'more stray text', ...broken, ...lines(3, LINES.length)].join('\n');
    const results = await read(text);
    expect(kinds(results)).toEqual(['error', 'error', ...IDS]);
    expect(results[0]).toMatchObject({
      position: { line: 1 },
      message: 'Text before the first CSS/BRS record: "stray text".',
    });
    expect(results[1]).toMatchObject({
      position: { line: 3, document: 0 },
      message: 'CSS/BRS record: no WKU or DID field (patent number).',
    });
  });

  it('an empty file is an error', async () => {
    expect(await read('')).toEqual([
      { kind: 'error', file: 'brs.txt', position: { line: 1 }, message: 'No CSS/BRS record in the file.' },
    ]);
  });
});
