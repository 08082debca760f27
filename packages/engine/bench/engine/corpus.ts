// Deterministic, streaming generator of patent-like documents (PATENT_SCHEMA field names).
//
// Text: words drawn from a Zipf distribution over ~50k words, mixed with the words and multi-word phrases of one or two
// topics per family (so phrases, proximity and CPC codes co-occur as in real patents). Titles ~10 words, abstracts
// ~150 words in sentences, claims ~600 words as an array of claims (one sentence each, claim 1 independent, the rest
// dependent), descriptions ~1,000 words as an array of paragraphs (optional).
// Families: sizes 1–6; members share title, abstract and most claims (as A1/B1 or national members do), and are
// interleaved in the stream rather than adjacent, so collapsing by family does real work.
// Nothing is held beyond the open families' metadata: documents are produced one at a time.

import type { EngineDocument } from '../../src/schema/document.ts';
import { AliasTable, Random, zipfWeights } from './random.ts';
import type { Topic, Vocabulary } from './vocabulary.ts';

export type CorpusOptions = {
  readonly seed: number;
  readonly count: number;
  readonly descriptions: boolean;
};

/** The generated document, typed for the fields the bench uses directly. */
export type GeneratedDocument = EngineDocument & {
  readonly titles: string;
  readonly abstracts: string;
  readonly claims: readonly string[];
  readonly descriptions?: readonly string[];
  readonly assignees_name_original: readonly string[];
  readonly cpcvalues: readonly string[];
  readonly country: string;
  readonly kindcode: string;
  readonly publicationdate: number;
  readonly simplefamilyid: string;
  readonly applicationnumber: string;
  readonly publicationnumber: string;
};

const COUNTRIES: readonly (readonly [string, number, readonly string[], readonly string[]])[] = [
  // country, weight, first-publication kinds, later kinds
  ['US', 30, ['A1'], ['B2', 'B1']],
  ['CN', 25, ['A'], ['B', 'U']],
  ['EP', 12, ['A1', 'A2'], ['B1']],
  ['JP', 12, ['A'], ['B2']],
  ['WO', 10, ['A1'], ['A2']],
  ['KR', 6, ['A'], ['B1']],
  ['DE', 5, ['A1'], ['B4']],
];
const COUNTRY_TABLE = new AliasTable(COUNTRIES.map((c) => c[1]));
const FAMILY_SIZES = new AliasTable([40, 25, 15, 10, 6, 4]); // sizes 1..6
const MAX_OPEN_FAMILIES = 4_000;
const CONTINUE_FAMILY = 0.56; // ≈ 1 − 1/E[size], so the pool stays near its steady state
const YEARS: readonly number[] = Array.from({ length: 36 }, (_, i) => 1990 + i);
const YEAR_TABLE = new AliasTable(YEARS.map((y) => 1 + (y - 1990) * 0.15));
const TITLE_PREFIXES = [
  'Method for',
  'Method and apparatus for',
  'System and method for',
  'Device for',
  'Apparatus for',
];
const CLAIM_SUBJECTS = ['device', 'method', 'system', 'apparatus', 'assembly', 'composition', 'module'];

type OpenFamily = {
  readonly id: number;
  readonly size: number;
  emitted: number;
  readonly countries: string[];
  readonly year: number;
  readonly day: number;
  readonly assignees: readonly string[];
  /** The family's shared text, kept while members remain to be written (a few thousand families at most). */
  text?: FamilyText;
};

type FamilyText = {
  readonly primary: Topic;
  readonly secondary: Topic;
  readonly titles: string;
  readonly abstracts: string;
  readonly claims: readonly string[];
  readonly descriptions: readonly string[] | undefined;
};

export class CorpusGenerator {
  private readonly wordTable: AliasTable;
  private readonly topicTable: AliasTable;
  private readonly assigneeTable: AliasTable;
  private readonly cpcTable: AliasTable;

