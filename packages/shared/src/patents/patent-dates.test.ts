import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  expectedExpiry,
  expiryStatus,
  formatYyyymmdd,
  isAlive,
  isValidYyyymmdd,
  parseYyyymmdd,
  YyyymmddSchema,
  yyyymmddFromDate,
} from './patent-dates';

describe('reading dates', () => {
  it('reads the forms the sources use', () => {
    expect(parseYyyymmdd('2019-03-04')).toBe(20190304); // USPTO ODP, Lens
    expect(parseYyyymmdd('20190304')).toBe(20190304); // DOCDB, Red Book XML
    expect(parseYyyymmdd(20190304)).toBe(20190304);
    expect(parseYyyymmdd('04.03.2019')).toBe(20190304); // DPMA
    expect(parseYyyymmdd('Mar 4, 2019')).toBe(20190304);
    expect(parseYyyymmdd('Oct. 17, 2002')).toBe(20021017); // US description text
    expect(parseYyyymmdd('Sept. 5, 2019')).toBe(20190905);
    expect(parseYyyymmdd('March 4 2019')).toBe(20190304);
    expect(parseYyyymmdd('4 March 2019')).toBe(20190304);
    expect(parseYyyymmdd('2019-03-04T00:00:00Z')).toBe(20190304); // PPUBS
    expect(parseYyyymmdd('2019-03-04T23:30:00.000-0500')).toBe(20190304); // the office's day, not UTC's
    expect(parseYyyymmdd('2019-03-04 00:00:00')).toBe(20190304);
    expect(parseYyyymmdd(' 2019/3/4 ')).toBe(20190304);
  });

  it('refuses days that do not exist and anything ambiguous', () => {
    expect(parseYyyymmdd('2019-02-29')).toBeNull();
    expect(parseYyyymmdd('2020-02-29')).toBe(20200229);
    expect(parseYyyymmdd('1900-02-29')).toBeNull();
    expect(parseYyyymmdd('2000-02-29')).toBe(20000229);
    expect(parseYyyymmdd('20191301')).toBeNull();
    expect(parseYyyymmdd('2019-04-31')).toBeNull();
    expect(parseYyyymmdd('00000000')).toBeNull();
    expect(parseYyyymmdd('Smarch 4, 2019')).toBeNull();
    expect(parseYyyymmdd('2019')).toBeNull();
    expect(parseYyyymmdd('')).toBeNull();
    expect(parseYyyymmdd(2019034)).toBeNull();
    expect(parseYyyymmdd('03/04/2019')).toBeNull();
    expect(parseYyyymmdd('03/04/2019', { slashOrder: 'mdy' })).toBe(20190304);
    expect(parseYyyymmdd('03/04/2019', { slashOrder: 'dmy' })).toBe(20190403);
    expect(parseYyyymmdd('13/04/2019', { slashOrder: 'mdy' })).toBeNull();
  });

  it('validates and formats YYYYMMDD (SPEC §5: shown as YYYY-MM-DD when 8 digits)', () => {
    expect(isValidYyyymmdd(20190304)).toBe(true);
    expect(isValidYyyymmdd(20190230)).toBe(false);
    expect(isValidYyyymmdd('20190304')).toBe(false);
    expect(isValidYyyymmdd(2019030.4)).toBe(false);
    expect(formatYyyymmdd(20190304)).toBe('2019-03-04');
    expect(formatYyyymmdd(201903)).toBeNull();
    expect(YyyymmddSchema.safeParse(20190304).success).toBe(true);
    expect(YyyymmddSchema.safeParse(20190229).success).toBe(false);
  });

  it('round-trips every real day through each written form (property)', () => {
    const day = fc
      .date({ min: new Date(Date.UTC(1790, 0, 1)), max: new Date(Date.UTC(2199, 11, 31)), noInvalidDate: true })
      .map(yyyymmddFromDate);
    const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    fc.assert(
      fc.property(day, (value) => {
        expect(isValidYyyymmdd(value)).toBe(true);
        const iso = formatYyyymmdd(value)!;
        const [year, month, dayOfMonth] = iso.split('-');
        expect(parseYyyymmdd(iso)).toBe(value);
        expect(parseYyyymmdd(String(value))).toBe(value);
        expect(parseYyyymmdd(`${dayOfMonth}.${month}.${year}`)).toBe(value);
        expect(parseYyyymmdd(`${MONTHS[Number(month) - 1]} ${Number(dayOfMonth)}, ${year}`)).toBe(value);
        expect(parseYyyymmdd(`${month}/${dayOfMonth}/${year}`, { slashOrder: 'mdy' })).toBe(value);
      }),
    );
  });

  it('adds years and days on the calendar', () => {
    expect(addYears(20040229, 20)).toBe(20240229);
    expect(addYears(20040229, 15)).toBe(20190228);
    expect(addDays(20191231, 1)).toBe(20200101);
    expect(addDays(20200301, -1)).toBe(20200229);
    expect(addDays(20190304, 0)).toBe(20190304);
  });
});

