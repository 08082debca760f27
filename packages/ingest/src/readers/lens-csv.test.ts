import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type PatentDocument, PatentDocumentSchema } from '@app/shared';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { detectLensCsv, lensCsvReader } from './lens-csv';
import type { ReadResult } from './reader';
import { chunkedTextEntry, fileEntry, readAll, DATA as SHARED_DATA } from './reader-test-support';

const DATA = `${SHARED_DATA}/lens-patents`;
const JET = join(DATA, 'jet-engines_lens-export.csv');
const SANGAMO = join(DATA, 'sangamo_lens-export.csv');

const textEntry = chunkedTextEntry(97);

const cache = new Map<string, ReadResult[]>();
async function results(path: string): Promise<ReadResult[]> {
  if (!cache.has(path)) cache.set(path, await readAll(lensCsvReader, fileEntry(path, { highWaterMark: 4096 })));
  return cache.get(path)!;
}

async function docs(path: string): Promise<PatentDocument[]> {
  return (await results(path))
    .filter((r) => r.kind === 'document')
    .map((r) => PatentDocumentSchema.parse((r as Extract<ReadResult, { kind: 'document' }>).document));
}

async function doc(path: string, id: string): Promise<PatentDocument> {
  const found = (await docs(path)).find((d) => d.id === id);
  if (found === undefined) throw new Error(`${id} not read`);
  return found;
}

describe('lens-csv detect', () => {
  it('recognises both export headers by content, not other Lens CSVs', () => {
    expect(detectLensCsv(readFileSync(JET, 'utf8').slice(0, 65536))).toBe(true);
    expect(detectLensCsv(readFileSync(SANGAMO, 'utf8').slice(0, 65536))).toBe(true);
    const scholarly = join(SHARED_DATA, 'npl/lens-scholarly/topology_lens-scholarly-export.csv');
    expect(detectLensCsv(readFileSync(scholarly, 'utf8').slice(0, 65536))).toBe(false);
    expect(detectLensCsv('{"guid": "US-1-A"}')).toBe(false);
  });
});

describe('lens-csv corpus', () => {
  // Every row of both exports: seconds of work, more than the default 5 s on a loaded machine.
  it('reads every row: counts per file, the one row without a ucid is a precise error', async () => {
    const count = (list: ReadResult[]) => {
      const out: Record<string, number> = {};
      for (const r of list) out[r.kind] = (out[r.kind] ?? 0) + 1;
      return out;
    };
    const jet = await results(JET);
    expect(count(jet)).toEqual({ document: 3778, error: 1 });
    // IN 2851DE2013 A is an Indian application-style number that has no ucid form.
    expect(jet.filter((r) => r.kind === 'error')).toEqual([
      {
        kind: 'error',
        file: JET,
        position: { line: 2241, document: 2239 },
        message: 'No valid publication number: IN IN 2851DE2013 A A.',
      },
    ]);
    expect(count(await results(SANGAMO))).toEqual({ document: 130 });
    for (const path of [JET, SANGAMO]) expect((await docs(path)).length).toBeGreaterThan(0);
  }, 60_000);
});

