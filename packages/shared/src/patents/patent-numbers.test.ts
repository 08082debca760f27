import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applicationNumberSpellings,
  applicationNumberVariants,
  canonicalApplicationNumber,
  canonicalPublicationNumber,
  cnCheckDigit,
  displayPublicationNumber,
  epCheckDigit,
  formatPctApplicationNumber,
  formatUsApplicationNumber,
  isDesignKind,
  isGrantKind,
  normalizeUcid,
  parseApplicationNumber,
  parsePctApplicationNumber,
  parsePublicationNumber,
  parseUcid,
  parseUsApplicationNumber,
  publicationNumberSpellings,
  publicationNumberVariants,
  ucidOf,
} from './patent-numbers';

// Real documents of the shared sample corpus (see its PROVENANCE.md), read in place, never copied.
const DATA = fileURLToPath(new URL('../../../../../shared/data/', import.meta.url));
const EP_FULLTEXT = `${DATA}ep-fulltext/go-epo-eps/`;

describe('publication numbers (same rules as the engine number analyzer)', () => {
  it('parses the spellings the engine tests pin', () => {
    expect(parsePublicationNumber('EP 1 234 567 A1')).toEqual({ country: 'EP', serial: '1234567', kind: 'A1' });
    expect(parsePublicationNumber('US 2010/0123456')).toEqual({ country: 'US', serial: '20100123456', kind: '' });
    expect(parsePublicationNumber('US2010123456 A1')).toEqual({ country: 'US', serial: '20100123456', kind: 'A1' });
    expect(parsePublicationNumber('US 7,057,742 B2')).toEqual({ country: 'US', serial: '7057742', kind: 'B2' });
    expect(parsePublicationNumber('US07057742')).toEqual({ country: 'US', serial: '7057742', kind: '' });
    expect(parsePublicationNumber('USD435,854 S1')).toEqual({ country: 'US', serial: 'D435854', kind: 'S1' });
    expect(parsePublicationNumber('WO 2009/85664 A2')).toEqual({ country: 'WO', serial: '2009085664', kind: 'A2' });
    expect(parsePublicationNumber('jp 2005-533465 a')).toEqual({ country: 'JP', serial: '2005533465', kind: 'A' });
    expect(parsePublicationNumber('not a number')).toBeNull();
    expect(publicationNumberVariants('EP 1 234 567 A1')).toEqual(['EP1234567A1', 'EP1234567', '1234567A1', '1234567']);
    expect(canonicalPublicationNumber('EP 1234567 A1')).toBe('EP1234567A1');
  });

  it('reads the publication numbers of the Lens exports (Display Key column)', () => {
    // jet-engines_lens-export.csv and sangamo_lens-export.csv
    expect(canonicalPublicationNumber('US 2023/0067653 A1')).toBe('US20230067653A1');
    expect(canonicalPublicationNumber('WO 1995/027654 A1')).toBe('WO1995027654A1');
    expect(canonicalPublicationNumber('AU 2006/292754 A1')).toBe('AU2006292754A1');
    expect(canonicalPublicationNumber('GE P20002306 B')).toBe('GEP20002306B');
    expect(canonicalPublicationNumber('TW M451320 U')).toBe('TWM451320U');
    expect(canonicalPublicationNumber('EA 032399 B1')).toBe('EA32399B1');
    expect(canonicalPublicationNumber('KR 101159648 B1')).toBe('KR101159648B1');
  });

  it('writes the usual spellings, each of which parses back', () => {
    expect(publicationNumberSpellings({ country: 'US', serial: '7057742', kind: 'B2' })).toEqual([
      'US7057742B2',
      'US 7057742 B2',
      'US-7057742-B2',
      'US 7,057,742 B2',
      'US07057742',
    ]);
    expect(publicationNumberSpellings({ country: 'US', serial: '20220240350', kind: 'A1' })).toContain(
      'US 2022/0240350 A1',
    );
    expect(publicationNumberSpellings({ country: 'US', serial: 'D435854', kind: 'S1' })).toContain('USD0435854');
    expect(publicationNumberSpellings({ country: 'EP', serial: '560858', kind: 'A1' })).toContain('EP 0 560 858 A1');
    const real = ['US07062920', 'US20050004655A2', 'USD435854S1', 'EP3404678B1', 'WO2022259205A1', 'ES2993312T1'];
    for (const number of real) {
      const parts = parsePublicationNumber(number)!;
      for (const spelling of publicationNumberSpellings(parts)) {
        const back = parsePublicationNumber(spelling)!;
        expect(back.country + back.serial).toBe(parts.country + parts.serial);
        if (back.kind !== '') expect(back.kind).toBe(parts.kind);
      }
    }
  });

  it('round-trips every spelling of generated numbers (property)', () => {
    const parts = fc.oneof(
      fc.record({
        country: fc.constantFrom('US', 'EP', 'DE', 'JP', 'CN', 'KR'),
        serial: fc.integer({ min: 1, max: 9_999_999 }).map(String),
        kind: fc.constantFrom('', 'A', 'A1', 'B1', 'B2', 'U'),
      }),
      fc.record({
        country: fc.constant('US'),
        serial: fc
          .tuple(fc.integer({ min: 2001, max: 2030 }), fc.integer({ min: 1, max: 999_999 }))
          .map(([year, serial]) => `${year}${String(serial).padStart(7, '0')}`),
        kind: fc.constantFrom('A1', 'A2', 'A9'),
      }),
      fc.record({
        country: fc.constant('WO'),
        serial: fc
          .tuple(fc.integer({ min: 1978, max: 2030 }), fc.integer({ min: 1, max: 999_999 }))
          .map(([year, serial]) => `${year}${String(serial).padStart(6, '0')}`),
        kind: fc.constantFrom('A1', 'A2', 'A3'),
      }),
    );
    fc.assert(
      fc.property(parts, (written) => {
        for (const spelling of publicationNumberSpellings(written)) {
          const back = parsePublicationNumber(spelling);
          expect(back?.country).toBe(written.country);
          expect(back?.serial).toBe(written.serial);
          expect(publicationNumberVariants(written.country + written.serial + written.kind)).toContain(
            canonicalPublicationNumber(spelling),
          );
        }
      }),
    );
  });
});

