// Numbering of the demo corpus: application, US provisional and publication numbers in each office's format, never
// used twice.

import { formatPctApplicationNumber } from '@app/shared';
import {
  CN_PUB,
  CN_PUB_OLD,
  EP_PUB,
  FR_PUB,
  GB_PUB,
  JP_GRANT,
  KR_GRANT,
  type Office,
  US_GRANT,
  US_SERIES,
} from './demo-corpus-offices';
import { along, dayOf, type Random, yearOf } from './demo-corpus-random';

/** Draws application and publication numbers from the corpus's random stream, keeping each one unique. */
export class DemoNumbering {
  constructor(
    private readonly random: Random,
    /** Application numbers (provisionals included) already given. */
    private readonly applications: Set<string>,
    /** Publication numbers (office prefix included) already given. */
    private readonly publications: Set<string>,
  ) {}

  private unique(set: Set<string>, make: (bump: number) => string): string {
    for (let bump = 0; ; bump++) {
      const value = make(bump);
      if (!set.has(value)) {
        set.add(value);
        return value;
      }
    }
  }

  applicationNumber(office: Office, day: number, ro?: string): string {
    const r = this.random;
    const year = yearOf(day);
    const yy = String(year % 100).padStart(2, '0');
    const serial = r.int(1, 899_999);
    return this.unique(this.applications, (bump) => {
      const s = serial + bump;
      switch (office) {
        case 'US': {
          const series = US_SERIES.findLast(([from]) => dayOf(from) <= day)?.[1] ?? '07';
          return `US${series}${String(s % 1_000_000).padStart(6, '0')}`;
        }
        case 'WO':
          return formatPctApplicationNumber(
            { office: ro ?? 'US', year, serial: year < 2004 ? (s % 99_999) + 1 : s },
            'compact',
          );
        case 'EP':
          return `EP${yy}${String(s % 1_000_000).padStart(6, '0')}`;
        case 'JP':
          return `JP${year}${String(s % 1_000_000).padStart(6, '0')}`;
        case 'CN':
          return year >= 2003
            ? `CN${year}1${String(s).padStart(7, '0')}`
            : `CN${yy}1${String(s % 100_000).padStart(5, '0')}`;
        case 'KR':
          return `KR${year}${String(s).padStart(7, '0')}`;
        case 'DE':
          return year >= 2004
            ? `DE10${year}${String(s % 1_000_000).padStart(6, '0')}`
            : `DE1${yy}${String(s % 100_000).padStart(5, '0')}`;
        default:
          return `${office}${yy}${String(s % 100_000).padStart(5, '0')}`;
      }
    });
  }

  provisionalNumber(day: number): string {
    const series = day < dayOf(20071201) ? '60' : day < dayOf(20131201) ? '61' : day < dayOf(20200301) ? '62' : '63';
    const serial = this.random.int(1, 999_999);
    return this.unique(
      this.applications,
      (bump) => `US${series}${String((serial + bump) % 1_000_000).padStart(6, '0')}`,
    );
  }

  /** A publication number not used before: serials near the office's count on that day. */
  publicationNumber(
    app: { readonly office: Office; readonly an: string },
    kind: string,
    day: number,
    sameAs?: string,
  ): string {
    if (sameAs !== undefined) return sameAs;
    const r = this.random;
    const year = yearOf(day);
    let base: number;
    let format: (serial: number) => string;
    const fraction = (day - dayOf(year * 10000 + 101)) / 366;
    switch (app.office) {
      case 'US':
        if (/^B|^A$/.test(kind)) {
          base = along(US_GRANT, day) + r.int(0, 3000);
          format = (s) => String(s);
        } else {
          base = Math.round(fraction * 380_000) + r.int(1, 20_000);
          format = (s) => `${year}${String(s).padStart(7, '0')}`;
        }
        break;
      case 'EP':
        base = along(EP_PUB, day) + r.int(0, 2000);
        format = (s) => String(s);
        break;
      case 'WO':
        base = Math.round(fraction * (year < 2000 ? 40_000 : 260_000)) + r.int(1, 5000);
        format = (s) => `${year}${String(s).padStart(6, '0')}`;
        break;
      case 'JP':
        if (kind.startsWith('B')) {
          base = along(JP_GRANT, day) + r.int(0, 2000);
          format = (s) => String(s);
        } else {
          base = Math.round(fraction * 230_000) + r.int(1, 5000);
          format = (s) => `${year}${String(s).padStart(6, '0')}`;
        }
        break;
      case 'CN':
        base = day < dayOf(20070101) ? along(CN_PUB_OLD, day) : along(CN_PUB, day);
        base += r.int(0, 3000);
        format = (s) => String(s);
        break;
      case 'KR':
        if (kind.startsWith('B')) {
          base = along(KR_GRANT, day) + r.int(0, 2000);
          format = (s) => String(s);
        } else {
          base = Math.round(fraction * 150_000) + r.int(1, 5000);
          format = (s) => `${year}${String(s).padStart(7, '0')}`;
        }
        break;
      case 'DE':
        // German publications carry the application number.
        return app.an.slice(2);
      case 'GB':
        base = along(GB_PUB, day) + r.int(0, 1000);
        format = (s) => String(s);
        break;
      default:
        base = along(FR_PUB, day) + r.int(0, 1000);
        format = (s) => String(s);
        break;
    }
    return this.unique(this.publications, (bump) => `${app.office}${format(base + bump)}`).slice(2);
  }
}