  constructor(private readonly vocabulary: Vocabulary) {
    this.wordTable = new AliasTable(zipfWeights(vocabulary.words.length, 1));
    this.topicTable = new AliasTable(zipfWeights(vocabulary.topics.length, 1));
    this.assigneeTable = new AliasTable(zipfWeights(vocabulary.assignees.length, 0.9));
    this.cpcTable = new AliasTable(zipfWeights(vocabulary.cpcPool.length, 1));
  }

  /** The documents of a corpus, one at a time. */
  *documents(options: CorpusOptions): Generator<GeneratedDocument> {
    const schedule = new Random(options.seed, 2);
    const open: OpenFamily[] = [];
    const serials = new Map<string, number>();
    let nextFamily = 0;
    for (let i = 0; i < options.count; i++) {
      let family: OpenFamily;
      if (open.length > 0 && (open.length >= MAX_OPEN_FAMILIES || schedule.chance(CONTINUE_FAMILY))) {
        const at = Math.floor(schedule.next() * open.length);
        family = open[at]!;
        if (family.emitted + 1 >= family.size) {
          open[at] = open[open.length - 1]!;
          open.pop();
        }
      } else {
        family = this.newFamily(options.seed, nextFamily++, schedule);
        if (family.size > 1) open.push(family);
      }
      const member = family.emitted++;
      yield this.document(options, family, member, serials);
    }
  }

  private newFamily(seed: number, id: number, schedule: Random): OpenFamily {
    const random = new Random(seed, 3, id);
    const assignees = [this.vocabulary.assignees[this.assigneeTable.sample(random)]!];
    if (random.chance(0.08)) {
      const other = this.vocabulary.assignees[this.assigneeTable.sample(random)]!;
      if (other !== assignees[0]) assignees.push(other);
    }
    return {
      id,
      size: FAMILY_SIZES.sample(schedule) + 1,
      emitted: 0,
      countries: [],
      year: YEARS[YEAR_TABLE.sample(random)]!,
      day: random.int(0, 364),
      assignees,
    };
  }

  private document(
    options: CorpusOptions,
    family: OpenFamily,
    member: number,
    serials: Map<string, number>,
  ): GeneratedDocument {
    // Family text: written once, shared by the members (they share title, abstract and most claims).
    const shared = family.text ?? this.familyText(options, family);
    family.text = family.emitted < family.size ? shared : undefined;
    const { primary, secondary, titles, abstracts, descriptions } = shared;
    let claims = [...shared.claims];
    const own = new Random(options.seed, 6, family.id, member);
    if (member > 0 && claims.length > 2) {
      // A later member: claims amended a little (one dropped, one rewritten).
      claims = claims.slice(0, own.chance(0.5) ? -1 : claims.length);
      const at = own.int(1, claims.length - 1);
      const rewriter = new TextWriter(this.vocabulary, this.wordTable, own);
      rewriter.topics(primary, secondary);
      claims[at] = rewriter.dependentClaim(at + 1, 20, 45);
    }

    // Bibliographic data.
    const country = this.country(family, own);
    const spec = COUNTRIES.find((c) => c[0] === country)!;
    const kindcode = own.pick(member === 0 ? spec[2] : own.chance(0.6) ? spec[3] : spec[2]);
    const serial = (serials.get(country) ?? 0) + 1;
    serials.set(country, serial);
    const days = family.day + member * own.int(0, 400);
    const year = Math.min(2025, family.year + Math.floor(days / 365));
    const dayOfYear = days % 365;
    const month = 1 + Math.floor(dayOfYear / 31) - (dayOfYear >= 360 ? 1 : 0);
    const day = 1 + (dayOfYear % 28);
    const publicationdate = year * 10_000 + Math.min(12, month) * 100 + day;
    const number =
      country === 'US' && kindcode.startsWith('A')
        ? `${year}${String(serial).padStart(7, '0')}`
        : String(1_000_000 + serial);
    const cpcvalues = new Set<string>();
    const topicCodes = own.int(1, 3);
    for (let c = 0; c < topicCodes; c++) cpcvalues.add(own.pick(primary.cpc));
    const total = own.int(2, 5);
    if (own.chance(0.5)) cpcvalues.add(own.pick(secondary.cpc));
    while (cpcvalues.size < total) cpcvalues.add(this.vocabulary.cpcPool[this.cpcTable.sample(own)]!);
    const doc: GeneratedDocument = {
      ucid: `${country}-${number}-${kindcode}`,
      publicationnumber: `${country}${number}${kindcode}`,
      applicationnumber: `${country}${year - own.int(1, 3)}${String(family.id * 7 + member).padStart(7, '0')}`,
      simplefamilyid: String(10_000_000 + family.id),
      country,
      kindcode,
      publicationdate,
      assignees_name_original: family.assignees,
      cpcvalues: [...cpcvalues],
      titles,
      abstracts,
      claims,
      ...(descriptions ? { descriptions } : {}),
    };
    return doc;
  }

