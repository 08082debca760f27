// A deterministic, clearly labelled synthetic patent corpus: the demo data of a fresh machine and the documents of
// the ingest benchmark. Inventions are filed first at one office and then abroad claiming that priority (directly or
// through a PCT application and its national phases), published as applications and, when granted, as patents; some
// get US continuations, EP divisionals or a second priority, so simple families sit inside larger extended ones.
// Every document says what it is through `provenance.format === 'synthetic-demo'`. Same seed and count, same corpus.

import {
  type ClassificationEntry,
  expectedExpiry,
  type FamilyPublication,
  formatPctApplicationNumber,
  type LegalEvent,
  type NationalPhaseApplication,
  type NplCitation,
  type Party,
  type PatentCitation,
  type PatentDocument,
  type Priority,
  type SepDeclaration,
  ucidOf,
} from '@app/shared';
import type { Company } from './demo-corpus-companies';
import {
  CN_PUB,
  CN_PUB_OLD,
  EP_PUB,
  FR_PUB,
  GB_PUB,
  GRANTING,
  JP_GRANT,
  KR_GRANT,
  OFFICE_CODES,
  OFFICES,
  type Office,
  US_GRANT,
  US_SERIES,
} from './demo-corpus-offices';
import { agentName, buildCompanies, person, personName } from './demo-corpus-parties';
import type { Person } from './demo-corpus-people';
import { along, dateOf, dayOf, mix32, Random, weighted, yearOf, Zipf } from './demo-corpus-random';
import {
  an,
  type ClaimDraft,
  cap,
  claimDrafts,
  description,
  grantedClaims,
  numberClaims,
  plural,
  range,
} from './demo-corpus-text';
import { TITLE_PATTERNS, TOPICS, type Topic, type Tri } from './demo-corpus-topics';

/** `provenance.format` of every generated document: the label that marks the corpus as synthetic demo data. */
export const DEMO_CORPUS_FORMAT = 'synthetic-demo';
/** The seed of the demo corpus a fresh machine gets. */
export const DEMO_CORPUS_SEED = 1;
/** Default last day of the corpus: fixed, so the same seed gives the same corpus on any day. */
export const DEMO_CORPUS_TODAY = 20261101;

export type DemoCorpusOptions = {
  /** Seed of the pseudo-random generator: the same seed and count give the same documents. */
  readonly seed: number;
  /** Number of documents to generate. */
  readonly count: number;
  /** The corpus's "today" as YYYYMMDD: nothing is published later, grants after it are still pending. */
  readonly today?: number;
};

/** Whether a document comes from the synthetic demo corpus. */
export function isDemoDocument(doc: { readonly provenance?: { readonly format?: string } }): boolean {
  return doc.provenance?.format === DEMO_CORPUS_FORMAT;
}

// ---------------------------------------------------------------------------------------------------------------
// Offices: number formats, publication practice, pendency.

/** One filing. Days are days since 1970. */
type Application = {
  readonly office: Office;
  readonly an: string;
  /** Filing date (for a national phase the international filing date, for an EP divisional the parent's). */
  readonly filed: number;
  /** When it was actually filed (differs for EP divisionals and national phases). */
  readonly entered: number;
  priorities: Priority[];
  /** Earliest non-provisional filing the term counts from. */
  readonly termFrom: number;
  readonly route: 'first' | 'paris' | 'national' | 'pct' | 'continuation' | 'divisional';
  readonly language: string;
  /** Planned grant day, null when never granted. */
  grantDay: number | null;
  nationalPhases: NationalPhaseApplication[];
  pubs: Publication[];
};

type Publication = {
  readonly app: Application;
  readonly kind: string;
  readonly number: string;
  readonly day: number;
  readonly granted: boolean;
};

type CitedDocument = { readonly number: string; readonly day: number };

// ---------------------------------------------------------------------------------------------------------------
// The generator.

