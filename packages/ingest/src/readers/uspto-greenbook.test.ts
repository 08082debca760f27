import { type PatentDocument, PatentDocumentSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { fileEntry, readAll, DATA as SHARED_DATA, textEntry } from './reader-test-support';
import { usSeriesCodeOf } from './uspto-fields';
import { usptoGreenbookReader } from './uspto-greenbook';

const DATA = `${SHARED_DATA}/uspto-xml/PatentPublicData/greenbook`;

async function one(path: string): Promise<PatentDocument> {
  const [result, ...rest] = await readAll(usptoGreenbookReader, fileEntry(path));
  expect(rest).toEqual([]);
  if (result?.kind !== 'document') throw new Error(JSON.stringify(result));
  return PatentDocumentSchema.parse(result.document);
}

// The data has three Green Book patents; all three are golden.
describe('uspto-greenbook golden documents', () => {
  it('US4347903 (JP priority, PCT, 8 inventors, IPC edition 3, attorney)', async () => {
    const doc = await one(`${DATA}/US04347903.greenbook`);
    expect(doc).toMatchObject({
      id: 'US-4347903-A',
      kindcode: 'A',
      publicationnumber: 'US4347903A',
      // APN 1925296 = serial 192529 + check digit; SRC 6 is its series code.
      applicationnumber: 'US06192529',
      applicationdate: 19800310,
      publicationdate: 19820907,
      grantdate: 19820907,
      titles: { en: 'Electronic reading balance' },
      examiners: ['Miller, Jr., George H.'],
      assignees_name_original: ['Shimadzu Corporation'],
      agents_name_normalized: ['Oujevolk, George B.'],
      priorities: [
        { country: 'JP', number: 'JP5384696', date: 19780710, kind: 'A' },
        { country: 'WO', number: 'WO1979JP000178', date: 19790705, kind: 'W' },
      ],
      earliestprioritydate: 19780710,
      earliestprioritycountry: 'JP',
      drawingscount: 2,
      classifications: {
        ipc: [
          { code: 'G01G19/04', main: true, version: '3' },
          { code: 'G01G23/10', main: false, version: '3' },
          { code: 'G06F7/28', main: false, version: '3' },
        ],
        us: [
          { code: '177/25', main: true },
          { code: '177/185', main: false },
          { code: '364/734', main: false },
        ],
      },
    });
    expect(doc.inventors).toHaveLength(8);
    expect(doc.inventors?.[0]).toEqual({ name: 'Yano, Shozo', city: 'Kyoto', country: 'JP' });
    expect(doc.citations?.patents?.map((c) => c.number)).toEqual(['US4102421', 'US4137568', 'US4231439']);
    expect(doc.claims?.en).toHaveLength(3);
    expect(doc.abstracts?.en).toMatch(
      /^A weighing balance to provide an average weight to an object which tends to move/,
    );
  });

  it('US3932709 (continuation-in-part parent, examiners, 17 claims, 9 citations)', async () => {
    const doc = await one(`${DATA}/US03932709.greenbook`);
    expect(doc).toMatchObject({
      id: 'US-3932709-A',
      applicationnumber: 'US05449155',
      applicationdate: 19740307,
      publicationdate: 19760113,
      titles: { en: 'Electronic business telephone' },
      inventors: [
        { name: 'Hoff, Don G.', city: 'Tiburon', state: 'CA', country: 'US' },
        { name: 'Young, Patrick', city: 'Oakland', state: 'CA', country: 'US' },
      ],
      assignees_name_original: ['General Teletronics Incorporated'],
      agents_name_normalized: ['Flehr, Hohbach, Test, Albritton & Herbert'],
      examiners: ['Claffy, Kathleen H.', 'Stellar, George G.'],
      // The RLAP parent has no series code written: filed 1973-04-16, it is of series 05.
      priorities: [{ country: 'US', number: 'US05351745', date: 19730416, kind: 'A' }],
      drawingscount: 10,
      classifications: {
        ipc: [{ code: 'H04M11/00', main: true, version: '2' }],
        us: [
          { code: '179/90K', main: true },
          { code: '179/2DD', main: false },
          { code: '179/90B', main: false },
        ],
      },
    });
    expect(doc.claims?.en).toHaveLength(17);
    expect(doc.claims?.en?.[0]?.text).toMatch(/^An electronic communications terminal comprising:\na\. keyboard means/);
    expect(doc.citations?.patents).toHaveLength(9);
    expect(doc.citations?.patents?.slice(0, 3).map((c) => c.number)).toEqual(['US3518629', 'US3553445', 'US3617638']);
  });

  it('US3937375 (USPC with decimals 224/42.07, inventor street address)', async () => {
    const doc = await one(`${DATA}/US03937375.greenbook`);
    expect(doc).toMatchObject({
      id: 'US-3937375-A',
      applicationnumber: 'US05518454',
      applicationdate: 19741029,
      publicationdate: 19760210,
      titles: { en: 'Bumper support for a boat loader' },
      inventors: [
        { name: 'Daniels, Everette E.', address: '221 Locust St.', city: 'Des Moines', state: 'IA', country: 'US' },
      ],
      examiners: ['Love, John J.'],
      drawingscount: 3,
      classifications: {
        ipc: [{ code: 'B60R9/00', main: true, version: '2' }],
        us: [
          { code: '224/42.07', main: true },
          { code: '214/450', main: false },
        ],
      },
    });
    expect(doc.claims?.en).toHaveLength(3);
    expect(doc.claims?.en?.[0]?.text).toMatch(/^In a bumper support for a boat loader, the combination of a pair of/);
    expect(doc.citations?.patents).toHaveLength(5);
    expect(doc.citations?.patents?.[0]).toEqual({ number: 'US2542907', country: 'US' });
  });
});

describe('US series code by filing date (for serials written without one)', () => {
  it('follows the USPTO periods, with designs in series 29 from 1993', () => {
    expect(usSeriesCodeOf(19730416)).toBe('05');
    expect(usSeriesCodeOf(19781231)).toBe('05');
    expect(usSeriesCodeOf(19790101)).toBe('06');
    expect(usSeriesCodeOf(19971229)).toBe('08');
    expect(usSeriesCodeOf(19971230)).toBe('09');
    expect(usSeriesCodeOf(19920601, true)).toBe('07');
    expect(usSeriesCodeOf(19950601, true)).toBe('29');
    // Series 10 began in December 2001 on no fixed day; before 1935 the codes are not tabled.
    expect(usSeriesCodeOf(20011215)).toBeUndefined();
    expect(usSeriesCodeOf(19300101)).toBeUndefined();
  });
});

describe('uspto-greenbook multi-patent and malformed input', () => {
  it('concatenated patents stream one by one; a patent without WKU is an error with its index', async () => {
    const text =
      'PATN\nWKU  039327094\nTTL  One\nISD  19760113\nPATN\nTTL  Broken\nPATN\nWKU  043479030\nISD  19820907\n';
    const results = await readAll(usptoGreenbookReader, textEntry('week.txt', text));
    expect(results.map((r) => r.kind)).toEqual(['document', 'error', 'document']);
    expect(results[1]).toMatchObject({ position: { line: 5, document: 1 } });
  });
  it('empty file and text that is not Green Book', async () => {
    expect((await readAll(usptoGreenbookReader, textEntry('e.txt', '')))[0]).toMatchObject({
      kind: 'error',
      position: { line: 1 },
    });
    expect((await readAll(usptoGreenbookReader, textEntry('x.txt', 'hello world\n')))[0]).toMatchObject({
      kind: 'error',
      position: { line: 1 },
      message: expect.stringMatching(/before the first PATN/),
    });
  });
  it('detect', () => {
    expect(usptoGreenbookReader.detect('PATN\nWKU  043479030\n')).toBe(true);
    expect(usptoGreenbookReader.detect('<?xml version="1.0"?>')).toBe(false);
  });
});