describe('ucid', () => {
  it('normalises every form the UI shows, and refuses numbers without country or kind', () => {
    for (const form of ['EP3164662A1', 'EP-3164662-A1', 'EP 3164662 A1', 'ep3164662a1', ' EP 3 164 662 A1 ']) {
      expect(normalizeUcid(form)).toBe('EP-3164662-A1');
    }
    expect(normalizeUcid('US D435,854 S1')).toBe('US-D435854-S1');
    expect(normalizeUcid('US 2022/0240350 A1')).toBe('US-20220240350-A1');
    for (const bad of ['3164662', 'EP3164662', '3164662A1', '', 'not a number']) expect(normalizeUcid(bad)).toBeNull();
  });

  it('shows a ucid in the one compact form, and other text as given', () => {
    expect(displayPublicationNumber('EP-3164662-A1')).toBe('EP3164662A1');
    expect(displayPublicationNumber('US-D435854-S1')).toBe('USD435854S1');
    expect(displayPublicationNumber('US6103599')).toBe('US6103599');
  });

  it('builds CC-NUMBER-KIND from any spelling', () => {
    expect(ucidOf('US', '7,057,742', 'B2')).toBe('US-7057742-B2');
    expect(ucidOf('us', 'US07057742', 'b2')).toBe('US-7057742-B2');
    expect(ucidOf('US', 'D435,854', 'S1')).toBe('US-D435854-S1');
    expect(ucidOf('US', '2022/0240350', 'A1')).toBe('US-20220240350-A1');
    expect(ucidOf('EP', '0560858', 'A1')).toBe('EP-560858-A1');
    expect(ucidOf('EP', 'EP 3404678 B1', '')).toBe('EP-3404678-B1');
    expect(ucidOf('ES', '2993312', 'T1')).toBe('ES-2993312-T1');
  });

  it('refuses conflicts and missing parts', () => {
    expect(ucidOf('US', 'EP 3404678', 'B1')).toBe('US-EP3404678-B1'); // two letters may be a series prefix (RE, PP)
    expect(ucidOf('US', 'EP3404678B1', 'A1')).toBeNull();
    expect(ucidOf('EP', '3404678 B1', 'A1')).toBeNull();
    expect(ucidOf('EP', '3404678', '')).toBeNull();
    expect(ucidOf('E', '3404678', 'B1')).toBeNull();
    expect(ucidOf('EP', 'abc', 'B1')).toBeNull();
  });

  it('parses only canonical ucids', () => {
    expect(parseUcid('US-7057742-B2')).toEqual({ country: 'US', serial: '7057742', kind: 'B2' });
    expect(parseUcid('US-D435854-S1')).toEqual({ country: 'US', serial: 'D435854', kind: 'S1' });
    expect(parseUcid('US-07057742-B2')).toBeNull();
    expect(parseUcid('US-2010123456-A1')).toBeNull();
    expect(parseUcid('US7057742B2')).toBeNull();
    expect(parseUcid('US-7057742')).toBeNull();
  });

  it('round-trips ucidOf and parseUcid (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('US', 'EP', 'JP', 'DE', 'CN', 'KR', 'WO'),
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.constantFrom('A', 'A1', 'B1', 'B2', 'U1', 'S'),
        (country, serial, kind) => {
          const ucid = ucidOf(country, String(serial).padStart(8, '0'), kind);
          expect(ucid).not.toBeNull();
          expect(parseUcid(ucid!)).toEqual({ country, serial: String(serial), kind });
        },
      ),
    );
  });
});

