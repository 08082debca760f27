// Patent offices of the synthetic demo corpus: grant rates, pendency and number-series anchors.

export const OFFICES = ['US', 'EP', 'JP', 'CN', 'KR', 'DE', 'GB', 'FR'] as const;
export type Office = (typeof OFFICES)[number] | 'WO';
export const OFFICE_CODES: readonly Office[] = [...OFFICES, 'WO'];

/** Probability that an application is granted, and the pendency in days (min, max). */
export const GRANTING: Readonly<Record<string, readonly [number, number, number]>> = {
  US: [0.72, 500, 1500],
  EP: [0.6, 1100, 2200],
  JP: [0.65, 800, 1900],
  CN: [0.58, 700, 1500],
  KR: [0.7, 500, 1100],
  DE: [0.5, 800, 1800],
  GB: [0.6, 700, 1500],
  FR: [0.8, 700, 1200],
};

// Publication-number anchors (date, number) of the offices whose serials run on.
export const US_GRANT: readonly (readonly [number, number])[] = [
  [19900102, 4891000],
  [19910312, 5000000],
  [19991207, 6000000],
  [20060221, 7000000],
  [20110816, 8000000],
  [20150407, 9000000],
  [20180619, 10000000],
  [20210504, 11000000],
  [20240604, 12000000],
];
export const EP_PUB: readonly (readonly [number, number])[] = [
  [19900103, 360000],
  [20000510, 1000000],
  [20081231, 2000000],
  [20160302, 3000000],
  [20220615, 4000000],
];
export const JP_GRANT: readonly (readonly [number, number])[] = [
  [19960101, 2500000],
  [20000101, 3000000],
  [20050101, 3600000],
  [20100101, 4400000],
  [20150101, 5700000],
  [20200101, 6700000],
  [20250101, 7600000],
];
export const CN_PUB_OLD: readonly (readonly [number, number])[] = [
  [19900101, 1040000],
  [20000101, 1250000],
  [20061231, 1900000],
];
export const CN_PUB: readonly (readonly [number, number])[] = [
  [20070101, 100900000],
  [20100101, 101600000],
  [20130101, 102800000],
  [20160101, 105200000],
  [20190101, 109100000],
  [20220101, 113900000],
  [20250101, 119200000],
];
export const KR_GRANT: readonly (readonly [number, number])[] = [
  [19900101, 100050000],
  [20000101, 100250000],
  [20100101, 100950000],
  [20150101, 101500000],
  [20200101, 102100000],
  [20250101, 102750000],
];
export const GB_PUB: readonly (readonly [number, number])[] = [
  [19900101, 2225000],
  [20000101, 2340000],
  [20100101, 2460000],
  [20200101, 2580000],
];
export const FR_PUB: readonly (readonly [number, number])[] = [
  [19900101, 2640000],
  [20000101, 2790000],
  [20100101, 2940000],
  [20200101, 3090000],
];

/** US application series codes by the day they came into use. */
export const US_SERIES: readonly (readonly [number, string])[] = [
  [19870101, '07'],
  [19930101, '08'],
  [19971001, '09'],
  [20011201, '10'],
  [20041201, '11'],
  [20071201, '12'],
  [20110101, '13'],
  [20131201, '14'],
  [20141201, '15'],
  [20171201, '16'],
  [20191201, '17'],
  [20211201, '18'],
  [20250101, '19'],
];
