// Shared helpers of the EPO readers (EP full text, DOCDB, OPS, full-text documents): a streaming XML reader that
// hands over one small element tree per document, text extraction that keeps paragraphs, and the number, date,
// classification, party and citation mappings the EPO formats have in common.

import { TextDecoder } from 'node:util';
import {
  CITATION_CATEGORIES,
  type CitationCategory,
  type CitationPhase,
  type Claim,
  type ClassificationEntry,
  canonicalApplicationNumber,
  canonicalPublicationNumber,
  formatPartyName,
  isGrantKind,
  type PatentCitation,
  type PatentDocument,
  type PatentDocumentFields,
  PatentDocumentSchema,
  type Priority,
  parseYyyymmdd,
  probableParties,
} from '@app/shared';
import { SaxesParser } from 'saxes';
import type { ReadResult, SourceEntry, SourcePosition } from './reader';

// ---------------------------------------------------------------------------------------------------------------
// A small element tree.

/** One XML element: its name with prefix, the name without prefix, attributes and children. */
export type XmlElement = {
  readonly name: string;
  readonly local: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: XmlNode[];
  /** 1-based line of the start tag. */
  readonly line: number;
};
export type XmlNode = XmlElement | string;

/** The name without namespace prefix (`exch:applicant` → `applicant`). */
export function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

function isElement(node: XmlNode | undefined): node is XmlElement {
  return typeof node === 'object';
}

/** Child elements, all or with the given local name(s). */
export function kids(el: XmlElement | undefined, ...locals: string[]): XmlElement[] {
  if (el === undefined) return [];
  return el.children.filter(
    (node): node is XmlElement => isElement(node) && (locals.length === 0 || locals.includes(node.local)),
  );
}

/** The first child element with the local name. */
export function kid(el: XmlElement | undefined, local: string): XmlElement | undefined {
  if (el === undefined) return undefined;
  for (const node of el.children) if (isElement(node) && node.local === local) return node;
  return undefined;
}

/** Follows a path of local names through first children (`path(doc, 'B100', 'B140', 'date')`). */
export function path(el: XmlElement | undefined, ...locals: string[]): XmlElement | undefined {
  let current = el;
  for (const local of locals) current = kid(current, local);
  return current;
}

/** Every descendant element with the local name, in document order (not below a match). */
export function descendants(el: XmlElement | undefined, local: string): XmlElement[] {
  const found: XmlElement[] = [];
  const walk = (node: XmlElement): void => {
    for (const child of node.children) {
      if (!isElement(child)) continue;
      if (child.local === local) found.push(child);
      else walk(child);
    }
  };
  if (el !== undefined) walk(el);
  return found;
}

// Elements whose text is a separate word from its neighbours.
const BREAKS = new Set(['br', 'li', 'entry', 'row', 'dt', 'dd', 'claim-text', 'heading', 'p', 'tr', 'td']);

function rawText(node: XmlNode, out: string[]): void {
  if (typeof node === 'string') {
    out.push(node);
    return;
  }
  const gap = BREAKS.has(node.local);
  if (gap) out.push(' ');
  for (const child of node.children) rawText(child, out);
  if (gap) out.push(' ');
}

/** The text of an element with its markup removed and white space folded to single spaces. */
export function textOf(el: XmlNode | undefined): string {
  if (el === undefined) return '';
  const out: string[] = [];
  rawText(el, out);
  return out.join('').replace(/\s+/g, ' ').trim();
}

/** Trimmed text of the first child with the local name, or undefined when absent or empty. */
export function kidText(el: XmlElement | undefined, ...locals: string[]): string | undefined {
  const found = path(el, ...locals);
  const text = textOf(found);
  return text === '' ? undefined : text;
}

/**
 * The paragraphs of a text block (description, abstract): one string per top-level paragraph, heading, table or
 * list, markup removed, empty ones dropped. Text lying directly in the block counts as a paragraph too.
 */