describe('lens-csv golden documents (values read by hand from the CSV rows)', () => {
  it('jet-engines #1 US 2011/0185700 A1: DOCDB application number without series', async () => {
    const d = await doc(JET, 'US-20110185700-A1');
    expect(d).toMatchObject({
      country: 'US',
      kindcode: 'A1',
      publicationnumber: 'US20110185700A1',
      // `US 65784810 A` is DOCDB serial 657848 of 2010.
      applicationnumber: 'US20100657848',
      publicationdate: 20110804,
      applicationdate: 20100129,
      earliestprioritydate: 20100129,
      earliestprioritycountry: 'US',
      titles: { en: 'Jet Engine Bird Diverters' },
      applicants: [{ name: 'NEWCOMER FRED MICHAEL' }],
      inventors: [{ name: 'NEWCOMER FRED MICHAEL' }],
      assignees_name_original: ['NEWCOMER FRED MICHAEL'],
      grant: false,
      classifications: { cpc: [{ code: 'F02C7/055' }], ipc: [{ code: 'F02C7/055' }], us: [{ code: '60/39.092' }] },
      provenance: { format: 'lens-csv', file: JET, position: { index: 0, line: 2 } },
    });
    expect(d.priorities).toEqual([{ country: 'US', number: 'US20100657848', date: 20100129, kind: 'A' }]);
    expect(d.citations).toBeUndefined();
    expect(d.familydata).toBeUndefined();
  });

  it('jet-engines #2 US 8001762 B2: two parties, provisional priority, two US classes', async () => {
    const d = await doc(JET, 'US-8001762-B2');
    expect(d).toMatchObject({
      applicationnumber: 'US20070890290',
      publicationdate: 20110823,
      grantdate: 20110823,
      applicationdate: 20070803,
      earliestprioritydate: 20060804,
      earliestprioritycountry: 'US',
      grant: true,
      titles: { en: 'Method And Device To Increase Thrust And Efficiency Of Jet Engine' },
    });
    expect(d.applicants).toEqual([{ name: 'EFREMKIN ARTEM P' }, { name: 'EFREMKIN PAVEL V' }]);
    expect(d.inventors).toEqual([{ name: 'EFREMKIN ARTEM P' }, { name: 'EFREMKIN PAVEL V' }]);
    expect(d.priorities).toEqual([{ country: 'US', number: 'US20060835472', date: 20060804, kind: 'P' }]);
    expect(d.classifications).toEqual({
      ipc: [{ code: 'F02C7/08' }],
      us: [{ code: '60/39.5' }, { code: '60/770' }],
    });
  });

  it('jet-engines #5 WO 1995/027654 A1: PCT application, two priorities, NPL text', async () => {
    const d = await doc(JET, 'WO-1995027654-A1');
    expect(d).toMatchObject({
      publicationnumber: 'WO1995027654A1',
      applicationnumber: 'WO1995US004489',
      publicationdate: 19951019,
      applicationdate: 19950407,
      earliestprioritydate: 19940411,
      earliestprioritycountry: 'US',
      grant: false,
      titles: { en: '3x Multi-Engine Jet Configuration And Method Of Operation' },
      applicants: [{ name: 'BACON RICHARD J' }],
      inventors: [{ name: 'BACON RICHARD J' }],
      classifications: { cpc: [{ code: 'B64D27/023' }], ipc: [{ code: 'B64D27/02' }] },
    });
    expect(d.priorities).toEqual([
      { country: 'US', number: 'US19940225521', date: 19940411, kind: 'A' },
      { country: 'US', number: 'US19940225585', date: 19940411, kind: 'A' },
    ]);
    expect(d.citations).toEqual({ npl: [{ text: 'See also references of EP 0702642A4' }] });
  });

  it('jet-engines #7 US 8402745 B2: GB priority sets the earliest priority country', async () => {
    const d = await doc(JET, 'US-8402745-B2');
    expect(d).toMatchObject({
      applicationnumber: 'US20050579212',
      publicationdate: 20130326,
      applicationdate: 20050503,
      earliestprioritydate: 20040430,
      earliestprioritycountry: 'GB',
      titles: { en: 'Pulse Jet Engines' },
      applicants: [{ name: 'DENNE WILLIAM ANTHONY' }],
      classifications: { ipc: [{ code: 'F02K5/02' }], us: [{ code: '60/247' }] },
    });
    expect(d.priorities).toEqual([{ country: 'GB', number: 'GB0409664', date: 20040430, kind: 'A' }]);
  });

  it('jet-engines #31 EP 2084061 B1: EP application, three provisionals', async () => {
    const d = await doc(JET, 'EP-2084061-B1');
    expect(d).toMatchObject({
      applicationnumber: 'EP07873759',
      publicationdate: 20161214,
      grantdate: 20161214,
      applicationdate: 20071010,
      earliestprioritydate: 20061012,
      earliestprioritycountry: 'US',
      grant: true,
      titles: { en: 'Supersonic Aircraft Jet Engine' },
      applicants: [{ name: 'AERION CORP' }],
      inventors: [{ name: 'CHASE JAMES D' }, { name: 'GARZON GERMAN ANDRES' }],
      classifications: { ipc: [{ code: 'B64C30/00' }] },
    });
    expect(d.priorities).toEqual([
      { country: 'US', number: 'US20060851841', date: 20061012, kind: 'P' },
      { country: 'US', number: 'US20060851630', date: 20061013, kind: 'P' },
      { country: 'US', number: 'US20060851403', date: 20061013, kind: 'P' },
    ]);
  });

  it('jet-engines #814 EP 1357170 B9 (a correction: the number carries a date) and #889 in Cyrillic', async () => {
    const b9 = await doc(JET, 'EP-1357170-B9');
    expect(b9).toMatchObject({
      applicationnumber: 'EP03007626',
      publicationdate: 20061018,
      applicationdate: 20030402,
      earliestprioritydate: 20020424,
      applicants: [{ name: 'AFTON CHEMICAL INTANGIBLES LLC' }],
      inventors: [{ name: 'ARADI ALLEN A' }, { name: 'MALFER DENNIS J' }, { name: 'SCHWAB SCOTT D' }],
    });
    expect(b9.priorities).toEqual([{ country: 'US', number: 'US20020128529', date: 20020424, kind: 'A' }]);
    expect(b9.classifications?.ipc).toHaveLength(16);
    const ru = await doc(JET, 'RU-2017118287-A');
    expect(ru).toMatchObject({
      applicationnumber: 'RU2017118287',
      publicationdate: 20190819,
      applicationdate: 20170525,
      titles: { ru: 'Электротеплореактивный Двигатель' },
      applicants: [{ name: 'Акопян Арман Саркисович' }],
      classifications: { ipc: [{ code: 'F02K5/00' }] },
    });
  });

  it('sangamo #1 US 9833479 B2: abstract, owners, undated priorities, families, legal status', async () => {
    const d = await doc(SANGAMO, 'US-9833479-B2');
    expect(d).toMatchObject({
      applicationnumber: 'US15458258',
      publicationdate: 20171205,
      grantdate: 20171205,
      applicationdate: 20170314,
      earliestprioritydate: 20140730,
      earliestprioritycountry: 'US',
      grant: true,
      pending: false,
      titles: { en: 'Gene correction of SCID-related genes in hematopoietic stem and progenitor cells' },
      applicants: [{ name: 'SANGAMO THERAPEUTICS INC' }],
      assignees_name_current: ['SANGAMO THERAPEUTICS INC'],
      provenance: { position: { index: 0, line: 2 } },
    });
    expect(d.abstracts?.en).toMatch(/^The present disclosure is in the field of genome engineering/);
    expect(d.inventors?.map((p) => p.name)).toEqual([
      'CONWAY ANTHONY',
      'COST GREGORY J',
      'HOLMES MICHAEL C',
      'URNOV FYODOR',
    ]);
    expect(d.priorities).toEqual([
      { country: 'US', number: 'US15458258', kind: 'A' },
      { country: 'US', number: 'US14813924', kind: 'A' },
      { country: 'US', number: 'US62030942', kind: 'P' },
    ]);
    expect(d.classifications?.ipc?.map((c) => c.code)).toEqual([
      'A61K35/28',
      'A61K35/12',
      'A61K38/17',
      'C07K14/47',
      'C07K14/715',
      'C12N9/22',
      'C12N15/90',
    ]);
    // 18 CPC cells with repeats: 11 distinct codes in first-seen order.
    expect(d.classifications?.cpc?.map((c) => c.code)).toEqual([
      'C12N9/22',
      'A61K35/28',
      'A61K35/545',
      'A61K38/1709',
      'A61K38/1793',
      'A61K48/005',
      'C12N15/907',
      'A61K35/12',
      'A61K2035/124',
      'C07K14/4705',
      'C07K14/7155',
    ]);
    expect(d.citations?.npl).toHaveLength(57);
    const self = { ucid: 'US-9833479-B2', an: 'US15458258', publicationdate: 20171205, applicationdate: 20170314 };
    // The 6 simple (and the same 6 extended) members; the least Lens ID is 004-833-779-175-375, this row's own.
    expect(d.familydata).toEqual({
      'simple-family-data': { id: 'lens:004-833-779-175-375', publications: [self] },
      'extended-family-data': { id: 'lens:004-833-779-175-375', publications: [self] },
    });
  });

  it('sangamo #2 US 2023/0067653 A1 (discontinued) and #3 US 2020/0102577 A1 (six NPL, owner)', async () => {
    const a = await doc(SANGAMO, 'US-20230067653-A1');
    expect(a).toMatchObject({
      applicationnumber: 'US17848330',
      publicationdate: 20230302,
      applicationdate: 20220623,
      earliestprioritydate: 20180208,
      grant: false,
      pending: false,
      titles: { en: 'ENGINEERED TARGET SPECIFIC NUCLEASES' },
      applicants: [{ name: 'SANGAMO THERAPEUTICS INC' }],
      inventors: [
        { name: 'DEKELVER RUSSELL' },
        { name: 'KRIVEGA IVAN' },
        { name: 'MILLER JEFFREY C' },
        { name: 'ZHANG LEI' },
      ],
    });
    expect(a.assignees_name_current).toBeUndefined();
    expect(a.priorities?.map((p) => `${p.number} ${p.kind}`)).toEqual([
      'US17848330 A',
      'US16271250 A',
      'US62728226 P',
      'US62758786 P',
      'US62795937 P',
      'US62802092 P',
      'US62628016 P',
    ]);
    expect(a.classifications?.ipc?.map((c) => c.code)).toEqual([
      'C12N9/22',
      'A61K38/46',
      'A61K38/47',
      'A61K38/48',
      'A61K48/00',
      'C12N7/00',
      'C12N9/16',
      'C12N9/24',
      'C12N9/64',
    ]);
    expect(a.familydata?.['simple-family-data']?.id).toBe('lens:010-339-958-493-92X');
    const b = await doc(SANGAMO, 'US-20200102577-A1');
    expect(b).toMatchObject({
      applicationnumber: 'US16562891',
      publicationdate: 20200402,
      applicationdate: 20190906,
      earliestprioritydate: 20150713,
      assignees_name_current: ['SANGAMO THERAPEUTICS INC'],
      inventors: [
        { name: 'LEE GARY K' },
        { name: 'RILEY BRIGIT E' },
        { name: 'ST MARTIN SUSAN J' },
        { name: 'WECHSLER THOMAS' },
      ],
      classifications: {
        ipc: [{ code: 'C12N15/86' }, { code: 'A61K38/37' }, { code: 'A61K38/48' }, { code: 'C12N5/0783' }],
      },
    });
    expect(b.citations?.npl).toHaveLength(6);
    expect(b.citations?.npl?.[0]?.text).toMatch(/^Mease, P\.J\. B-cell targeted therapy in autoimmune disease/);
  });
});