describe('kinds', () => {
  it('tells grants from applications', () => {
    expect(isGrantKind('US', 'B2')).toBe(true);
    expect(isGrantKind('US', 'A1')).toBe(false);
    expect(isGrantKind('US', 'S1')).toBe(true);
    expect(isGrantKind('US', 'E')).toBe(true);
    expect(isGrantKind('US', 'A', '3937375')).toBe(true); // greenbook US03937375, granted 1976
    expect(isGrantKind('US', 'A', '20010000044')).toBe(false);
    expect(isGrantKind('EP', 'B1')).toBe(true);
    expect(isGrantKind('EP', 'A2')).toBe(false);
    expect(isGrantKind('WO', 'B1')).toBe(false);
    expect(isGrantKind('DE', 'B')).toBe(false);
    expect(isGrantKind('DE', 'B4')).toBe(true);
    expect(isGrantKind('RU', 'C1')).toBe(true);
    expect(isGrantKind('CN', 'U')).toBe(false);
    expect(isDesignKind('US', 'S1')).toBe(true);
    expect(isDesignKind('EP', 'S1')).toBe(false);
  });
});

describe('check digits', () => {
  it('computes EP check digits (Luhn) as the EPO prints them', () => {
    // epo-ops get_family_with_biblio and search_with_constituent; a priority of go-uspto US20230080311A1
    expect(epCheckDigit('10167109')).toBe('7');
    expect(epCheckDigit('19702186')).toBe('8');
    expect(epCheckDigit('23173822')).toBe('0');
    expect(epCheckDigit('17167508')).toBe('5');
    expect(epCheckDigit('1716750')).toBeNull();
  });

  it('agrees with the B210 numbers of the EP full-text documents', () => {
    const numbers = new Set<string>();
    for (const folder of ['application', 'grant']) {
      for (const file of readdirSync(`${EP_FULLTEXT}${folder}`)) {
        const xml = readFileSync(`${EP_FULLTEXT}${folder}/${file}`, 'utf8');
        for (const match of xml.matchAll(/<B210>(\d{8})\.(\d)<\/B210>/g)) numbers.add(`${match[1]}.${match[2]}`);
      }
    }
    expect(numbers.size).toBeGreaterThan(40);
    const disagreeing = [...numbers].filter((number) => epCheckDigit(number.slice(0, 8)) !== number.slice(9));
    // EP0560858 (application/v1-4-A1-1.xml) prints 92900624.0 where Luhn gives 5; the other numbers all agree.
    expect(disagreeing).toEqual(['92900624.0']);
  });

  it('computes CN check digits', () => {
    // Priorities cited in uspto-xml css_brs_sample.txt and go-uspto US20220240351A1.
    expect(cnCheckDigit('201110162680')).toBe('3');
    expect(cnCheckDigit('202110107591')).toBe('2');
    expect(cnCheckDigit('2011101626')).toBeNull();
  });
});