export function paragraphsOf(el: XmlElement | undefined): string[] {
  if (el === undefined) return [];
  const paragraphs: string[] = [];
  let loose: string[] = [];
  const flush = (): void => {
    const text = loose.join('').replace(/\s+/g, ' ').trim();
    if (text !== '') paragraphs.push(text);
    loose = [];
  };
  for (const node of el.children) {
    if (typeof node === 'string') {
      loose.push(node);
      continue;
    }
    if (['b', 'i', 'u', 'sub', 'sup', 'smallcaps', 'o', 'br'].includes(node.local)) {
      rawText(node, loose);
      continue;
    }
    flush();
    const text = textOf(node);
    if (text !== '') paragraphs.push(text);
  }
  flush();
  return paragraphs;
}

// ---------------------------------------------------------------------------------------------------------------
// Entities. The EPO files name ISO 8879 entities (`&ndash;`, `&ccaron;`, `&SACUTE;`) declared in DTDs we never
// fetch; they are resolved here by name. An unknown one stays in the text as written.

const NAMED: Readonly<Record<string, string>> = {
  nbsp: '\u00a0',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  ndash: '–',
  mdash: '—',
  hyphen: '‐',
  minus: '−',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  lsaquo: '‹',
  rsaquo: '›',
  bull: '•',
  middot: '·',
  deg: '°',
  plusmn: '±',
  times: '×',
  divide: '÷',
  micro: 'µ',
  para: '¶',
  sect: '§',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  curren: '¤',
  iexcl: '¡',
  iquest: '¿',
  shy: '\u00ad',
  ordf: 'ª',
  ordm: 'º',
  sup1: '¹',
  sup2: '²',
  sup3: '³',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  le: '≤',
  ge: '≥',
  ne: '≠',
  equiv: '≡',
  asymp: '≈',
  infin: '∞',
  larr: '←',
  rarr: '→',
  uarr: '↑',
  darr: '↓',
  harr: '↔',
  prime: '′',
  Prime: '″',
  szlig: 'ß',
  aelig: 'æ',
  AElig: 'Æ',
  oelig: 'œ',
  OElig: 'Œ',
  oslash: 'ø',
  Oslash: 'Ø',
  eth: 'ð',
  ETH: 'Ð',
  thorn: 'þ',
  THORN: 'Þ',
  dagger: '†',
  Dagger: '‡',
  permil: '‰',
  lstrok: 'ł',
  Lstrok: 'Ł',
  dstrok: 'đ',
  Dstrok: 'Đ',
  hstrok: 'ħ',
  Hstrok: 'Ħ',
  inodot: 'ı',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  epsilon: 'ε',
  zeta: 'ζ',
  eta: 'η',
  theta: 'θ',
  iota: 'ι',
  kappa: 'κ',
  lambda: 'λ',
  mu: 'μ',
  nu: 'ν',
  xi: 'ξ',
  omicron: 'ο',
  pi: 'π',
  rho: 'ρ',
  sigma: 'σ',
  tau: 'τ',
  upsilon: 'υ',
  phi: 'φ',
  chi: 'χ',
  psi: 'ψ',
  omega: 'ω',
  Gamma: 'Γ',
  Delta: 'Δ',
  Theta: 'Θ',
  Lambda: 'Λ',
  Pi: 'Π',
  Sigma: 'Σ',
  Phi: 'Φ',
  Psi: 'Ψ',
  Omega: 'Ω',
};

// ISO 8879 accent suffixes and the combining mark they stand for (`eacute` = e + U+0301).
const ACCENTS: Readonly<Record<string, string>> = {
  acute: '\u0301',
  grave: '\u0300',
  circ: '\u0302',
  tilde: '\u0303',
  uml: '\u0308',
  ring: '\u030a',
  cedil: '\u0327',
  caron: '\u030c',
  macr: '\u0304',
  breve: '\u0306',
  ogon: '\u0328',
  dot: '\u0307',
  dblac: '\u030b',
};