describe('lens-csv families (Sangamo export)', () => {
  type Raw = Record<string, string>;
  const raw = parse(readFileSync(SANGAMO), { columns: true, bom: true }) as Raw[];
  const members = (cell: string | undefined) => (cell ?? '').split(';;').filter((x) => x !== '');

  it('every document carries the family Lens lists: id of its least member, itself as a publication', async () => {
    const all = await docs(SANGAMO);
    expect(all).toHaveLength(raw.length);
    raw.forEach((row, i) => {
      const d = all[i]!;
      const simple = members(row['Simple Family Members']);
      const extended = members(row['Extended Family Members']);
      expect(simple.length).toBe(Number(row['Simple Family Size']));
      expect(simple).toContain(row['Lens ID']);
      expect(d.familydata?.['simple-family-data']?.id).toBe(`lens:${[...simple].sort()[0]}`);
      expect(d.familydata?.['extended-family-data']?.id).toBe(`lens:${[...extended].sort()[0]}`);
      expect(d.familydata?.['simple-family-data']?.publications.map((p) => p.ucid)).toEqual([d.id]);
    });
  });

  it('documents sharing a family carry the same family id; different families never do', async () => {
    const all = await docs(SANGAMO);
    for (const column of ['Simple Family Members', 'Extended Family Members'] as const) {
      const key = column.startsWith('Simple') ? 'simple-family-data' : 'extended-family-data';
      const groups = new Map<string, string[]>();
      raw.forEach((row, i) => {
        const k = members(row[column]).sort().join(',');
        groups.set(k, [...(groups.get(k) ?? []), all[i]!.familydata?.[key]?.id ?? '']);
      });
      const ids = [...groups.values()].map((list) => new Set(list));
      for (const set of ids) expect(set.size).toBe(1);
      expect(new Set(ids.map((set) => [...set][0])).size).toBe(groups.size);
    }
    // 8 extended families hold two or three of the export's documents, e.g. rows #3 and #26.
    const a = all.find((d) => d.id === 'US-20200102577-A1')!;
    const b = all.find((d) => d.id === 'US-20190142970-A1')!;
    expect(a.familydata?.['extended-family-data']?.id).toBe('lens:000-442-173-532-063');
    expect(b.familydata?.['extended-family-data']?.id).toBe('lens:000-442-173-532-063');
    expect(a.familydata?.['simple-family-data']?.id).not.toBe(b.familydata?.['simple-family-data']?.id);
  });

  it('two rows of one simple family get identical family ids', async () => {
    const lines = readFileSync(SANGAMO, 'utf8').split('\r\n');
    // Row #1 again, as a second publication of the same family with another number.
    const copy = lines[1]!.replace('US 9833479 B2', 'US 9833480 B2');
    const out = await readAll(lensCsvReader, textEntry('two.csv', [lines[0], lines[1], copy].join('\r\n')));
    const [first, second] = out.map((r) => (r.kind === 'document' ? r.document : undefined));
    expect(second?.id).toBe('US-9833480-B2');
    expect(first?.familydata?.['simple-family-data']?.id).toBe(second?.familydata?.['simple-family-data']?.id);
  });
});

