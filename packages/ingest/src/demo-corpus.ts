// A deterministic, clearly labelled synthetic patent corpus: the demo data of a fresh machine and the documents of
// the ingest benchmark. Inventions are filed first at one office and then abroad claiming that priority (directly or
// through a PCT application and its national phases), published as applications and, when granted, as patents; some
// get US continuations, EP divisionals or a second priority, so simple families sit inside larger extended ones.
// Every document says what it is through `provenance.format === 'synthetic-demo'`. Same seed and count, same corpus.

import {
  type ClassificationEntry,
  type FamilyPublication,
  type PatentDocument,
  type Priority,
  type SepDeclaration,
  ucidOf,
} from '@app/shared';
import type { Company } from './demo-corpus-companies';
import {
  type Application,
  type CitedDocument,
  DEMO_CORPUS_FORMAT,
  type DocumentContext,
  demoDocument,
  type Invention,
  type Publication,
} from './demo-corpus-document';
import { planFigures } from './demo-corpus-drawings';
import { DemoNumbering } from './demo-corpus-numbers';
import { GRANTING, OFFICES, type Office } from './demo-corpus-offices';
import { agentName, buildCompanies, person } from './demo-corpus-parties';
import type { Person } from './demo-corpus-people';
import { dateOf, dayOf, Random, weighted, yearOf, Zipf } from './demo-corpus-random';
import { an, cap, claimDrafts, description, plural, range } from './demo-corpus-text';
import { TITLE_PATTERNS, TOPICS, type Tri } from './demo-corpus-topics';
import type { WordChoice } from './demo-corpus-translation';

export { DEMO_CORPUS_FORMAT };
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
// The generator.

class DemoCorpus {
  private readonly random: Random;
  private readonly today: number;
  private readonly companies: Company[];
  private readonly companyZipf: Zipf;
  /** Companies working in each topic, larger ones first. */
  private readonly companiesByTopic: Company[][];
  private readonly agents = new Map<string, string[]>();
  private readonly examiners = new Map<string, Person[]>();
  private readonly numbering: DemoNumbering;
  private readonly context: DocumentContext;
  /** Published documents by topic, in the order they were generated: what later documents cite. */
  private readonly published: CitedDocument[][] = TOPICS.map(() => []);
  private docdbFamily = 40_000_000;
  private inpadocFamily = 30_000_000;

  constructor(seed: number, today: number) {
    this.random = new Random(seed, 0x5eed);
    this.numbering = new DemoNumbering(this.random, new Set(), new Set());
    this.today = dayOf(today);
    const world = new Random(seed, 0x0c0);
    this.companies = buildCompanies(world, 320);
    this.companyZipf = new Zipf(this.companies.length, 0.85);
    this.companiesByTopic = TOPICS.map((_, topic) => this.companies.filter((c) => c.topics.includes(topic)));
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
    this.context = {
      random: this.random,
      today: this.today,
      seed,
      companyIn: (topic) => this.companyIn(topic),
      companies: this.companies,
      agents: this.agents,
      examiners: this.examiners,
    };
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

  /** A company working in the topic (a co-applicant, a new owner): nobody appears on unrelated technologies. */
  private companyIn(topic: number): Company {
    const candidates = this.companiesByTopic[topic]!;
    return candidates[Math.floor(this.random.next() ** 2 * candidates.length)]!;
  }

  private application(
    office: Office,
    filed: number,
    priorities: Priority[],
    route: Application['route'],
    options: { entered?: number; termFrom?: number; ro?: string; language?: string; an?: string } = {},
  ): Application {
    const entered = options.entered ?? filed;
    const an = options.an ?? this.numbering.applicationNumber(office, entered, options.ro);
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
    const words: WordChoice = {
      subject: r.int(0, topic.subjects.length - 1),
      feature: r.int(0, topic.features.length - 1),
      pattern: r.int(0, TITLE_PATTERNS.length - 1),
      benefit: r.int(0, topic.benefits.length - 1),
    };
    const subject = topic.subjects[words.subject]!;
    const feature = topic.features[words.feature]!;
    const pattern = TITLE_PATTERNS[words.pattern]!;
    const title = pattern.map((p, i) =>
      cap(p.replace('{s}', subject[i]!).replace('{f}', feature[i]!)),
    ) as unknown as Tri;
    // Three or four of the field's own parts (the first three carry the claim), then up to two named with words
    // other fields share (electrode, sensor, housing, …).
    const parts = [...r.sample(topic.parts, r.int(3, 4)), ...r.sample(topic.sharedParts, r.int(0, 2))];
    // Two facts combining shared words for the description; about half of the inventions state the first in the
    // abstract and half the second in a dependent claim.
    const facts = r.sample(topic.facts, 2);
    const [factInAbstract, factInClaims] = [r.chance(0.5), r.chance(0.5)];
    const examples = topic.examples === true && r.chance(0.7);
    // Claims and text speak of the apparatus; a method title gets a device (`method for X` → `device for X`).
    const thing = subject[0].replace(/^method\b/, 'device').replace(/\bmethod$/, 'device');
    const claims = claimDrafts(r, topic, thing, parts, factInClaims ? facts[1]! : null);
    const figures = planFigures(r, topic.views, parts.length);
    const desc = description(r, topic, thing, feature[0], parts, examples, figures, facts);
    const property = r.pick(topic.properties);
    const abstract = [
      `${cap(an(thing))} ${feature[0]} includes ${an(parts[0]!)}, ${an(parts[1]!)} and ${an(parts[2]!)}.`,
      `The ${parts[1]} is arranged on the ${parts[0]}, and the ${parts[2]} is configured to ${r.pick(topic.functions)}.`,
      ...(factInAbstract ? [`In one embodiment, ${facts[0]}.`] : []),
      `The ${parts[r.int(0, 2)]} has a ${property[0]} of ${range(r, property)}.`,
      `The ${thing} ${topic.benefits[words.benefit]} and avoids ${r.pick(topic.problems)}.`,
    ].join(' ');
    const codes = r.sample(topic.cpc, r.int(1, 4));
    // Now and then a secondary code of a related field, as inventions at the edge of two fields get.
    if (r.chance(0.12)) codes.push(r.pick(TOPICS[r.pick(topic.related)]!.cpc));
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
    // The company's inventors who work in the invention's field.
    const team = company.inventors.filter((p) => p.topics.includes(topicIndex));
    const inventors = r.sample(team, r.int(1, Math.min(5, team.length)));
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
    const partner = r.chance(0.08) ? this.companyIn(topicIndex) : null;
    return {
      topic,
      words,
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
      figures,
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
      p1 = {
        country: 'US',
        number: this.numbering.provisionalNumber(priorityDay),
        date: dateOf(priorityDay),
        kind: 'P',
      };
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
      const number = this.numbering.publicationNumber(app, kind, day, sameAs);
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
      docs.push(demoDocument(this.context, invention, pub, ucids.get(pub)!, grantedApps.has(app), simple, extended));
    }
    for (const pub of pubs) {
      this.published[TOPICS.indexOf(invention.topic)]!.push({
        number: `${pub.app.office}${pub.number}${pub.kind}`,
        day: pub.day,
      });
    }
    return docs;
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