/** The character an entity name stands for, or undefined when the name is unknown. */
export function resolveEntity(name: string): string | undefined {
  const named = NAMED[name];
  if (named !== undefined) return named;
  const match = /^([A-Za-z])([a-zA-Z]+)$/.exec(name);
  if (match === null) return undefined;
  const [, letter = '', suffix = ''] = match;
  const mark = ACCENTS[suffix.toLowerCase()];
  if (mark === undefined) return undefined;
  // `&SACUTE;` is written for Ś by some offices: an all-capital name means a capital letter.
  const base = suffix === suffix.toUpperCase() ? letter.toUpperCase() : letter;
  const composed = (base + mark).normalize('NFC');
  return composed.length === 1 ? composed : undefined;
}

const ENTITY_TABLE: Record<string, string> = new Proxy(
  { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>,
  {
    get(target, key) {
      if (typeof key !== 'string') return undefined;
      return target[key] ?? resolveEntity(key);
    },
  },
);

// ---------------------------------------------------------------------------------------------------------------
// Streaming XML.

/** What `readXml` reports. */
export type XmlEvent =
  /** A start tag outside any record, at depth `depth` (the root is 1), with its ancestors' local names. */
  | { type: 'open'; element: XmlElement; depth: number; ancestors: readonly string[] }
  /** A complete record element with its subtree. */
  | { type: 'record'; element: XmlElement; index: number; ancestors: readonly string[] }
  /** The file cannot be read further: malformed, truncated or empty. */
  | { type: 'error'; message: string; position: SourcePosition };

/** Options of `readXml`. */
export type ReadXmlOptions = {
  /** Whether an element (by local name, with its ancestors' local names) is a record to build as a tree. */
  isRecord: (local: string, ancestors: readonly string[]) => boolean;
  /** Report start tags outside records down to this depth (default 2). */
  openDepth?: number;
};

// Some published files carry a bare `&` (`UDAPI & ASOCIADOS`) or a `<` that opens no tag (`<First Embodiment</heading>`,
// `a <= b`). They are escaped before parsing so the rest of the document still reads; well-formed markup is untouched.
const BARE_AMPERSAND = /&(?!(?:[A-Za-z_][\w.-]*|#\d+|#x[\da-fA-F]+);)/g;
const STRAY_LESS_THAN = /<(?=[^A-Za-z_:/!?])|<(?=[A-Za-z_][\w:.-]*\s+[^\s=<>/"']+(?=[\s<])(?![^<>]*[=>]))/g;

/** Escapes markup characters that cannot start markup; keeps the tail that may continue in the next chunk. */
export class MarkupRepair {
  private carry = '';
  /** Repairs `text` up to the last `<` or `&` near its end, which waits for the next chunk. */
  push(text: string): string {
    let value = this.carry + text;
    const cut = Math.max(value.lastIndexOf('<'), value.lastIndexOf('&'));
    if (cut >= 0 && value.length - cut < 256) {
      this.carry = value.slice(cut);
      value = value.slice(0, cut);
    } else {
      this.carry = '';
    }
    return MarkupRepair.repair(value);
  }
  /** The rest, at the end of input. */
  end(): string {
    const value = this.carry;
    this.carry = '';
    return MarkupRepair.repair(value);
  }
  static repair(text: string): string {
    return text.replace(BARE_AMPERSAND, '&amp;').replace(STRAY_LESS_THAN, '&lt;');
  }
}

function declaredEncoding(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const match = /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head);
  const label = match?.[1]?.toLowerCase() ?? 'utf-8';
  try {
    new TextDecoder(label);
    return label;
  } catch {
    return 'utf-8';
  }
}

/**
 * Reads an XML entry as a stream and yields each record element as a small tree once it is closed, so a file of
 * many documents never sits in memory whole. The first well-formedness error ends the file with an `error` event
 * naming line and column; records closed before it have already been yielded.
 */
export async function* readXml(entry: SourceEntry, options: ReadXmlOptions): AsyncGenerator<XmlEvent> {
  const openDepth = options.openDepth ?? 2;
  const parser = new SaxesParser({ position: true });
  parser.ENTITIES = ENTITY_TABLE;
  const queue: XmlEvent[] = [];
  // A record is committed only once the parser has moved past its end tag without an error: saxes closes an open
  // element implicitly before it reports a mismatched end tag (`<d>3</x>`).
  let pending: XmlEvent[] = [];
  const commit = (): void => {
    queue.push(...pending);
    pending = [];
  };
  const stack: XmlElement[] = [];
  const ancestors: string[] = [];
  let recordDepth = -1;
  let recordAncestors: readonly string[] = [];
  let index = 0;
  let fatal: XmlEvent | null = null;
  let sawRoot = false;

  parser.on('error', (error) => {
    if (fatal !== null) return;
    const message = error.message.replace(/^[^:]*:\d+:\d+: /, '');
    // An entity we cannot resolve is kept as written; the document is still well formed otherwise.
    if (/undefined entity/i.test(message)) return;
    // Records closed by the failing tag are dropped and not counted.
    index -= pending.length;
    pending = [];
    fatal = { type: 'error', message, position: { line: parser.line, column: parser.column + 1, document: index } };
  });
  // Nothing after the first error is trusted: the records closed before it are all that is reported.
  parser.on('opentag', (tag) => {
    sawRoot = true;
    if (fatal !== null) return;
    commit();
    const name = tag.name;
    const element: XmlElement = {
      name,
      local: localName(name),
      attrs: tag.attributes as Record<string, string>,
      children: [],
      line: parser.line,
    };
    if (recordDepth >= 0) {
      stack.at(-1)?.children.push(element);
    } else if (options.isRecord(element.local, ancestors)) {
      recordDepth = stack.length;
      recordAncestors = [...ancestors];
    } else if (stack.length < openDepth) {
      queue.push({ type: 'open', element, depth: stack.length + 1, ancestors: [...ancestors] });
    }
    stack.push(element);
    ancestors.push(element.local);
  });
  parser.on('closetag', () => {
    if (fatal !== null) return;
    const element = stack.pop();
    ancestors.pop();
    commit();
    if (element !== undefined && recordDepth === stack.length) {
      recordDepth = -1;
      pending.push({ type: 'record', element, index, ancestors: recordAncestors });
      index += 1;
    }
  });
  const onText = (text: string): void => {
    if (fatal !== null) return;
    if (text.trim() !== '') commit();
    if (recordDepth >= 0) stack.at(-1)?.children.push(text);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);

  let decoder: TextDecoder | null = null;
  const repair = new MarkupRepair();
  let total = 0;
  const drain = function* (): Generator<XmlEvent> {
    while (queue.length > 0) yield queue.shift()!;
  };
  try {
    for await (const chunk of entry.open()) {
      if (chunk.length === 0) continue;
      decoder ??= new TextDecoder(declaredEncoding(chunk));
      total += chunk.length;
      let text = decoder.decode(chunk, { stream: true });
      // A byte-order mark or white space before the XML declaration is tolerated, as the offices write both.
      if (total === chunk.length) text = text.replace(/^\uFEFF?\s+(?=<\?xml)/, '').replace(/^\uFEFF/, '');
      parser.write(repair.push(text));
      if (fatal === null) commit();
      yield* drain();
      if (fatal !== null) break;
    }
    if (fatal === null) {
      if (total === 0) {
        yield { type: 'error', message: 'Empty file: no XML content.', position: { line: 1, column: 1 } };
        return;
      }
      parser.write(repair.push(decoder?.decode() ?? '') + repair.end());
      parser.close();
      if (fatal === null) commit();
      yield* drain();
    }
  } catch (error) {
    if (fatal === null) {
      const message = error instanceof Error ? error.message : String(error);
      fatal = { type: 'error', message, position: { line: parser.line, column: parser.column + 1, document: index } };
    }
  }
  if (!sawRoot && (fatal === null || /root element/i.test((fatal as { message: string }).message))) {
    fatal = { type: 'error', message: 'No root element: the file holds no XML document.', position: { line: 1 } };
  }
  if (fatal !== null) yield fatal;
}

// ---------------------------------------------------------------------------------------------------------------
// Field mappings.

/** A date of a source (`20190304`, `2019-03-04`) as YYYYMMDD, or undefined; `00` month or day is refused. */
export function dateOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  return parseYyyymmdd(text.trim()) ?? undefined;
}

/** A classification code without the fixed-width padding (`B65D  51/18` → `B65D51/18`). */
export function classCode(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/**
 * An IPCR or CPC line of the EPO fixed-width form: `B65D  51/18  20060101AFI20191003BHEP`,
 * `C12N2310/141  20130101 LA20130101BHEP` (symbol, version date, level, position F/L, value I/N/A).
 */
export function classificationOfLine(text: string): ClassificationEntry | null {
  const match = /^\s*([A-HY]\d\d[A-Z])\s*(\d{1,4})\s*\/\s*(\d{1,6})(?:\s+(\d{8})([A-Z ])([FL ])([IAN ]))?/.exec(text);
  if (match === null) {
    const code = classCode(text);
    return /^[A-HY]\d\d[A-Z]/.test(code) ? { code } : null;
  }
  const [, subclass = '', group = '', subgroup = '', version, , position, value] = match;
  const entry: ClassificationEntry = { code: `${subclass}${group}/${subgroup}` };
  if (position !== undefined && position !== ' ') entry.main = position === 'F';
  if (value !== undefined && value !== ' ') entry.inventive = value === 'I';
  if (version !== undefined) entry.version = `${version.slice(0, 4)}.${version.slice(4, 6)}`;
  return entry;
}

/** An IPC line of the 1st–7th editions: ` 7A 01B  45/00   A` (edition, section, class, subclass, group). */
export function classificationOfOldIpc(text: string, edition?: string): ClassificationEntry | null {
  const match = /^\s*(\d{0,2})\s*([A-H])\s*(\d\d)\s*([A-Z])\s*(\d{1,4})\s*\/\s*(\d{1,6})/.exec(text);
  if (match === null) return null;
  const [, printed = '', section, cls, subclass, group, subgroup] = match;
  const entry: ClassificationEntry = { code: `${section}${cls}${subclass}${group}/${subgroup}` };
  const version = printed !== '' ? printed : edition;
  if (version !== undefined && version !== '') entry.version = version;
  return entry;
}

/** Removes repeated codes, keeping the first (which carries the main flag). */
export function uniqueClassifications(entries: readonly ClassificationEntry[]): ClassificationEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (seen.has(entry.code)) return false;
    seen.add(entry.code);
    return true;
  });
}

/** Search-report categories as the model has them: `XY` → X and Y, `IP` → I and P; unknown letters dropped. */
export function categoriesOf(texts: readonly string[]): CitationCategory[] {
  const found: CitationCategory[] = [];
  for (const text of texts) {
    for (const letter of text.replace(/\s+/g, '').toUpperCase()) {
      const category = CITATION_CATEGORIES.find((known) => known === letter);
      if (category !== undefined && !found.includes(category)) found.push(category);
    }
  }
  return found;
}

/** DOCDB/OPS `cited-phase` codes and the model's citation phases. */
export function citationPhaseOf(code: string | undefined): CitationPhase | undefined {
  const long = (code ?? '').toLowerCase();
  // OPS spells phases out: `national-search-report`, `international-search-report`, `examination`, `opposition`.
  if (long.includes('international-search')) return 'international-search';
  if (long.includes('supplementary')) return 'supplementary-search';
  if (long.includes('search')) return 'search';
  if (long.includes('exam')) return 'examination';
  if (long.includes('opposition')) return 'opposition';
  if (long.includes('applicant')) return 'applicant';
  if (long.includes('third')) return 'third-party';
  switch ((code ?? '').toUpperCase()) {
    case 'APP':
      return 'applicant';
    case 'SEA':
      return 'search';
    case 'ISR':
      return 'international-search';
    case 'SUP':
      return 'supplementary-search';
    case 'EXA':
      return 'examination';
    case 'OPP':
      return 'opposition';
    case 'TPO':
      return 'third-party';
    case '':
      return undefined;
    default:
      return 'other';
  }
}

/** A cited patent from country, number, kind and date (`US`, `2020223945`, `A1`). */
export function patentCitation(
  country: string | undefined,
  number: string | undefined,
  kind: string | undefined,
  date?: string,
): PatentCitation | null {
  if (number === undefined || number.trim() === '') return null;
  const cc = (country ?? '').trim().toUpperCase();
  const kd = (kind ?? '').trim().toUpperCase();
  const written = number.trim().toUpperCase();
  const full = `${written.startsWith(cc) ? '' : cc}${written}${kd !== '' && !written.endsWith(kd) ? ` ${kd}` : ''}`;
  const citation: PatentCitation = { number: canonicalPublicationNumber(full) };
  if (/^[A-Z]{2}$/.test(cc)) citation.country = cc;
  if (/^[A-Z]\d?$/.test(kd)) citation.kind = kd;
  const day = dateOf(date);
  if (day !== undefined) citation.date = day;
  return citation.number === '' ? null : citation;
}

/** A citation of the EP B560 form `WO-A1-2014/114885`, `US-A1- 2007 204 872`, `EP-A- 0 460 575`. */
export function patentCitationOfDashed(text: string): PatentCitation | null {
  const match = /^\s*([A-Z]{2})\s*-\s*([A-Z]\d?)?\s*-\s*(.+?)\s*$/.exec(text);
  if (match === null) return null;
  const [, country = '', kind = '', number = ''] = match;
  const written = country === 'WO' || country === 'US' ? number : number.replace(/\//g, '');
  return patentCitation(country, written.replace(/\s+/g, ''), kind);
}

/** Keeps the first citation of each number (a search report may list one twice). */
export function uniqueCitations<T extends { number?: string; text?: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.number ?? item.text ?? '';
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** An application number in canonical spelling, falling back to country + number as written. */
export function applicationNumberOf(
  country: string | undefined,
  number: string | undefined,
  options: { docdb?: boolean; kind?: string } = {},
): string | undefined {
  if (number === undefined || number.trim() === '') return undefined;
  const cc = (country ?? '').trim().toUpperCase();
  const written = number.trim().toUpperCase();
  const withCountry = cc !== '' && !written.startsWith(cc) ? `${cc}${written}` : written;
  const text = options.kind === 'W' ? `${withCountry} W` : withCountry;
  const canonical = canonicalApplicationNumber(text, {
    ...(options.docdb === true ? { docdb: true } : {}),
    ...(cc !== '' ? { country: cc } : {}),
  });
  return canonical ?? withCountry.replace(/[\s/,.-]+/g, '');
}

/** A priority claim from country, number, date and DOCDB kind. */
export function priorityOf(
  country: string | undefined,
  number: string | undefined,
  date: string | undefined,
  kind?: string,
  docdb = false,
): Priority | null {
  const cc = (country ?? '').trim().toUpperCase();
  const numberText = (number ?? '').trim();
  // EPODOC writes the country into the number (`US202163230089P`).
  const written = /^[A-Z]{2}$/.test(cc) ? cc : (/^([A-Z]{2})/.exec(numberText)?.[1] ?? '');
  if (!/^[A-Z]{2}$/.test(written) || numberText === '') return null;
  const kd = (kind ?? '').trim().toUpperCase();
  const canonical = applicationNumberOf(written, numberText, { docdb, kind: kd });
  if (canonical === undefined) return null;
  const priority: Priority = { country: written, number: canonical };
  const day = dateOf(date);
  if (day !== undefined) priority.date = day;
  if (/^[A-Z]$/.test(kd)) priority.kind = kd;
  return priority;
}

/** The claim numbers a claim refers to through `<claim-ref idref="clm0001">` (or its text `claim 1`). */
export function claimRefs(claim: XmlElement, numberOfId: ReadonlyMap<string, number>): number[] {
  const refs: number[] = [];
  for (const ref of descendants(claim, 'claim-ref')) {
    const ids = (ref.attrs.idref ?? '').split(/\s+/).filter((id) => id !== '');
    for (const id of ids) {
      const num = numberOfId.get(id) ?? (Number(/(\d+)\s*$/.exec(id)?.[1]) || undefined);
      if (num !== undefined && !refs.includes(num)) refs.push(num);
    }
  }
  return refs;
}

// "claim 1", "claims 1 to 3", "Anspruch 1 oder 2", "Ansprüche 1 bis 5", "revendications 1 à 3", "reivindicaciones 1-13".
const CLAIM_WORD =
  /\b(?:claims?|anspr(?:uch|üche|üchen|uchs)|revendications?|reivindicaci(?:ón|on|ones))\s+((?:\d+\s*(?:(?:-|–|to|bis|à|a|or|oder|ou|o|and|und|et|y|,)\s*)?)+)/giu;
const PRECEDING =
  /\b(?:any (?:one )?of the preceding claims|any preceding claim|der vorhergehenden ansprüche|vorangehenden ansprüche|des revendications précédentes|las reivindicaciones anteriores)\b/iu;

/** The claims a claim's text refers back to (`according to claim 1`, `nach einem der Ansprüche 1 bis 3`). */
export function dependsOnFromText(text: string, num: number): number[] {
  const refs = new Set<number>();
  for (const match of text.matchAll(CLAIM_WORD)) {
    const list = match[1] ?? '';
    for (const part of list.matchAll(/(\d+)(?:\s*(?:-|–|to|bis|à|a)\s*(\d+))?/giu)) {
      const from = Number(part[1]);
      const to = part[2] === undefined ? from : Number(part[2]);
      for (let value = from; value <= Math.min(to, from + 200); value += 1) refs.add(value);
    }
  }
  if (PRECEDING.test(text)) for (let value = 1; value < num; value += 1) refs.add(value);
  return [...refs].filter((value) => value > 0 && value < num).sort((a, b) => a - b);
}

/** Claims of a `<claims>` block with `<claim num>` children (EP full text, ST.36). */
export function claimsOf(block: XmlElement): Claim[] {
  const claims = kids(block, 'claim');
  const numberOfId = new Map<string, number>();
  claims.forEach((claim, index) => {
    const num = Number.parseInt(claim.attrs.num ?? '', 10);
    if (claim.attrs.id !== undefined) numberOfId.set(claim.attrs.id, Number.isFinite(num) ? num : index + 1);
  });
  const result: Claim[] = [];
  claims.forEach((claim, index) => {
    const parsed = Number.parseInt(claim.attrs.num ?? '', 10);
    const num = Number.isFinite(parsed) && parsed > 0 ? parsed : index + 1;
    const text = textOf(claim);
    if (text === '') return;
    const refs = claimRefs(claim, numberOfId).filter((ref) => ref !== num);
    result.push({ num, text, dependsOn: refs.length > 0 ? refs : dependsOnFromText(text, num) });
  });
  return result;
}

/**
 * Claims written as numbered paragraphs in one block (`1. A device…`, `2. The device of claim 1…`), as OPS and
 * the OCR'd full-text products give them. A paragraph without a number continues the claim before it; a heading
 * before the first number (`CLAIMS`, `REIVINDICACIONES`) is dropped.
 */
export function claimsOfNumberedTexts(texts: readonly string[]): Claim[] {
  const claims: Claim[] = [];
  for (const raw of texts) {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (text === '') continue;
    const match = /^(\d{1,3})\s*[.)]\s*(?=\S)/.exec(text);
    const num = match === null ? Number.NaN : Number(match[1]);
    const previous = claims.at(-1);
    if (match !== null && num === (previous?.num ?? 0) + 1) {
      claims.push({ num, text: text.slice(match[0].length), dependsOn: [] });
    } else if (previous !== undefined) {
      previous.text = `${previous.text}\n${text}`;
    } else if (match !== null) {
      claims.push({ num, text: text.slice(match[0].length), dependsOn: [] });
    }
  }
  for (const claim of claims) claim.dependsOn = dependsOnFromText(claim.text, claim.num);
  return claims;
}

/** A party's names in both forms the model keeps. */
export function assigneeFields(
  names: readonly string[],
): Pick<PatentDocumentFields, 'assignees_name_original' | 'assignees_name_probable'> {
  const original = uniqueStrings(names);
  if (original.length === 0) return {};
  return {
    assignees_name_original: original,
    assignees_name_probable: uniqueStrings(probableParties(names).map((party) => party.name)),
  };
}

/** Party names tidied for the `*_name_normalized` fields. */
export function normalizedNames(names: readonly string[]): string[] | undefined {
  const result = uniqueStrings(names.map((name) => formatPartyName(name)));
  return result.length === 0 ? undefined : result;
}

export function uniqueStrings(values: readonly string[]): string[] {
  const result: string[] = [];
  for (const value of values) {
    const tidy = value.replace(/\s+/g, ' ').trim();
    if (tidy !== '' && !result.includes(tidy)) result.push(tidy);
  }
  return result;
}

/** Splits `file.zip!/inner/x.xml` into the provenance file and archive entry. */
export function provenanceOf(
  format: string,
  name: string,
  index: number | undefined,
  line?: number,
): PatentDocumentFields['provenance'] {
  const bang = name.indexOf('!/');
  const file = bang < 0 ? name : name.slice(0, bang);
  const position: NonNullable<PatentDocumentFields['provenance']['position']> = {};
  if (bang >= 0) position.entry = name.slice(bang + 2);
  if (index !== undefined) position.index = index;
  if (line !== undefined && line > 0) position.line = line;
  return Object.keys(position).length > 0 ? { format, file, position } : { format, file };
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

function prune<T extends Record<string, unknown>>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field !== null && typeof field === 'object' && !Array.isArray(field)) {
      const inner = prune(field as Record<string, unknown>);
      if (!isEmpty(inner)) out[key] = inner;
    } else if (!isEmpty(field) || (key === 'publications' && Array.isArray(field))) {
      // A family's member list is required even when the source names none but the family id.
      out[key] = field;
    }
  }
  return out as T;
}