describe('dead or alive (SPEC §4)', () => {
  it('is dead only when the expected expiry is earlier than today', () => {
    expect(isAlive(20240101, 20240102)).toBe(false);
    expect(isAlive(20240102, 20240102)).toBe(true);
    expect(expiryStatus(20240101, 20240102)).toBe('Dead');
    expect(expiryStatus(20400101, 20240102)).toBe('Alive');
    expect(expiryStatus(undefined, 20240102)).toBe('Unknown');
    expect(expiryStatus(20240230, 20240102)).toBe('Unknown');
  });
});

describe('expected expiry', () => {
  it('gives US utility patents 20 years from the earliest non-provisional filing, plus PTA', () => {
    // US 9833479 B2 (sangamo Lens export) was filed 2017-03-14 as a continuation of 14/813,924; the parent's
    // filing date here stands for the one its file wrapper would give.
    expect(
      expectedExpiry({
        country: 'US',
        kind: 'B2',
        filingDate: 20170314,
        earliestNonProvisionalFilingDate: 20150730,
        termAdjustmentDays: 0,
      }),
    ).toEqual({
      date: 20350730,
      explanation:
        'Expected to expire on 2035-07-30: 20 years from the earliest non-provisional US filing date 2015-07-30.',
    });
    expect(expectedExpiry({ country: 'US', kind: 'B1', filingDate: 20100129, termAdjustmentDays: 123 })).toEqual({
      date: 20300601,
      explanation:
        'Expected to expire on 2030-06-01: 20 years from the US filing date 2010-01-29, plus 123 days of patent term adjustment.',
    });
    const withExtension = expectedExpiry({
      country: 'US',
      kind: 'B2',
      filingDate: 20100129,
      termAdjustmentDays: 1,
      extensionDays: 365,
    });
    expect(withExtension.date).toBe(addDays(20300129, 366));
    expect(withExtension.explanation).toContain('plus 1 day of patent term adjustment and 365 days of term extension');
  });

  it('applies the pre-1995 rule: the later of 17 years from grant and 20 from filing', () => {
    // US 5,000,000-style grant: filed 1987, granted 1991 → 17 years from grant is later.
    expect(expectedExpiry({ country: 'US', kind: 'A', filingDate: 19870315, grantDate: 19910319 })).toEqual({
      date: 20080319,
      explanation:
        'Expected to expire on 2008-03-19: 17 years from the grant on 1991-03-19, as the application was filed before 1995-06-08.',
    });
    // Filed 1994, granted 2002 after long prosecution → 17 years from grant (2019) beats 20 from filing (2014).
    expect(expectedExpiry({ country: 'US', kind: 'B1', filingDate: 19940105, grantDate: 20020101 }).date).toBe(
      20190101,
    );
    // Filed 1995-01-02, granted 1995-12-01 → 20 years from filing (2015-01-02) is later than 17 from grant.
    expect(expectedExpiry({ country: 'US', kind: 'A', filingDate: 19950102, grantDate: 19951201 })).toEqual({
      date: 20150102,
      explanation:
        'Expected to expire on 2015-01-02: 20 years from the US filing date 1995-01-02, later than 17 years from the grant as the application was filed before 1995-06-08.',
    });
    // A continuation filed after 1995-06-08 gets 20 years from its 1990 parent, with no 17-year alternative.
    expect(
      expectedExpiry({
        country: 'US',
        kind: 'B1',
        filingDate: 19960105,
        earliestNonProvisionalFilingDate: 19900105,
        grantDate: 19990105,
      }).date,
    ).toBe(20100105);
    // Greenbook US03937375: filed 1974-10-29, granted 1976-02-10; expired before 1995, so 17 years from grant alone.
    expect(expectedExpiry({ country: 'US', kind: 'A', filingDate: 19741029, grantDate: 19760210 }).date).toBe(19930210);
  });

  it('runs US designs from grant: 15 years when filed from 2015-05-13, 14 before', () => {
    const late = expectedExpiry({ country: 'US', kind: 'S1', filingDate: 20160301, grantDate: 20180109 });
    expect(late).toEqual({
      date: 20330109,
      explanation:
        'Expected to expire on 2033-01-09: 15 years from the grant on 2018-01-09, as a US design patent filed on or after 2015-05-13.',
    });
    // USD435854 S1 (PatentPublicData sgml): filed 1999-01-06, granted 2001-01-02.
    expect(expectedExpiry({ country: 'US', kind: 'S1', filingDate: 19990106, grantDate: 20010102 }).date).toBe(
      20150102,
    );
    expect(expectedExpiry({ country: 'US', kind: 'B2', isDesign: true, grantDate: 20200107 }).explanation).toContain(
      'granted on or after 2015-05-13 (filing date not known)',
    );
    expect(expectedExpiry({ country: 'US', kind: 'S1', filingDate: 20160301 })).toEqual({
      date: null,
      explanation:
        'The expected expiry is unknown: a US design patent runs from its grant, and the grant date is not known.',
    });
  });

  it('gives other offices 20 years from filing, and fixed terms to utility models and Chinese designs', () => {
    // EP 3583687 A1 (jet-engines Lens export): EP application 18706698 filed 2018-02-16.
    expect(expectedExpiry({ country: 'EP', kind: 'A1', filingDate: 20180216 })).toEqual({
      date: 20380216,
      explanation: 'Expected to expire on 2038-02-16: 20 years from the filing date 2018-02-16.',
    });
    expect(expectedExpiry({ country: 'EP', kind: 'B1', filingDate: 20180216, termAdjustmentDays: 50 }).date).toBe(
      20380216,
    );
    // CN 203717160 U (jet-engines Lens export): utility model filed 2013-11-13.
    expect(expectedExpiry({ country: 'CN', kind: 'U', filingDate: 20131113 })).toEqual({
      date: 20231113,
      explanation:
        'Expected to expire on 2023-11-13: 10 years from the filing date 2013-11-13, as a utility model of CN.',
    });
    expect(expectedExpiry({ country: 'JP', kind: 'U', filingDate: 20000105 }).date).toBe(20060105);
    expect(expectedExpiry({ country: 'JP', kind: 'U', filingDate: 20100105 }).date).toBe(20200105);
    expect(expectedExpiry({ country: 'FR', kind: 'U', filingDate: 20100105 }).date).toBeNull();
    expect(expectedExpiry({ country: 'CN', kind: 'S', filingDate: 20210601 }).date).toBe(20360601);
    expect(expectedExpiry({ country: 'CN', kind: 'S', filingDate: 20210531 }).date).toBe(20310531);
    expect(expectedExpiry({ country: 'EP', kind: 'A1' })).toEqual({
      date: null,
      explanation: 'The expected expiry is unknown: the filing date is not known.',
    });
  });

  it('explains every answer in one sentence (property)', () => {
    const day = fc
      .date({ min: new Date(Date.UTC(1970, 0, 1)), max: new Date(Date.UTC(2060, 11, 31)), noInvalidDate: true })
      .map(yyyymmddFromDate);
    fc.assert(
      fc.property(
        fc.constantFrom('US', 'EP', 'CN', 'JP', 'DE', 'WO'),
        fc.constantFrom('A', 'A1', 'B1', 'B2', 'S1', 'U', 'Y1', 'P2', 'E'),
        fc.option(day, { nil: undefined }),
        fc.option(day, { nil: undefined }),
        fc.nat({ max: 3000 }),
        (country, kind, filingDate, grantDate, termAdjustmentDays) => {
          const { date, explanation } = expectedExpiry({ country, kind, filingDate, grantDate, termAdjustmentDays });
          expect(explanation).toMatch(/^[A-Z][^.]*\.$/);
          if (date !== null) {
            expect(isValidYyyymmdd(date)).toBe(true);
            expect(explanation).toContain(formatYyyymmdd(date)!);
          }
        },
      ),
    );
  });
});