  private familyText(options: CorpusOptions, family: OpenFamily): FamilyText {
    const text = new TextWriter(this.vocabulary, this.wordTable, new Random(options.seed, 4, family.id));
    const topicRandom = new Random(options.seed, 5, family.id);
    const primary = this.vocabulary.topics[this.topicTable.sample(topicRandom)]!;
    const secondary = this.vocabulary.topics[this.topicTable.sample(topicRandom)]!;
    text.topics(primary, secondary);
    const titles = text.title();
    const abstracts = text.paragraph(120, 180, 12, 30);
    const claims = text.claims(420, 780);
    const descriptions = options.descriptions ? text.description(850, 1150) : undefined;
    return { primary, secondary, titles, abstracts, claims, descriptions };
  }

  private country(family: OpenFamily, random: Random): string {
    for (let attempt = 0; attempt < 8; attempt++) {
      const c = COUNTRIES[COUNTRY_TABLE.sample(random)]![0];
      if (!family.countries.includes(c) || attempt === 7) {
        family.countries.push(c);
        return c;
      }
    }
    return 'US';
  }
}

/** UTF-8 bytes of the indexed text fields: the denominator of "index size over raw text". */
export function textBytes(doc: {
  titles?: unknown;
  abstracts?: unknown;
  claims?: unknown;
  descriptions?: unknown;
}): number {
  let n = 0;
  for (const value of [doc.titles, doc.abstracts, doc.claims, doc.descriptions]) {
    if (typeof value === 'string') n += Buffer.byteLength(value);
    else if (Array.isArray(value)) for (const v of value) if (typeof v === 'string') n += Buffer.byteLength(v);
  }
  return n;
}

/** Writes sentences, claims and paragraphs for one family. */
class TextWriter {
  private primary!: Topic;
  private secondary!: Topic;

  constructor(
    private readonly vocabulary: Vocabulary,
    private readonly wordTable: AliasTable,
    private readonly random: Random,
  ) {}

  topics(primary: Topic, secondary: Topic): void {
    this.primary = primary;
    this.secondary = secondary;
  }

  private topicWord(): string {
    const topic = this.random.chance(0.75) ? this.primary : this.secondary;
    const r = this.random.next();
    return topic.words[Math.floor(topic.words.length * r * r)]!;
  }

  /** Appends about `n` words (a phrase counts its words) to `out`; returns the words written. */
  private words(out: string[], n: number): number {
    let written = 0;
    const random = this.random;
    while (written < n) {
      const r = random.next();
      if (r < 0.02) {
        const topic = random.chance(0.8) ? this.primary : this.secondary;
        const phrase = topic.phrases[Math.floor(random.next() * topic.phrases.length)]!;
        out.push(phrase);
        written += phrase.split(' ').length;
        continue;
      }
      let w = r < 0.13 ? this.topicWord() : this.vocabulary.words[this.wordTable.sample(random)]!;
      if (r > 0.995) w = String(random.int(2, 400)); // reference numerals, amounts
      if (written > 2 && written < n - 2 && random.chance(0.05)) w += ',';
      out.push(w);
      written++;
    }
    return written;
  }