describe('lens-csv malformed input', () => {
  const jetLines = readFileSync(JET, 'utf8').split(/\r?\n/);

  it('a truncated row in the middle gives an error with its line; the other rows come through', async () => {
    const cut = jetLines[2]!.slice(0, 60);
    const text = [jetLines[0], jetLines[1], cut, jetLines[3], ''].join('\r\n');
    const out = await readAll(lensCsvReader, textEntry('cut.csv', text));
    expect(out.map((r) => r.kind)).toEqual(['document', 'error', 'document']);
    expect(out[1]).toMatchObject({ kind: 'error', file: 'cut.csv', position: { line: 3, document: 1 } });
    expect((out[1] as { message: string }).message).toMatch(/^Row has \d+ fields, the header 31/);
    for (const r of out) if (r.kind === 'document') PatentDocumentSchema.parse(r.document);
  });

  it('a file cut inside a quoted cell keeps the rows before and reports the cut', async () => {
    const sangamo = readFileSync(SANGAMO, 'utf8');
    const third = sangamo.indexOf('\r\n3,US,');
    const out = await readAll(lensCsvReader, textEntry('cut.csv', sangamo.slice(0, third + 400)));
    expect(out.map((r) => r.kind)).toEqual(['document', 'document', 'error']);
    // The cut falls in the abstract (the 13th cell) of row #3 on line 4.
    expect(out[2]).toMatchObject({
      kind: 'error',
      position: { line: 4, document: 2 },
      message: 'Row has 14 fields, the header 37: truncated or malformed row.',
    });
  });

  it('wrong header, empty file, header without rows, unknown number', async () => {
    expect(await readAll(lensCsvReader, textEntry('w.csv', 'Lens ID,Title,Date Published\n1,x,2020\n'))).toEqual([
      {
        kind: 'error',
        file: 'w.csv',
        position: { line: 1 },
        message:
          'Not a Lens patent export header: missing column(s) Jurisdiction, Kind, Publication Number or Display Key.',
      },
    ]);
    expect(await readAll(lensCsvReader, textEntry('e.csv', ''))).toEqual([
      { kind: 'error', file: 'e.csv', position: { line: 1 }, message: 'Empty file: no Lens CSV header.' },
    ]);
    expect(await readAll(lensCsvReader, textEntry('h.csv', `${jetLines[0]}\r\n`))).toEqual([
      { kind: 'skipped', file: 'h.csv', reason: 'Lens export with a header and no rows.' },
    ]);
    const bad = jetLines[1]!.replace('US 2011/0185700 A1', 'n/a');
    const out = await readAll(lensCsvReader, textEntry('b.csv', [jetLines[0], bad, jetLines[2]].join('\r\n')));
    expect(out.map((r) => r.kind)).toEqual(['error', 'document']);
    expect(out[0]).toMatchObject({
      position: { line: 2, document: 0 },
      message: 'No valid publication number: US n/a A1.',
    });
  });
});