type Invention = {
  readonly topic: Topic;
  readonly company: Company;
  readonly coApplicant: Company | null;
  readonly title: Tri;
  readonly abstract: string;
  readonly claims: readonly ClaimDraft[];
  readonly description: readonly string[];
  readonly inventors: readonly Person[];
  readonly cpc: readonly ClassificationEntry[];
  readonly ipc: readonly ClassificationEntry[];
  readonly priorArt: readonly (CitedDocument & { category: 'X' | 'Y' | 'A' })[];
  readonly npl: readonly string[];
  readonly seps: readonly SepDeclaration[];
  readonly fda: boolean;
  readonly litigation: boolean;
  readonly examples: boolean;
};

class DemoCorpus {
  private readonly random: Random;
  private readonly today: number;
  private readonly companies: Company[];
  private readonly companyZipf: Zipf;
  private readonly agents = new Map<string, string[]>();
  private readonly examiners = new Map<string, Person[]>();
  private readonly usedNumbers = new Set<string>();
  private readonly usedApplications = new Set<string>();
  /** Published documents by topic, in the order they were generated: what later documents cite. */
  private readonly published: CitedDocument[][] = TOPICS.map(() => []);
  private docdbFamily = 40_000_000;
  private inpadocFamily = 30_000_000;

  constructor(
    private readonly seed: number,
    today: number,
  ) {
    this.random = new Random(seed, 0x5eed);
    this.today = dayOf(today);
    const world = new Random(seed, 0x0c0);
    this.companies = buildCompanies(world, 320);
    this.companyZipf = new Zipf(this.companies.length, 0.85);
    for (const office of [...OFFICES, 'WO']) {
      this.agents.set(
        office,
        Array.from({ length: 14 }, () => agentName(world, office === 'WO' ? 'US' : office)),
      );
      this.examiners.set(
        office,
        Array.from({ length: 40 }, () =>
          person(world, office === 'EP' ? world.pick(['DE', 'FR', 'NL', 'SE']) : office === 'WO' ? 'US' : office),
        ),
      );
    }
  }

  *documents(count: number): Generator<PatentDocument> {
    const first = dayOf(19900101);
    // Priorities run from 1990 to 18 months before today, more of them in later years (density rising 1 → 3).
    const last = this.today - 600;
    let produced = 0;
    while (produced < count) {
      const u = produced / count;
      const t = (-1 + Math.sqrt(1 + 8 * u)) / 2;
      const day = Math.min(last, Math.max(first, Math.round(first + t * (last - first)) + this.random.int(-40, 40)));
      const docs = this.invention(day, count - produced);
      for (const doc of docs) {
        produced++;
        yield doc;
      }
    }
  }

  private company(): Company {
    return this.companies[this.companyZipf.sample(this.random)]!;
  }

  private unique(set: Set<string>, make: (bump: number) => string): string {
    for (let bump = 0; ; bump++) {
      const value = make(bump);
      if (!set.has(value)) {
        set.add(value);
        return value;
      }
    }
  }