  private sentence(min: number, max: number): { text: string; words: number } {
    const out: string[] = [];
    const words = this.words(out, this.random.int(min, max));
    out[0] = capitalize(out[0]!);
    const last = out.length - 1;
    if (out[last]!.endsWith(',')) out[last] = out[last]!.slice(0, -1);
    return { text: `${out.join(' ')}.`, words };
  }

  title(): string {
    const out: string[] = [];
    if (this.random.chance(0.4)) out.push(this.random.pick(TITLE_PREFIXES));
    const n = this.random.int(6, 13) - (out.length > 0 ? 3 : 0);
    for (let i = 0; i < n; i++)
      out.push(
        this.random.chance(0.55) ? this.topicWord() : this.vocabulary.words[this.wordTable.sample(this.random)]!,
      );
    if (this.random.chance(0.4)) out.splice(this.random.int(0, out.length), 0, this.random.pick(this.primary.phrases));
    return capitalize(out.join(' '));
  }

  /** Sentences totalling minWords–maxWords words. */
  paragraph(minWords: number, maxWords: number, sentenceMin: number, sentenceMax: number): string {
    return this.paragraphWithCount(minWords, maxWords, sentenceMin, sentenceMax).text;
  }

  private paragraphWithCount(
    minWords: number,
    maxWords: number,
    sentenceMin: number,
    sentenceMax: number,
  ): { text: string; words: number } {
    const target = this.random.int(minWords, maxWords);
    const sentences: string[] = [];
    let words = 0;
    while (words < target) {
      const s = this.sentence(sentenceMin, Math.min(sentenceMax, Math.max(sentenceMin, target - words)));
      sentences.push(s.text);
      words += s.words;
    }
    return { text: sentences.join(' '), words };
  }

  private subject(): string {
    const r = this.random.next();
    if (r < 0.4) return this.random.pick(this.primary.phrases);
    if (r < 0.7) return `${this.topicWord()} ${this.random.pick(CLAIM_SUBJECTS)}`;
    return this.random.pick(CLAIM_SUBJECTS);
  }

  /** Claims totalling minWords–maxWords words: claim 1 independent with `;`-separated elements, then dependents. */
  claims(minWords: number, maxWords: number): string[] {
    const target = this.random.int(minWords, maxWords);
    const subject = this.subject();
    const elements: string[] = [];
    let words = 4;
    const parts = this.random.int(3, 5);
    for (let e = 0; e < parts; e++) {
      const out: string[] = [e === parts - 1 ? 'and a' : 'a'];
      words += this.words(out, this.random.int(12, 24)) + 1;
      const last = out.length - 1;
      if (out[last]!.endsWith(',')) out[last] = out[last]!.slice(0, -1);
      elements.push(out.join(' '));
    }
    const claims = [`1. A ${subject} comprising: ${elements.join('; ')}.`];
    while (words < target) {
      const n = claims.length + 1;
      const length = this.random.int(20, 45);
      claims.push(this.dependentClaim(n, length, length, subject));
      words += length + 7;
    }
    return claims;
  }

  dependentClaim(n: number, min: number, max: number, subject = this.subject()): string {
    const out: string[] = [];
    this.words(out, this.random.int(min, max));
    const parent = n <= 2 ? 1 : this.random.int(1, n - 1);
    const last = out.length - 1;
    if (out[last]!.endsWith(',')) out[last] = out[last]!.slice(0, -1);
    return `${n}. The ${subject} of claim ${parent}, wherein ${out.join(' ')}.`;
  }

  /** Paragraphs totalling minWords–maxWords words. */
  description(minWords: number, maxWords: number): string[] {
    const target = this.random.int(minWords, maxWords);
    const paragraphs: string[] = [];
    let words = 0;
    while (words < target) {
      const p = this.paragraphWithCount(60, 150, 10, 32);
      paragraphs.push(p.text);
      words += p.words;
    }
    return paragraphs;
  }
}

function capitalize(w: string): string {
  return w.length === 0 ? w : w[0]!.toUpperCase() + w.slice(1);
}