describe('US application numbers', () => {
  it('reads every source spelling', () => {
    const us = (series: string | null, serial: string, year: number | null) => ({ series, serial, year });
    expect(parseUsApplicationNumber('16/159,021')).toEqual(us('16', '159021', null)); // uspto-odp
    expect(parseUsApplicationNumber('08/207976')).toEqual(us('08', '207976', null)); // ppubs cassettes
    expect(parseUsApplicationNumber('US 08/921,321')).toEqual(us('08', '921321', null)); // OPS number service
    expect(parseUsApplicationNumber('13167395')).toEqual(us('13', '167395', null)); // OPS original
    expect(parseUsApplicationNumber('US 201715458258 A')).toEqual(us('15', '458258', 2017)); // Lens
    expect(parseUsApplicationNumber('US 201462030942 P')).toEqual(us('62', '030942', 2014)); // Lens provisional
    expect(parseUsApplicationNumber('US201113167395')).toEqual(us('13', '167395', 2011)); // OPS epodoc
    expect(parseUsApplicationNumber('US19970921321')).toEqual(us(null, '921321', 1997)); // OPS epodoc
    expect(parseUsApplicationNumber('96495207', { docdb: true })).toEqual(us(null, '964952', 2007)); // OPS docdb
    expect(parseUsApplicationNumber('US 65784810 A', { docdb: true })).toEqual(us(null, '657848', 2010)); // Lens
    expect(parseUsApplicationNumber('65784810')).toBeNull(); // series 65 does not exist: refused, not misread
    expect(parseUsApplicationNumber('16/159,02')).toBeNull();
  });

  it('writes the three spellings, the 10-character one of SPEC §5 among them', () => {
    const number = parseUsApplicationNumber('16/159,021')!;
    expect(formatUsApplicationNumber(number, 'slash')).toBe('16/159,021');
    expect(formatUsApplicationNumber(number, 'digits')).toBe('16159021');
    expect(formatUsApplicationNumber(number, 'compact')).toBe('US16159021');
    expect(formatUsApplicationNumber(number, 'compact')).toHaveLength(10);
    expect(formatUsApplicationNumber({ series: null, serial: '964952', year: 2007 }, 'slash')).toBeNull();
  });

  it('round-trips slash and compact spellings (property)', () => {
    const series = fc.constantFrom('08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '29', '60', '63');
    fc.assert(
      fc.property(series, fc.integer({ min: 0, max: 999_999 }), (code, serialNumber) => {
        const number = { series: code, serial: String(serialNumber).padStart(6, '0'), year: null };
        for (const style of ['slash', 'digits', 'compact'] as const) {
          expect(parseUsApplicationNumber(formatUsApplicationNumber(number, style)!)).toEqual(number);
        }
      }),
    );
  });
});

describe('international (PCT) application numbers', () => {
  const pct = (office: string, year: number, serial: number) => ({ office, year, serial });

  it('reads every source spelling', () => {
    expect(parsePctApplicationNumber('PCT/US2021/041988')).toEqual(pct('US', 2021, 41988)); // ppubs doc.json
    expect(parsePctApplicationNumber('PCT/US99/23008')).toEqual(pct('US', 1999, 23008)); // xml2004 US06970935
    expect(parsePctApplicationNumber('PCT/GB02/04635')).toEqual(pct('GB', 2002, 4635)); // OPS number service
    expect(parsePctApplicationNumber('GB 0204635 W')).toEqual(pct('GB', 2002, 4635)); // its DOCDB answer
    expect(parsePctApplicationNumber('WO2019US56674')).toEqual(pct('US', 2019, 56674)); // OPS epodoc
    expect(parsePctApplicationNumber('WO2009KR06271')).toEqual(pct('KR', 2009, 6271)); // OPS epodoc
    expect(parsePctApplicationNumber('US 2019056674 W')).toEqual(pct('US', 2019, 56674)); // OPS docdb
    expect(parsePctApplicationNumber('US2019/056674')).toEqual(pct('US', 2019, 56674)); // OPS original
    expect(parsePctApplicationNumber('IB2022/055385')).toEqual(pct('IB', 2022, 55385)); // DOCDB WO2022259205
    expect(parsePctApplicationNumber('US 9504489 W')).toEqual(pct('US', 1995, 4489)); // Lens
    expect(parsePctApplicationNumber('US 2009/0048785 W')).toEqual(pct('US', 2009, 48785)); // Lens
    expect(parsePctApplicationNumber('IN 2014000690 W')).toEqual(pct('IN', 2014, 690)); // Lens
    expect(parsePctApplicationNumber('WO2019US012345')).toEqual(pct('US', 2019, 12345));
    expect(parsePctApplicationNumber('PCT/US99/123456')).toBeNull();
    expect(parsePctApplicationNumber('PCT/US2019/0')).toBeNull();
  });

  it('writes the spellings of each source, the 14-character one of SPEC §5 among them', () => {
    const number = pct('US', 2019, 56674);
    expect(formatPctApplicationNumber(number, 'pct')).toBe('PCT/US2019/056674');
    expect(formatPctApplicationNumber(number, 'compact')).toBe('WO2019US056674');
    expect(formatPctApplicationNumber(number, 'compact')).toHaveLength(14);
    expect(formatPctApplicationNumber(number, 'epodoc')).toBe('WO2019US56674');
    expect(formatPctApplicationNumber(number, 'docdb')).toBe('US2019056674');
    expect(formatPctApplicationNumber(pct('KR', 2009, 6271), 'epodoc')).toBe('WO2009KR06271');
    expect(formatPctApplicationNumber(pct('GB', 2002, 4635), 'pct')).toBe('PCT/GB02/04635');
    expect(formatPctApplicationNumber(pct('GB', 2002, 4635), 'docdb')).toBe('GB0204635');
    expect(formatPctApplicationNumber(pct('US', 1998, 16128), 'epodoc')).toBe('WO1998US16128');
  });

  it('round-trips every style (property)', () => {
    const number = fc
      .record({
        office: fc.constantFrom('US', 'EP', 'IB', 'JP', 'CN', 'KR', 'GB', 'IN'),
        year: fc.integer({ min: 1978, max: 2099 }),
        serial: fc.integer({ min: 1, max: 999_999 }),
      })
      .filter((n) => n.year >= 2004 || n.serial <= 99_999);
    fc.assert(
      fc.property(number, (n) => {
        for (const style of ['pct', 'compact', 'epodoc', 'docdb'] as const) {
          expect(parsePctApplicationNumber(formatPctApplicationNumber(n, style))).toEqual(n);
        }
      }),
    );
  });
});

describe('application numbers of any office', () => {
  it('gives one canonical spelling per application, whatever the source', () => {
    expect(canonicalApplicationNumber('16/159,021', { country: 'US' })).toBe('US16159021');
    expect(canonicalApplicationNumber('US 201816159021 A')).toBe('US16159021');
    expect(canonicalApplicationNumber('PCT/US2019/056674')).toBe('WO2019US056674');
    expect(canonicalApplicationNumber('WO2019US56674')).toBe('WO2019US056674');
    expect(canonicalApplicationNumber('US 2019056674 W')).toBe('WO2019US056674');
    expect(canonicalApplicationNumber('US2019/056674')).toBe('WO2019US056674');
    expect(canonicalApplicationNumber('2019056674', { country: 'WO' })).toBeNull();
    expect(canonicalApplicationNumber('US2019056674', { country: 'WO' })).toBe('WO2019US056674');
    expect(canonicalApplicationNumber('17171508.9', { country: 'EP' })).toBe('EP17171508'); // EP B210
    expect(canonicalApplicationNumber('EP 07873759 A')).toBe('EP07873759'); // Lens
    expect(canonicalApplicationNumber('EP20230173822')).toBe('EP23173822'); // OPS epodoc
    expect(canonicalApplicationNumber('10027360.2', { country: 'DE' })).toBe('DE10027360'); // DPMA register
    expect(canonicalApplicationNumber('DE 102006040976 A')).toBe('DE102006040976'); // Lens
    expect(canonicalApplicationNumber('ZL201110162680.3')).toBe('CN201110162680');
    expect(canonicalApplicationNumber('CN 201320717143 U')).toBe('CN201320717143'); // Lens
    expect(canonicalApplicationNumber('JP 2019026290 A')).toBe('JP2019026290'); // Lens
    expect(canonicalApplicationNumber('JP 2006-147056')).toBe('JP2006147056'); // OPS original
    expect(canonicalApplicationNumber('UA A200706584 A')).toBe('UAA200706584'); // Lens
    expect(canonicalApplicationNumber('IN 1624MU2013 A')).toBe('IN1624MU2013'); // Lens
    expect(canonicalApplicationNumber('AU 2006/292754 A')).toBe('AU2006292754'); // Lens, not a PCT number
    expect(canonicalApplicationNumber('US 89029007 A', { docdb: true })).toBe('US20070890290'); // Lens, no series
    expect(canonicalApplicationNumber('no number')).toBeNull();
  });

  it('keeps check digits where the office has them', () => {
    expect(parseApplicationNumber('17171508.9', { country: 'EP' })?.checkDigit).toBe('9');
    expect(parseApplicationNumber('EP 07873759 A')?.checkDigit).toBe(epCheckDigit('07873759'));
    expect(parseApplicationNumber('CN201110162680')?.checkDigit).toBe('3');
    expect(parseApplicationNumber('DE 198 40 645.2')?.checkDigit).toBe('2');
    expect(parseApplicationNumber('JP 2006-147056')?.checkDigit).toBeNull();
  });

  it('indexes the terms the engine searches each usual spelling by', () => {
    expect(applicationNumberVariants('PCT/US2019/056674')).toEqual(
      expect.arrayContaining(['WO2019US056674', 'PCTUS2019056674', 'WO2019US56674']),
    );
    expect(applicationNumberVariants('16/159,021', { country: 'US' })).toEqual(
      expect.arrayContaining(['US16159021', '16159021']),
    );
    expect(applicationNumberVariants('08/921,321', { country: 'US' })).toEqual(
      expect.arrayContaining(['US08921321', 'US8921321', '8921321']),
    );
    expect(applicationNumberVariants('17171508.9', { country: 'EP' })).toEqual(
      expect.arrayContaining(['EP17171508', 'EP171715089', '17171508', '171715089']),
    );
  });

  it('finds an application by each of its spellings (property)', () => {
    const application = fc.oneof(
      fc
        .tuple(fc.constantFrom('09', '13', '16', '29', '62'), fc.integer({ min: 0, max: 999_999 }))
        .map(([series, serial]) => `${series}/${String(serial).padStart(6, '0')}`)
        .map((text) => ({ text, country: 'US' })),
      fc
        .tuple(
          fc.constantFrom('US', 'EP', 'IB', 'JP', 'CN'),
          fc.integer({ min: 2004, max: 2030 }),
          fc.integer({ min: 1, max: 999_999 }),
        )
        .map(([office, year, serial]) => ({ text: `PCT/${office}${year}/${serial}`, country: 'WO' })),
      fc
        .tuple(fc.integer({ min: 78, max: 124 }), fc.integer({ min: 0, max: 999_999 }))
        .map(([year, serial]) => `${String(year % 100).padStart(2, '0')}${String(serial).padStart(6, '0')}`)
        .map((text) => ({ text, country: 'EP' })),
    );
    fc.assert(
      fc.property(application, ({ text, country }) => {
        const parts = parseApplicationNumber(text, { country })!;
        expect(parts).not.toBeNull();
        const variants = applicationNumberVariants(text, { country });
        for (const spelling of applicationNumberSpellings(parts)) {
          expect(parseApplicationNumber(spelling, { country })?.canonical).toBe(parts.canonical);
          expect(variants).toContain(canonicalPublicationNumber(spelling));
        }
      }),
    );
  });
});