  private applicationNumber(office: Office, day: number, ro?: string): string {
    const r = this.random;
    const year = yearOf(day);
    const yy = String(year % 100).padStart(2, '0');
    const serial = r.int(1, 899_999);
    return this.unique(this.usedApplications, (bump) => {
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

  private provisionalNumber(day: number): string {
    const series = day < dayOf(20071201) ? '60' : day < dayOf(20131201) ? '61' : day < dayOf(20200301) ? '62' : '63';
    const serial = this.random.int(1, 999_999);
    return this.unique(
      this.usedApplications,
      (bump) => `US${series}${String((serial + bump) % 1_000_000).padStart(6, '0')}`,
    );
  }

  /** A publication number not used before: serials near the office's count on that day. */
  private publicationNumber(app: Application, kind: string, day: number, sameAs?: string): string {
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
    return this.unique(this.usedNumbers, (bump) => `${app.office}${format(base + bump)}`).slice(2);
  }

  private application(
    office: Office,
    filed: number,
    priorities: Priority[],
    route: Application['route'],
    options: { entered?: number; termFrom?: number; ro?: string; language?: string; an?: string } = {},
  ): Application {
    const entered = options.entered ?? filed;
    const an = options.an ?? this.applicationNumber(office, entered, options.ro);
    return {
      office,
      an,
      filed,
      entered,
      priorities,
      termFrom: options.termFrom ?? filed,
      route,
      language: options.language ?? 'en',
      grantDay: null,
      nationalPhases: [],
      pubs: [],
    };
  }

  private homeOffice(company: Company): Office {
    const r = this.random;
    switch (company.country) {
      case 'US':
      case 'JP':
      case 'CN':
      case 'KR':
        return company.country;
      case 'DE':
        return r.chance(0.65) ? 'DE' : 'EP';
      case 'FR':
      case 'GB':
        return r.chance(0.5) ? company.country : 'EP';
      default:
        return 'EP';
    }
  }

  private languageOf(office: Office, company: Company): string {
    if (office === 'DE') return 'de';
    if (office === 'FR') return 'fr';
    if (office === 'JP') return 'ja';
    if (office === 'CN') return 'zh';
    if (office === 'KR') return 'ko';
    if (office === 'WO') {
      const c = company.country;
      if (c === 'JP') return 'ja';
      if (c === 'CN') return 'zh';
      if (c === 'KR') return 'ko';
      if (c === 'DE' && this.random.chance(0.5)) return 'de';
      if (c === 'FR' && this.random.chance(0.5)) return 'fr';
    }
    return 'en';
  }

  private inventionContent(priorityDay: number): Invention {
    const r = this.random;
    const company = this.company();
    const topicIndex = company.topics[r.chance(0.65) ? 0 : r.int(0, company.topics.length - 1)]!;
    const topic = TOPICS[topicIndex]!;
    const subject = r.pick(topic.subjects);
    const feature = r.pick(topic.features);
    const pattern = r.pick(TITLE_PATTERNS);
    const title = pattern.map((p, i) =>
      cap(p.replace('{s}', subject[i]!).replace('{f}', feature[i]!)),
    ) as unknown as Tri;
    const parts = r.sample(topic.parts, Math.min(topic.parts.length, r.int(4, 6)));
    const examples = topic.examples === true && r.chance(0.7);
    // Claims and text speak of the apparatus; a method title gets a device (`method for X` → `device for X`).
    const thing = subject[0].replace(/^method\b/, 'device').replace(/\bmethod$/, 'device');
    const claims = claimDrafts(r, topic, thing, parts);
    const desc = description(r, topic, thing, feature[0], parts, examples);
    const property = r.pick(topic.properties);
    const abstract = [
      `${cap(an(thing))} ${feature[0]} includes ${an(parts[0]!)}, ${an(parts[1]!)} and ${an(parts[2]!)}.`,
      `The ${parts[1]} is arranged on the ${parts[0]}, and the ${parts[2]} is configured to ${r.pick(topic.functions)}.`,
      `The ${parts[r.int(0, parts.length - 1)]} has a ${property[0]} of ${range(r, property)}.`,
      `The ${thing} ${r.pick(topic.benefits)} and avoids ${r.pick(topic.problems)}.`,
    ].join(' ');
    const codes = r.sample(topic.cpc, r.int(1, 4));
    if (r.chance(0.12)) codes.push(r.pick(r.pick(TOPICS).cpc));
    const cpc: ClassificationEntry[] = [...new Set(codes)].map((code, i) => ({
      code,
      main: i === 0,
      inventive: true,
      version: '2013-01',
    }));
    for (const tag of topic.tags ?? []) {
      if (r.chance(0.6)) cpc.push({ code: tag, inventive: false, version: '2013-01' });
    }
    const ipc: ClassificationEntry[] = [...new Set(r.sample(topic.ipc, r.int(1, 3)))].map((code, i) => ({
      code,
      main: i === 0,
      inventive: true,
      version: '2006.01',
    }));
    const inventors = r.sample(company.inventors, r.int(1, Math.min(5, company.inventors.length)));
    // Prior art: earlier documents of the same field, published before the priority date.
    const pool = this.published[topicIndex]!;
    const priorArt: (CitedDocument & { category: 'X' | 'Y' | 'A' })[] = [];
    const wanted = pool.length === 0 ? 0 : r.int(1, 7);
    const seen = new Set<string>();
    for (let attempt = 0; attempt < wanted * 4 && priorArt.length < wanted; attempt++) {
      // Mostly recent documents, sometimes older ones.
      const window = r.chance(0.7) ? Math.min(pool.length, 600) : pool.length;
      const candidate = pool[pool.length - 1 - r.int(0, window - 1)]!;
      if (candidate.day >= priorityDay || seen.has(candidate.number)) continue;
      seen.add(candidate.number);
      const x = r.next();
      const category = priorArt.length === 0 && x < 0.45 ? 'X' : x < 0.35 ? 'Y' : 'A';
      priorArt.push({ ...candidate, category });
    }
    const npl: string[] = [];
    if (r.chance(0.2)) {
      const author = person(r, r.pick(['US', 'DE', 'JP', 'CN', 'FR']));
      const year = yearOf(priorityDay) - r.int(1, 8);
      const start = r.int(1, 2000);
      npl.push(
        `${author.family.toUpperCase()} ${author.given.charAt(0)}. ET AL: "${cap(plural(subject[0]))} ${feature[0]}", ${r.pick(topic.journals)}, vol. ${r.int(1, 120)}, no. ${r.int(1, 12)}, ${year}, pages ${start}-${start + r.int(3, 15)}`,
      );
    }
    const seps: SepDeclaration[] =
      topic.standards === true && yearOf(priorityDay) >= 2008 && r.chance(0.25)
        ? [
            {
              standard_organization: 'ETSI',
              etsi_project: r.pick(['3GPP', 'LTE', '5G']),
              standard: r.pick(['TS 38.213', 'TS 38.331', 'TS 36.213', 'TS 38.214']),
              declarant: company.variants[0]!,
              declarationdate: dateOf(Math.min(this.today, priorityDay + r.int(400, 1500))),
            },
          ]
        : [];
    const partner = r.chance(0.08) ? this.company() : null;
    return {
      topic,
      company,
      coApplicant: partner === company ? null : partner,
      title,
      abstract,
      claims,
      description: desc,
      inventors,
      cpc,
      ipc,
      priorArt,
      npl,
      seps,
      fda: topic.fda === true && r.chance(0.08),
      litigation: r.chance(0.015),
      examples,
    };
  }

  /** The applications of one invention, then its publications as documents (at most `budget`). */
  private invention(priorityDay: number, budget: number): PatentDocument[] {
    const r = this.random;
    const invention = this.inventionContent(priorityDay);
    const { company } = invention;
    const home = this.homeOffice(company);
    const apps: Application[] = [];
    const year = yearOf(priorityDay);
    const ownPriority = (app: Application, kind = 'A'): Priority => ({
      country: app.office,
      number: app.an,
      date: dateOf(app.filed),
      kind,
    });

    // The first filing: a US provisional (no publication) or a published national or EP application.
    let p1: Priority;
    let homeApp: Application;
    if (home === 'US' && priorityDay >= dayOf(19950608) && r.chance(0.35)) {
      p1 = { country: 'US', number: this.provisionalNumber(priorityDay), date: dateOf(priorityDay), kind: 'P' };
      const filed = priorityDay + r.int(300, 364);
      homeApp = this.application('US', filed, [p1], 'paris');
    } else {
      homeApp = this.application(home, priorityDay, [], 'first', { language: this.languageOf(home, company) });
      p1 = ownPriority(homeApp);
      homeApp.priorities = [p1];
    }
    apps.push(homeApp);

    // How far the invention goes abroad.
    const x = r.next();
    const abroad = x < 0.32 ? 0 : x < 0.62 ? r.int(1, 2) : x < 0.9 ? r.int(3, 5) : r.int(6, 7);
    const weights: [Office, number][] = [
      ['US', 0.9],
      ['EP', 0.8],
      ['JP', 0.55],
      ['CN', year < 2000 ? 0.12 : year < 2010 ? 0.45 : 0.75],
      ['KR', 0.35],
      ['DE', home === 'EP' ? 0.03 : 0.12],
      ['GB', 0.05],
      ['FR', 0.03],
    ];
    const targets: Office[] = [];
    const remaining = weights.filter(([office]) => office !== home);
    while (targets.length < abroad && remaining.length > 0) {
      const office = weighted(r, remaining);
      targets.push(office);
      remaining.splice(
        remaining.findIndex(([o]) => o === office),
        1,
      );
    }

    if (targets.length > 0 && year >= 1992 && r.chance(targets.length >= 3 ? 0.7 : 0.45)) {
      // PCT route, sometimes adding a second priority filed a few months after the first.
      const claimed: Priority[] = [p1];
      if (r.chance(0.15) && home !== 'US') {
        const second = this.application(home, priorityDay + r.int(60, 240), [], 'first', {
          language: homeApp.language,
        });
        const p2 = ownPriority(second);
        second.priorities = [p2];
        apps.push(second);
        claimed.push(p2);
      }
      const ro =
        company.country === 'CH' || company.country === 'NL' || company.country === 'SE' ? 'EP' : company.country;
      const wo = this.application('WO', priorityDay + r.int(330, 364), claimed, 'pct', {
        ro,
        language: this.languageOf('WO', company),
      });
      apps.push(wo);
      for (const office of targets) {
        const nped = priorityDay + (office === 'EP' ? 31 * 30 : 30 * 30) + r.int(0, 25);
        if (nped > this.today) continue;
        const national = this.application(office, wo.filed, claimed, 'national', {
          entered: nped,
          language: this.languageOf(office, company),
        });
        apps.push(national);
        wo.nationalPhases.push({
          an: national.an,
          source: 'synthetic-demo',
          country: office,
          nped: dateOf(nped),
        });
      }
    } else {
      for (const office of targets) {
        const filed = priorityDay + r.int(300, 364);
        if (filed > this.today) continue;
        apps.push(this.application(office, filed, [p1], 'paris', { language: this.languageOf(office, company) }));
      }
    }

    // Outcomes, then continuations and divisionals of granted or pending applications.
    for (const app of [...apps]) {
      this.decideGrant(app);
      if (app.office === 'US' && r.chance(0.18)) {
        const filed = app.entered + r.int(365, 1100);
        if (filed < this.today - 200) {
          const priorities = [...app.priorities, { country: 'US', number: app.an, date: dateOf(app.filed), kind: 'A' }];
          const child = this.application('US', filed, priorities, 'continuation', { termFrom: app.termFrom });
          this.decideGrant(child);
          apps.push(child);
        }
      } else if (app.office === 'EP' && app.grantDay !== null && r.chance(0.15)) {
        const entered = app.entered + r.int(700, 1400);
        if (entered < this.today - 200) {
          const child = this.application('EP', app.filed, app.priorities, 'divisional', {
            entered,
            termFrom: app.termFrom,
          });
          this.decideGrant(child);
          apps.push(child);
        }
      }
    }

    for (const app of apps) this.publish(app);
    const pubs = apps
      .flatMap((app) => app.pubs)
      .filter((pub) => pub.day <= this.today)
      .sort((a, b) => a.day - b.day)
      .slice(0, budget);
    return this.documentsOf(invention, pubs);
  }

  private decideGrant(app: Application): void {
    if (app.office === 'WO') return;
    const [p, min, max] = GRANTING[app.office]!;
    if (this.random.chance(p)) app.grantDay = app.entered + this.random.int(min, max);
  }

  private publish(app: Application): void {
    const r = this.random;
    const earliest = Math.min(...app.priorities.map((p) => dayOf(p.date ?? dateOf(app.filed))), app.filed);
    const add = (kind: string, day: number, granted: boolean, sameAs?: string) => {
      const number = this.publicationNumber(app, kind, day, sameAs);
      app.pubs.push({ app, kind, number, day, granted });
      return number;
    };
    if (app.office === 'WO') {
      add('A1', earliest + 548 + r.int(0, 14), false);
      return;
    }
    // The application publication: 18 months from priority, or some months after a national phase entry.
    let aDay: number | null = Math.max(earliest + 548 + r.int(0, 14), app.entered + r.int(60, 150));
    if (app.route === 'national' && app.office === 'EP') aDay = null; // The WO publication stands for Euro-PCT.
    if (app.office === 'US' && (app.entered < dayOf(20001129) || (app.route === 'first' && r.chance(0.1)))) aDay = null;
    const grant = app.grantDay;
    if (aDay !== null && grant !== null && grant <= aDay) aDay = null;
    let aNumber: string | undefined;
    if (aDay !== null) {
      const kind =
        app.office === 'JP' || app.office === 'CN' || app.office === 'KR' || app.office === 'GB' ? 'A' : 'A1';
      aNumber = add(kind, aDay, false);
    }
    if (grant === null) return;
    const grantDate = dateOf(grant);
    switch (app.office) {
      case 'US':
        add(grantDate < 20010102 ? 'A' : aNumber !== undefined ? 'B2' : 'B1', grant, true);
        break;
      case 'EP':
        add('B1', grant, true, aNumber);
        break;
      case 'JP':
        add('B2', grant, true);
        break;
      case 'CN':
        add(grantDate >= 20100401 ? 'B' : 'C', grant, true, aNumber);
        break;
      case 'KR':
        add('B1', grant, true);
        break;
      case 'DE':
        add(aNumber !== undefined ? 'B4' : 'B3', grant, true);
        break;
      case 'GB':
        add('B', grant, true, aNumber);
        break;
      default:
        add('B1', grant, true, aNumber);
    }
  }

  private documentsOf(invention: Invention, pubs: readonly Publication[]): PatentDocument[] {
    const r = this.random;
    const ucids = new Map<Publication, string>();
    for (const pub of pubs) {
      const ucid = ucidOf(pub.app.office, pub.number, pub.kind);
      if (ucid === null) throw new Error(`demo corpus: no ucid for ${pub.app.office} ${pub.number} ${pub.kind}`);
      ucids.set(pub, ucid);
    }
    // Simple families: the same priorities; the extended family: the whole invention.
    const priorityKey = (app: Application) =>
      app.priorities
        .map((p) => p.number)
        .sort()
        .join('+');
    const simpleIds = new Map<string, string>();
    const member = (pub: Publication): FamilyPublication => ({
      ucid: ucids.get(pub)!,
      an: pub.app.an,
      publicationdate: dateOf(pub.day),
      applicationdate: dateOf(pub.app.filed),
    });
    const extended = { id: String(this.inpadocFamily++), publications: pubs.map(member) };
    const grantedApps = new Set(pubs.filter((p) => p.granted).map((p) => p.app));

    const docs: PatentDocument[] = [];
    for (const pub of pubs) {
      const app = pub.app;
      const key = priorityKey(app);
      let simpleId = simpleIds.get(key);
      if (simpleId === undefined) {
        this.docdbFamily += r.int(1, 40);
        simpleId = String(this.docdbFamily);
        simpleIds.set(key, simpleId);
      }
      const simple = {
        id: simpleId,
        publications: pubs.filter((p) => priorityKey(p.app) === key).map(member),
      };
      docs.push(this.document(invention, pub, ucids.get(pub)!, grantedApps.has(app), simple, extended));
    }
    for (const pub of pubs) {
      this.published[TOPICS.indexOf(invention.topic)]!.push({
        number: `${pub.app.office}${pub.number}${pub.kind}`,
        day: pub.day,
      });
    }
    return docs;
  }

  private document(
    invention: Invention,
    pub: Publication,
    ucid: string,
    granted: boolean,
    simple: { id: string; publications: FamilyPublication[] },
    extended: { id: string; publications: FamilyPublication[] },
  ): PatentDocument {
    const r = this.random;
    const app = pub.app;
    const office = app.office;
    const { company, title } = invention;
    const grantDay = granted ? app.grantDay : null;
    const pending = !granted && app.office !== 'WO' && (app.grantDay !== null || app.entered + 6 * 365 > this.today);
    const withdrawn = !granted && !pending;

    // Titles: EP in its three languages, German and French national documents in theirs plus English.
    const titles: Record<string, string> = { en: title[0] };
    if (office === 'EP') Object.assign(titles, { de: title[1], fr: title[2] });
    if (app.language === 'de') titles.de = title[1];
    if (app.language === 'fr') titles.fr = title[2];
    const fullText = app.language === 'en' || office === 'JP' || office === 'CN' || office === 'KR';
    const claims = fullText ? (pub.granted ? grantedClaims(invention.claims) : numberClaims(invention.claims)) : [];

    // Spelling of the applicant as this office writes it.
    const spelling = (c: Company) =>
      c.variants[
        office === 'US' || office === 'GB' ? 0 : office === 'EP' || office === 'WO' ? r.int(0, 1) : r.int(1, 2)
      ]!;
    const applicantCompanies = invention.coApplicant === null ? [company] : [company, invention.coApplicant];
    const applicants: Party[] = applicantCompanies.map((c) => ({ name: spelling(c), country: c.country }));
    const reassigned = granted && r.chance(0.03) ? this.company() : null;

    const priorities = app.priorities;
    const earliestPriority = [...priorities].sort((a, b) => (a.date ?? 0) - (b.date ?? 0))[0];

    const categories = office === 'EP' || office === 'WO' || office === 'CN' || office === 'FR' || office === 'GB';
    const phase =
      office === 'WO' ? 'international-search' : categories ? 'search' : r.chance(0.7) ? 'examination' : 'applicant';
    const citedArt = categories ? invention.priorArt : invention.priorArt.filter(() => r.chance(0.75));
    const patents: PatentCitation[] = citedArt.map((c) => ({
      // Number alone in its canonical spelling (country, serial and kind), so forward citations resolve.
      number: c.number,
      date: dateOf(c.day),
      ...(categories ? { categories: [c.category] } : {}),
      phase,
    }));
    const npl: NplCitation[] = categories ? invention.npl.map((text) => ({ text, categories: ['A'], phase })) : [];

    let expiry: { date: number | null; explanation: string } | null = null;
    if (office !== 'WO' && !withdrawn) {
      const pta =
        office === 'US' && app.entered >= dayOf(20000529) && grantDay !== null && r.chance(0.5) ? r.int(1, 700) : 0;
      expiry = expectedExpiry({
        country: office,
        kind: pub.kind,
        filingDate: dateOf(app.filed),
        earliestNonProvisionalFilingDate: dateOf(app.termFrom),
        grantDate: grantDay === null ? null : dateOf(grantDay),
        termAdjustmentDays: pta,
        extensionDays: invention.fda && grantDay !== null && r.chance(0.5) ? r.int(200, 1800) : 0,
      });
    }

    const events: LegalEvent[] = [];
    if (office === 'EP') {
      events.push({ date: dateOf(app.entered), code: 'EP 17P', description: 'Request for examination filed' });
      if (grantDay !== null && grantDay <= pub.day) {
        events.push({ date: dateOf(grantDay), code: 'EP AK', description: 'Designated contracting states' });
      }
    } else if (office === 'US') {
      events.push({
        date: dateOf(app.entered + r.int(30, 200)),
        code: 'US AS',
        description: `Assignment of assignors interest; assignor: ${personName(invention.inventors[0]!)}; assignee: ${company.variants[0]}`,
      });
    }
    if (withdrawn) {
      events.push({
        date: dateOf(Math.min(this.today, app.entered + r.int(1200, 2100))),
        code: office === 'EP' ? 'EP 18D' : `${office} WD`,
        description: 'Application deemed to be withdrawn',
      });
    }

    const examinerPool = this.examiners.get(office)!;
    const examiners =
      office === 'US' && pub.granted
        ? r.sample(examinerPool, r.int(1, 2)).map(personName)
        : office === 'EP'
          ? [personName(r.pick(examinerPool))]
          : [];
    const agentPool = this.agents.get(office)!;
    const agent =
      agentPool[mix32(this.companies.indexOf(company) * 31 + OFFICE_CODES.indexOf(office)) % agentPool.length]!;

    const doc: PatentDocument = {
      id: ucid,
      country: office,
      kindcode: pub.kind,
      titles,
      abstracts: { en: invention.abstract },
      ...(fullText
        ? {
            claims: { en: claims },
            firstclaims: { en: claims[0]!.text },
            descriptions: { en: [...invention.description] },
          }
        : {}),
      language: app.language,
      publicationnumber: `${office}${pub.number}${pub.kind}`,
      applicationnumber: app.an,
      publicationdate: dateOf(pub.day),
      applicationdate: dateOf(app.filed),
      earliestprioritydate: earliestPriority?.date ?? dateOf(app.filed),
      ...(grantDay !== null && grantDay <= this.today ? { grantdate: dateOf(grantDay) } : {}),
      ...(expiry !== null && expiry.date !== null
        ? { expectedexpirydate: expiry.date, expectedexpiryexplanation: expiry.explanation }
        : {}),
      assignees_name_original: applicants.map((a) => a.name),
      assignees_name_current:
        reassigned !== null ? [reassigned.variants[0]!] : applicantCompanies.map((c) => c.variants[0]!),
      assignees_name_probable: applicantCompanies.map((c) => c.variants[0]!),
      ultimate_owner: applicantCompanies.map((c) => c.parent ?? c.variants[0]!),
      inventors_name_normalized: invention.inventors.map(personName),
      agents_name_normalized: [agent],
      applicants,
      inventors: invention.inventors.map((p) => ({
        name: personName(p),
        city: p.city,
        ...(p.state !== undefined ? { state: p.state } : {}),
        country: p.country,
      })),
      ...(examiners.length > 0 ? { examiners } : {}),
      earliestprioritycountry: earliestPriority?.country ?? office,
      familydata: { 'simple-family-data': simple, 'extended-family-data': extended },
      ...(app.nationalPhases.length > 0 ? { nationalphaseapplications: app.nationalPhases } : {}),
      priorities: [...priorities],
      tiexists: true,
      abexists: true,
      claexists: fullText,
      descexists: fullText,
      fdaexists: invention.fda && office === 'US',
      exampleexists: fullText && invention.examples,
      litigationexists: invention.litigation && pub.granted,
      ...(invention.seps.length > 0 ? { seps: [...invention.seps] } : {}),
      pending,
      grant: granted,
      classifications: { cpc: [...invention.cpc], ipc: [...invention.ipc] },
      ...(patents.length > 0 || npl.length > 0
        ? { citations: { ...(patents.length > 0 ? { patents } : {}), ...(npl.length > 0 ? { npl } : {}) } }
        : {}),
      ...(events.length > 0 ? { legalevents: events } : {}),
      provenance: { format: DEMO_CORPUS_FORMAT, file: `demo-corpus seed ${this.seed}` },
    };
    return doc;
  }
}

/**
 * The synthetic demo corpus: `count` patent documents, the same ones for the same seed (and `today`). Documents
 * come family by family in the order of their inventions' priority dates (1990 to today), each family's
 * publications in date order; citations point to documents generated before.
 */
export function* generateDemoCorpus(options: DemoCorpusOptions): Generator<PatentDocument> {
  const corpus = new DemoCorpus(options.seed, options.today ?? DEMO_CORPUS_TODAY);
  let index = 0;
  for (const doc of corpus.documents(options.count)) {
    doc.provenance = { ...doc.provenance, position: { index: index++ } };
    yield doc;
  }
}
