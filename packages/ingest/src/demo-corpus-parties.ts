// Inventors, applicants and agents of the synthetic demo corpus.

import { COMPANY_COUNTRIES, type Company, SECTORS, SECTORS_DE, STEMS } from './demo-corpus-companies';
import { CITIES, FIRST_NAMES, type Inventor, LAST_NAMES, NAME_COUNTRY, type Person } from './demo-corpus-people';
import { type Random, weighted } from './demo-corpus-random';
import { TOPICS } from './demo-corpus-topics';

// ---------------------------------------------------------------------------------------------------------------
// People and companies.

export function person(random: Random, country: string): Person {
  const names = NAME_COUNTRY[country] ?? country;
  const [city, state] = random.pick(CITIES[country] ?? CITIES.US!);
  return {
    family: random.pick(LAST_NAMES[names] ?? LAST_NAMES.US!),
    given: random.pick(FIRST_NAMES[names] ?? FIRST_NAMES.US!),
    country,
    city,
    ...(state !== undefined ? { state } : {}),
  };
}

export function personName(p: Person): string {
  return `${p.family}, ${p.given}`;
}

function stemOf(random: Random, country: string): string {
  return (STEMS[country] ?? STEMS.US!).map((syllables) => random.pick(syllables)).join('');
}

/** Spellings of one company: the registered name, an all-capitals office form and a third variant. */
function companyVariants(random: Random, country: string, base: string, baseDe: string): string[] {
  const upper = (s: string) => s.toUpperCase();
  switch (country) {
    case 'US': {
      const form = random.pick(['corp', 'inc', 'llc'] as const);
      if (form === 'corp') return [`${base} Corporation`, `${upper(base)} CORP.`, `${base} Corp`];
      if (form === 'inc') return [`${base}, Inc.`, `${upper(base)} INC`, `${base} Incorporated`];
      return [`${base} LLC`, `${upper(base)} L.L.C.`, `${base}, LLC`];
    }
    case 'GB':
      return [`${base} Limited`, `${upper(base)} LTD`, `${base} Ltd.`];
    case 'DE':
      return random.chance(0.5)
        ? [`${baseDe} GmbH`, `${upper(baseDe)} GMBH`, `${baseDe} G.m.b.H.`]
        : [`${baseDe} AG`, `${upper(baseDe)} AKTIENGESELLSCHAFT`, `${baseDe} Aktiengesellschaft`];
    case 'CH':
      return [`${base} AG`, `${upper(base)} SA`, `${base} Ltd.`];
    case 'FR':
      return [`${base} SA`, `${upper(base)} S.A.`, `${base} Société Anonyme`];
    case 'NL':
      return [`${base} B.V.`, `${upper(base)} BV`, `${base} BV`];
    case 'SE':
      return [`${base} AB`, `${upper(base)} AKTIEBOLAG`, `${base} Aktiebolag`];
    case 'JP':
      return [`${base} Co., Ltd.`, `${upper(base)} CO LTD`, `Kabushiki Kaisha ${base}`];
    default:
      return [`${base} Co., Ltd.`, `${upper(base)} CO., LTD.`, `${base} Company Limited`];
  }
}

/**
 * Staff of a company: each inventor works in one or two of its topics, every topic has inventors, and no two
 * inventors of the company share a name.
 */
function staffOf(random: Random, country: string, topics: readonly number[]): Inventor[] {
  const staff: Inventor[] = [];
  const names = new Set<string>();
  const wanted = random.int(Math.max(6, 3 * topics.length), 40);
  for (let attempt = 0; staff.length < wanted && attempt < wanted * 4; attempt++) {
    const p = person(random, random.chance(0.9) ? country : 'US');
    if (names.has(personName(p))) continue;
    names.add(personName(p));
    // The first inventors cover every topic; later ones take one at random, sometimes a second.
    const first = staff.length < topics.length ? topics[staff.length]! : random.pick(topics);
    const second = random.pick(topics);
    staff.push({ ...p, topics: second !== first && random.chance(0.3) ? [first, second] : [first] });
  }
  return staff;
}

export function buildCompanies(random: Random, count: number): Company[] {
  const companies: Company[] = [];
  const used = new Set<string>();
  while (companies.length < count) {
    const country = weighted(random, COMPANY_COUNTRIES);
    const university = random.chance(0.05) && ['US', 'GB', 'DE', 'CN', 'KR', 'JP'].includes(country);
    const main = random.int(0, TOPICS.length - 1);
    // A company works in its main field and at most two related ones, never in unrelated technologies.
    const topics = [main];
    const related = TOPICS[main]!.related;
    while (topics.length < 3 && random.chance(0.55)) {
      const other = random.pick(related);
      if (!topics.includes(other)) topics.push(other);
    }
    const stem = stemOf(random, country);
    const sector = university ? 'University' : SECTORS[main]!;
    const sectorDe = university ? 'Universität' : SECTORS_DE[main]!;
    if (used.has(`${stem} ${sector}`)) continue;
    used.add(`${stem} ${sector}`);
    let variants: string[];
    if (university) {
      variants =
        country === 'DE'
          ? [
              `Technische Universität ${stem}`,
              `TECHNISCHE UNIVERSITAET ${stem.toUpperCase()}`,
              `Technische Univ. ${stem}`,
            ]
          : [`${stem} University`, `${stem.toUpperCase()} UNIV`, `${stem.toUpperCase()} UNIVERSITY`];
    } else {
      variants = companyVariants(random, country, `${stem} ${sector}`, `${stem} ${sectorDe}`);
    }
    companies.push({ country, variants, topics, inventors: staffOf(random, country, topics), university });
  }
  // A few companies belong to a larger one of the corpus working in the same main field (their ultimate owner).
  return companies.map((company, index) => {
    if (index < 10 || company.university || !random.chance(0.12)) return company;
    const parents = companies.slice(0, index).filter((c) => !c.university && c.topics.includes(company.topics[0]!));
    if (parents.length === 0) return company;
    return { ...company, parent: random.pick(parents.slice(0, 10)).variants[0]! };
  });
}

export function agentName(random: Random, office: string): string {
  const [a, b] = [person(random, NAME_COUNTRY[office] ?? office), person(random, NAME_COUNTRY[office] ?? office)];
  switch (office) {
    case 'US':
      return `${a.family} & ${b.family} LLP`;
    case 'GB':
      return `${a.family} ${b.family} LLP`;
    case 'EP':
    case 'DE':
      return `${a.family} ${b.family} Patentanwälte PartG mbB`;
    case 'FR':
      return `Cabinet ${a.family} & Associés`;
    case 'JP':
      return `${a.family} International Patent Firm`;
    case 'CN':
      return `${stemOf(random, 'CN')} Intellectual Property Agency Co., Ltd.`;
    case 'KR':
      return `${stemOf(random, 'KR')} IP Law Firm`;
    default:
      return `${a.family} Patent Office`;
  }
}