/**
 * Completes a document: drops empty fields, derives first claims, existence flags, grant, earliest priority, then
 * validates it against the model. Returns the document or the validation message.
 */
export function finishDocument(fields: PatentDocumentFields): { document: PatentDocument } | { error: string } {
  const doc = prune(fields as unknown as Record<string, unknown>) as unknown as PatentDocumentFields;
  if (doc.claims !== undefined && doc.firstclaims === undefined) {
    const first: Record<string, string> = {};
    for (const [lang, claims] of Object.entries(doc.claims)) {
      const claim = claims.find((item) => item.num === 1) ?? claims[0];
      if (claim !== undefined && claim.text !== '') first[lang] = claim.text;
    }
    if (Object.keys(first).length > 0) doc.firstclaims = first;
  }
  doc.tiexists = doc.titles !== undefined;
  doc.abexists = doc.abstracts !== undefined;
  doc.claexists = doc.claims !== undefined;
  doc.descexists = doc.descriptions !== undefined;
  doc.grant ??= isGrantKind(doc.country, doc.kindcode);
  if (doc.priorities !== undefined && doc.earliestprioritydate === undefined) {
    const dated = doc.priorities.filter((priority) => priority.date !== undefined);
    const earliest = dated.reduce<Priority | undefined>(
      (best, priority) => (best === undefined || priority.date! < best.date! ? priority : best),
      undefined,
    );
    if (earliest !== undefined) {
      doc.earliestprioritydate = earliest.date;
      doc.earliestprioritycountry = earliest.country;
    }
  }
  if (doc.earliestprioritydate === undefined && doc.applicationdate !== undefined) {
    doc.earliestprioritydate = doc.applicationdate;
  }
  const parsed = PatentDocumentSchema.safeParse(doc);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(document)'}: ${issue.message}`);
    return { error: `Invalid document ${fields.id}: ${issues.join('; ')}` };
  }
  return { document: parsed.data };
}

/** The read result of a finished document, or an error naming the document's place. */
export function resultOf(
  fields: PatentDocumentFields,
  file: string,
  position: SourcePosition,
): Extract<ReadResult, { kind: 'document' | 'error' }> {
  const finished = finishDocument(fields);
  if ('document' in finished) return { kind: 'document', document: finished.document };
  return { kind: 'error', file, position, message: finished.error };
}

/** Lower-case two-letter language code, or undefined (`EN` → `en`, `sh` kept). */
export function langOf(text: string | undefined): string | undefined {
  const lang = (text ?? '').trim().toLowerCase();
  return /^[a-z]{2}$/.test(lang) ? lang : undefined;
}
