import {
  type ClassificationEntry,
  type Classifications,
  canonicalApplicationNumber,
  canonicalPublicationNumber,
  formatPartyName,
  isGrantKind,
  type Party,
  type PatentCitation,
  type PatentDocumentFields,
  PatentDocumentSchema,
  type Priority,
  parseYyyymmdd,
  probableParties,
  ucidOf,
} from '@app/shared';
import { SaxesParser } from 'saxes';
import type { ReadResult, SourceEntry, SourcePosition } from './reader';

// Shared pieces of the USPTO readers: a small element tree built by streaming SAX, splitting of concatenated
// weekly files into their documents, text flattening, number/date/party helpers, and the final assembly of a
// document (derived fields, schema check).

/** One element of a parsed document; text children are strings. */
export type XmlNode = {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: (XmlNode | string)[];
  /** 1-based line of the start tag in the file. */
  readonly line: number;
};

/** Named character entities of the ISO sets the USPTO DTDs declare, as far as they occur in the deliveries. */
const ENTITIES: Readonly<Record<string, string>> = {
  nbsp: '\u00a0',
  emsp: '\u2003',
  ensp: '\u2002',
  thinsp: '\u2009',
  lsqb: '[',
  rsqb: ']',
  lcub: '{',
  rcub: '}',
  ldquo: '\u201c',
  rdquo: '\u201d',
  lsquo: '\u2018',
  rsquo: '\u2019',
  minus: '\u2212',
  plus: '+',
  equals: '=',
  deg: '\u00b0',
  mdash: '\u2014',
  ndash: '\u2013',
  times: '\u00d7',
  divide: '\u00f7',
  prime: '\u2032',
  Prime: '\u2033',
  plusmn: '\u00b1',
  infin: '\u221e',
  num: '#',
  percnt: '%',
  excl: '!',
  quest: '?',
  commat: '@',
  dollar: '$',
  ast: '*',
  sol: '/',
  bsol: '\\',
  verbar: '|',
  lowbar: '_',
  colon: ':',
  semi: ';',
  comma: ',',
  period: '.',
  lpar: '(',
  rpar: ')',
  isin: '\u2208',
  frac12: '\u00bd',
  frac14: '\u00bc',
  frac34: '\u00be',
  frac13: '\u2153',
  frac15: '\u2155',
  yen: '\u00a5',
  pound: '\u00a3',
  cent: '\u00a2',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  sect: '\u00a7',
  para: '\u00b6',
  middot: '\u00b7',
  bull: '\u2022',
  le: '\u2264',
  ge: '\u2265',
  ne: '\u2260',
  ap: '\u2248',
  af: '\u2061',
  tilde: '~',
  uuml: '\u00fc',
  ouml: '\u00f6',
  auml: '\u00e4',
  Uuml: '\u00dc',
  Ouml: '\u00d6',
  Auml: '\u00c4',
  szlig: '\u00df',
  eacute: '\u00e9',
  egrave: '\u00e8',
  aacute: '\u00e1',
  agrave: '\u00e0',
  oacute: '\u00f3',
  iacute: '\u00ed',
  uacute: '\u00fa',
  ntilde: '\u00f1',
  ccedil: '\u00e7',
  larr: '\u2190',
  rarr: '\u2192',
  uarr: '\u2191',
  darr: '\u2193',
  agr: '\u03b1',
  bgr: '\u03b2',
  ggr: '\u03b3',
  dgr: '\u03b4',
  egr: '\u03b5',
  lgr: '\u03bb',
  mgr: '\u03bc',
  pgr: '\u03c0',
  rgr: '\u03c1',
  sgr: '\u03c3',
  tgr: '\u03c4',
  phgr: '\u03c6',
  ohgr: '\u03c9',
  thgr: '\u03b8',
  Dgr: '\u0394',
  PHgr: '\u03a6',
  OHgr: '\u03a9',
  Sgr: '\u03a3',
  alpha: '\u03b1',
  beta: '\u03b2',
  gamma: '\u03b3',
  delta: '\u03b4',
  lambda: '\u03bb',
  mu: '\u03bc',
  pi: '\u03c0',
  tau: '\u03c4',
  phi: '\u03c6',
  Phi: '\u03a6',
  omega: '\u03c9',
  Omega: '\u03a9',
  Delta: '\u0394',
};

// ---------------------------------------------------------------------------------------------------------------
// Streaming: bytes → text → one document at a time.

/** Decodes an entry's bytes as UTF-8 text chunks. */
export async function* textChunks(entry: SourceEntry): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  for await (const bytes of entry.open()) {
    const text = decoder.decode(bytes, { stream: true });
    if (text.length > 0) yield text;
  }
  const rest = decoder.decode();
  if (rest.length > 0) yield rest;
}

/** One document's text cut out of a (possibly concatenated) file. */
export type DocumentText = { readonly text: string; readonly index: number; readonly line: number };

function countLines(text: string): number {
  let lines = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines += 1;
  return lines;
}

/**
 * Splits a stream of XML text into documents at each `<?xml` declaration (USPTO weekly files concatenate many
 * complete documents). Only one document is held in memory at a time. A file without declarations is one document.
 */
export async function* splitXmlDocuments(chunks: AsyncIterable<string>): AsyncGenerator<DocumentText> {
  let buffer = '';
  let index = 0;
  let line = 1;
  for await (const chunk of chunks) {
    buffer += chunk;
    for (;;) {
      const next = buffer.indexOf('<?xml', 1);
      if (next === -1) break;
      const text = buffer.slice(0, next);
      buffer = buffer.slice(next);
      if (text.trim().length > 0) {
        yield { text, index, line };
        index += 1;
      }
      line += countLines(text);
    }
  }
  if (buffer.trim().length > 0) yield { text: buffer, index, line };
}

/** Result of parsing one document's text. */
export type ParsedXml =
  | { readonly ok: true; readonly root: XmlNode }
  | { readonly ok: false; readonly message: string; readonly position: SourcePosition };

/**
 * Drops close tags that close nothing open (a real USPTO grant, US7057742, lost an opening `<maths>` and has a stray
 * `</maths>`). Only such tags go; everything else is left to the XML parser to judge. Comments, CDATA and processing
 * instructions are skipped over so tags inside them are not counted.
 */
export function dropStrayCloseTags(text: string): { text: string; dropped: number } {
  const tag = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<[?!][^>]*>|<(\/?)([A-Za-z_][\w:.-]*)[^>]*?(\/?)>/g;
  const open: string[] = [];
  let out = '';
  let last = 0;
  let dropped = 0;
  for (let m = tag.exec(text); m !== null; m = tag.exec(text)) {
    const [whole, closing, name, selfClosing] = m;
    if (name === undefined || selfClosing === '/') continue;
    if (closing !== '/') {
      open.push(name);
      continue;
    }
    const at = open.lastIndexOf(name);
    if (at >= 0) {
      open.length = at;
      continue;
    }
    out += text.slice(last, m.index);
    last = m.index + whole.length;
    dropped++;
  }
  return { text: dropped === 0 ? text : out + text.slice(last), dropped };
}

/**
 * Parses one XML document into a tree; undefined named entities are kept as written rather than failing. A document
 * that fails only because of stray close tags is parsed again without them (see `dropStrayCloseTags`).
 */
export function parseXmlDocument(doc: DocumentText): ParsedXml {
  const first = parseXmlText(doc);
  if (first.ok || !/close tag|closing tag|outside of root/.test(first.message)) return first;
  const repaired = dropStrayCloseTags(doc.text);
  if (repaired.dropped === 0) return first;
  const second = parseXmlText({ ...doc, text: repaired.text });
  return second.ok ? second : first;
}

function parseXmlText(doc: DocumentText): ParsedXml {
  const parser = new SaxesParser({ position: true });
  Object.assign(parser.ENTITIES, ENTITIES);
  const stack: { name: string; attrs: Record<string, string>; children: (XmlNode | string)[]; line: number }[] = [];
  let root: XmlNode | null = null;
  let failure: { message: string; position: SourcePosition } | null = null;
  parser.on('error', (error) => {
    if (failure !== null) return;
    const message = error.message.replace(/^\d+:\d+:\s*/, '');
    if (message === 'undefined entity.') return;
    failure = {
      message: `XML error: ${message}`,
      position: { line: doc.line + parser.line - 1, column: parser.column, document: doc.index },
    };
  });
  parser.on('opentag', (tag) => {
    const attrs: Record<string, string> = {};
    for (const [key, value] of Object.entries(tag.attributes)) attrs[key] = String(value);
    stack.push({ name: tag.name, attrs, children: [], line: doc.line + parser.line - 1 });
  });
  parser.on('text', (text) => {
    const top = stack[stack.length - 1];
    if (top !== undefined) top.children.push(text);
  });
  parser.on('cdata', (text) => {
    const top = stack[stack.length - 1];
    if (top !== undefined) top.children.push(text);
  });
  parser.on('closetag', () => {
    const node = stack.pop();
    if (node === undefined) return;
    const parent = stack[stack.length - 1];
    if (parent === undefined) root = node;
    else parent.children.push(node);
  });
  try {
    parser.write(doc.text);
    if (failure === null) parser.close();
  } catch (error) {
    failure ??= {
      message: `XML error: ${error instanceof Error ? error.message : String(error)}`,
      position: { document: doc.index },
    };
  }
  if (failure !== null) return { ok: false, ...(failure as { message: string; position: SourcePosition }) };
  if (root === null) {
    return { ok: false, message: 'XML error: no root element.', position: { line: doc.line, document: doc.index } };
  }
  return { ok: true, root };
}

/** A reader's mapping of one parsed root: the document fields, or null when the root is not its format. */
export type XmlMapper = (root: XmlNode, context: MapContext) => DocumentDraft;

/** What a mapper knows about where the document came from. */
export type MapContext = { readonly file: string; readonly index: number; readonly line: number };

/**
 * Reads every document of an XML entry: splits, parses, checks the root against `roots` and maps. Problems are
 * per document; documents before (and after) a broken one are still returned.
 */
export async function* readXmlEntry(
  entry: SourceEntry,
  format: string,
  roots: readonly string[],
  map: XmlMapper,
): AsyncGenerator<ReadResult> {
  let count = 0;
  for await (const doc of splitXmlDocuments(textChunks(entry))) {
    count += 1;
    const parsed = parseXmlDocument(doc);
    if (!parsed.ok) {
      yield { kind: 'error', file: entry.name, position: parsed.position, message: parsed.message };
      continue;
    }
    if (!roots.includes(parsed.root.name)) {
      yield {
        kind: 'error',
        file: entry.name,
        position: { line: parsed.root.line, document: doc.index },
        message: `Unknown root element <${parsed.root.name}> for ${format} (expected ${roots.map((r) => `<${r}>`).join(' or ')}).`,
      };
      continue;
    }
    yield finish(map(parsed.root, { file: entry.name, index: doc.index, line: doc.line }), entry.name, {
      line: parsed.root.line,
      document: doc.index,
    });
  }
  if (count === 0)
    yield { kind: 'error', file: entry.name, position: { line: 1 }, message: 'Empty file: no document.' };
}

// ---------------------------------------------------------------------------------------------------------------
// Tree access.

/** Element children of a node, optionally only those named `name`. */
export function kids(node: XmlNode | undefined, name?: string): XmlNode[] {
  if (node === undefined) return [];
  const out: XmlNode[] = [];
  for (const child of node.children) {
    if (typeof child !== 'string' && (name === undefined || child.name === name)) out.push(child);
  }
  return out;
}

/** The element at a `/`-separated path of child names below `node` (first match at each step). */
export function at(node: XmlNode | undefined, path: string): XmlNode | undefined {
  let current = node;
  for (const step of path.split('/')) {
    if (current === undefined) return undefined;
    current = kids(current, step)[0];
  }
  return current;
}

/** Every element at a path (all matches at each step). */
export function all(node: XmlNode | undefined, path: string): XmlNode[] {
  let current: XmlNode[] = node === undefined ? [] : [node];
  for (const step of path.split('/')) current = current.flatMap((n) => kids(n, step));
  return current;
}

/** All descendants named `name`, in document order (not descending into matches). */
export function descendants(node: XmlNode | undefined, name: string): XmlNode[] {
  const out: XmlNode[] = [];
  const visit = (n: XmlNode): void => {
    for (const child of n.children) {
      if (typeof child === 'string') continue;
      if (child.name === name) out.push(child);
      else visit(child);
    }
  };
  if (node !== undefined) visit(node);
  return out;
}

/** The text content of a node, whitespace collapsed to single spaces and trimmed. */
export function text(node: XmlNode | undefined): string {
  if (node === undefined) return '';
  const parts: string[] = [];
  const visit = (n: XmlNode): void => {
    for (const child of n.children) {
      if (typeof child === 'string') parts.push(child);
      else visit(child);
    }
  };
  visit(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The text content of a node exactly as written (fixed-width codes keep their spaces). */
export function rawText(node: XmlNode | undefined): string {
  if (node === undefined) return '';
  return node.children.map((child) => (typeof child === 'string' ? child : rawText(child))).join('');
}

/** Text at a path, '' when absent. */
export function textAt(node: XmlNode | undefined, path: string): string {
  return text(at(node, path));
}

/** Elements whose content starts a new line when flattening (paragraphs, headings, claim parts, list items). */
const BLOCKS = new Set([
  'p',
  'heading',
  'claim-text',
  'li',
  'paragraph',
  'PARA',
  'H',
  'CLMSTEP',
  'tr',
  'row',
  'table',
  'tables',
  'ul',
  'ol',
  'dl',
  'description-of-drawings',
  'maths',
]);

/**
 * Flattens marked-up text: inline markup disappears, block elements (paragraphs, claim-text, headings, list items)
 * become lines, line breaks stay, and runs of spaces fold to one.
 */
export function flatText(node: XmlNode | undefined): string {
  if (node === undefined) return '';
  const parts: string[] = [];
  const visit = (n: XmlNode): void => {
    for (const child of n.children) {
      if (typeof child === 'string') {
        parts.push(child.replace(/\s+/g, ' '));
      } else if (child.name === 'dependent-claim-reference' || child.name === 'claim-ref' || child.name === 'CLREF') {
        parts.push(text(child));
      } else if (child.name === 'br' || child.name === 'BR') {
        parts.push('\n');
      } else if (BLOCKS.has(child.name)) {
        parts.push('\n');
        visit(child);
        parts.push('\n');
      } else if (child.name === 'entry' || child.name === 'td' || child.name === 'th') {
        visit(child);
        parts.push(' ');
      } else {
        visit(child);
      }
    }
  };
  visit(node);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/ +/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');
}

/** Paragraphs of a description-like node: one string per block child at any depth (p, heading, PARA, H). */
export function paragraphs(node: XmlNode | undefined, blockNames: readonly string[]): string[] {
  if (node === undefined) return [];
  const out: string[] = [];
  const visit = (n: XmlNode): void => {
    for (const child of n.children) {
      if (typeof child === 'string') continue;
      if (blockNames.includes(child.name)) {
        const value = flatText(child).replace(/\n/g, ' ').trim();
        if (value.length > 0) out.push(value);
      } else {
        visit(child);
      }
    }
  };
  visit(node);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Values.

/** A YYYYMMDD date from `20190304`, `2019-03-04T00:00:00Z`; undefined for partial dates such as `19700900`. */
export function dateOf(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = String(value).trim();
  if (trimmed === '') return undefined;
  return parseYyyymmdd(trimmed.slice(0, trimmed.includes('T') ? trimmed.indexOf('T') : undefined)) ?? undefined;
}

/**
 * Canonical US application number from the forms USPTO files write: `09782496`, `09/782,496`, `29129833`,
 * a serial with a separate series code, or (old Green Book data) a six-digit serial known only with its filing year.
 */
export function usApplicationNumber(
  number: string,
  options: { series?: string; year?: number } = {},
): string | undefined {
  const digits = number.replace(/[^\d]/g, '');
  if (digits.length === 0) return undefined;
  if (options.series !== undefined && /^\d{2}$/.test(options.series.trim()) && digits.length <= 6) {
    return canonicalApplicationNumber(`US${options.series.trim()}${digits.padStart(6, '0')}`) ?? undefined;
  }
  const direct = canonicalApplicationNumber(`US${number.trim()}`);
  if (direct !== null) return direct;
  if (options.year !== undefined && digits.length <= 6) {
    return canonicalApplicationNumber(`US${options.year}0${digits.padStart(6, '0')}`) ?? undefined;
  }
  return undefined;
}

/** Canonical number of a cited or related document: `6174413` with `US` gives `US6174413`, with kind `US6174413B1`. */
export function citedNumber(country: string, number: string, kind = ''): string {
  const cc = country.trim().toUpperCase();
  const raw = number.trim();
  const withCountry = /^[A-Z]{2}/i.test(raw) && raw.slice(0, 2).toUpperCase() === cc ? raw : `${cc}${raw}`;
  const kd = kind.trim().toUpperCase();
  return canonicalPublicationNumber(/^[A-Z]\d?$/.test(kd) ? `${withCountry} ${kd}` : withCountry);
}

/** A person's name as `Family, Given` (the normalised form of party names across the USPTO readers). */
export function personName(family: string, given: string): string {
  const f = family.replace(/\s+/g, ' ').trim();
  const g = given.replace(/\s+/g, ' ').trim();
  if (f === '') return g;
  return g === '' ? f : `${f}, ${g}`;
}

/** `Family; Given` (PPUBS, Green Book) → `Family, Given`. */
export function semicolonName(name: string): string {
  const [family = '', ...given] = name.split(';');
  return personName(family, given.join(' '));
}

/** A party with only the defined, non-empty fields. */
export function party(
  name: string,
  details: { address?: string; city?: string; state?: string; country?: string } = {},
): Party | undefined {
  const tidy = name.replace(/\s+/g, ' ').trim();
  if (tidy === '') return undefined;
  const out: Party = { name: tidy };
  const address = details.address?.replace(/\s+/g, ' ').trim();
  const city = details.city?.replace(/\s+/g, ' ').trim();
  const state = details.state?.replace(/\s+/g, ' ').trim();
  const country = details.country?.trim().toUpperCase();
  if (address) out.address = address;
  if (city) out.city = city;
  if (state) out.state = state;
  if (country !== undefined && /^[A-Z]{2}$/.test(country)) out.country = country;
  return out;
}

/** Drops duplicates, keeping the first occurrence. */
export function uniq<T>(values: readonly T[], key: (value: T) => string = String): T[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const k = key(value);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * USPC code from the compact 6-character form of the XML and SGML files (`015328`, ` 15328`, `D 1106`,
 * `426 27`, `257E21568`): class (3, right-aligned) and subclass (3 digits plus optional decimals or letters).
 * Codes already written with a slash are tidied.
 */
export function uspcCode(raw: string): string | undefined {
  const value = raw.replace(/\s+$/, '');
  if (value.trim() === '') return undefined;
  if (value.includes('/')) return value.replace(/\s+/g, '');
  // Short values are right-aligned classes without their padding (`4675` = 4/675) unless they hold a gap
  // (`428 1` = 428/1, trailing spaces lost).
  const padded =
    value.length >= 6 ? value : /\S\s+\S/.test(value) ? value.padEnd(6, ' ') : value.trim().padStart(6, ' ');
  const cls = padded
    .slice(0, 3)
    .replace(/\s+/g, '')
    .replace(/^([A-Z]*)0+(?=\d)/, '$1');
  // Subclass: three right-aligned characters, then decimals (`4207` after the class = 42.07) or letters.
  const main = padded
    .slice(3, 6)
    .trim()
    .replace(/^0+(?=\d)/, '');
  const extension = padded.slice(6).trim();
  if (main === '' && extension === '') return cls;
  let sub = main;
  if (/^\d+$/.test(extension)) {
    const decimals = extension.replace(/0+$/, '');
    if (decimals !== '') sub = `${main}.${decimals}`;
  } else {
    sub = `${main}${extension}`;
  }
  return `${cls}/${sub}`;
}

/** IPC code from the old fixed-width form (`A47L  514`, `G01G 1904`, `D21C011/12`) → `A47L5/14` style. */
export function oldIpcCode(raw: string): string | undefined {
  const value = raw.trim();
  if (value === '') return undefined;
  const slash = /^([A-H]\d\d[A-Z])\s*0*(\d{1,4})\s*\/\s*(\d+)$/.exec(value);
  if (slash !== null) return `${slash[1]}${slash[2]}/${slash[3]}`;
  const fixed = /^([A-H]\d\d[A-Z])(.*)$/.exec(raw.trimEnd());
  if (fixed === null) return value.replace(/\s+/g, '');
  const rest = fixed[2]!;
  // Fixed width: main group in three right-aligned characters, then the subgroup (`A47L  514` = A47L5/14). Some
  // deliveries lost a padding space (`E03C 104` = E03C1/04); then the subgroup is the last two digits.
  const positional = rest.length >= 5;
  const digits = rest.replace(/\s+/g, '');
  const group = (positional ? rest.slice(0, 3) : digits.slice(0, -2)).trim().replace(/^0+(?=\d)/, '');
  const sub = (positional ? rest.slice(3) : digits.slice(-2)).trim();
  if (group === '') return fixed[1];
  return `${fixed[1]}${group}/${sub === '' ? '00' : sub.padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Claims.

/** Claim text without its leading printed number (`1. A method` → `A method`). */
export function stripClaimNumber(value: string, num: number): string {
  return value.replace(new RegExp(`^\\s*${num}\\s*[.)]\\s*`), '').trim();
}

/** Claim numbers a claim refers back to, from `claim-ref` style references (`CLM-00003` → 3) or text. */
export function claimRefs(ids: readonly string[]): number[] {
  const out: number[] = [];
  for (const id of ids) {
    const match = /(\d+)\s*$/.exec(id);
    if (match === null) continue;
    const value = Number(match[1]);
    if (value > 0 && !out.includes(value)) out.push(value);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Assembly.

/** Fields a mapper fills; `finish` derives the rest. `number` and `kind` make the ucid. */
export type DocumentDraft = Omit<PatentDocumentFields, 'id' | 'country' | 'kindcode' | 'publicationnumber'> & {
  readonly country: string;
  readonly number: string;
  readonly kind: string;
};

function nonEmpty<T>(values: readonly T[] | undefined): T[] | undefined {
  return values === undefined || values.length === 0 ? undefined : [...values];
}

function nonEmptyText(record: Record<string, string> | undefined): Record<string, string> | undefined {
  if (record === undefined) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) if (value.trim() !== '') out[key] = value;
  return Object.keys(out).length === 0 ? undefined : out;
}

function nonEmptyClassifications(value: Classifications | undefined): Classifications | undefined {
  if (value === undefined) return undefined;
  const out: Classifications = {};
  for (const [scheme, entries] of Object.entries(value) as [keyof Classifications, ClassificationEntry[]][]) {
    const list = uniq(entries ?? [], (e) => e.code);
    if (list.length > 0) out[scheme] = list;
  }
  return Object.keys(out).length === 0 ? undefined : out;
}

/** Builds the document from a draft: ucid, derived names and flags, empties dropped, schema-checked. */
export function finish(draft: DocumentDraft, file: string, position: SourcePosition): ReadResult {
  const { country, number, kind, ...rest } = draft;
  const id = ucidOf(country, number, kind);
  if (id === null) {
    return {
      kind: 'error',
      file,
      position,
      message: `No publication number: country ${JSON.stringify(country)}, number ${JSON.stringify(number)}, kind ${JSON.stringify(kind)}.`,
    };
  }
  const [cc = '', serial = '', kd = ''] = id.split('-');
  const doc: Record<string, unknown> = { id, country: cc, kindcode: kd, publicationnumber: cc + serial + kd };
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) doc[key] = value;
    } else doc[key] = value;
  }
  const titles = nonEmptyText(rest.titles);
  const abstracts = nonEmptyText(rest.abstracts);
  const claims = rest.claims?.en !== undefined && rest.claims.en.length > 0 ? rest.claims : undefined;
  const descriptions =
    rest.descriptions?.en !== undefined && rest.descriptions.en.length > 0 ? rest.descriptions : undefined;
  for (const [key, value] of [
    ['titles', titles],
    ['abstracts', abstracts],
    ['claims', claims],
    ['descriptions', descriptions],
  ] as const) {
    if (value === undefined) delete doc[key];
    else doc[key] = value;
  }
  if (claims !== undefined && rest.firstclaims === undefined) {
    const first = claims.en?.[0];
    if (first !== undefined) doc.firstclaims = { en: first.text };
  }
  const assignees = nonEmpty(rest.assignees_name_original);
  if (assignees !== undefined && rest.assignees_name_probable === undefined) {
    doc.assignees_name_probable = probableParties(assignees).map((p) => p.name);
  }
  if (rest.inventors !== undefined && rest.inventors_name_normalized === undefined) {
    const names = rest.inventors.map((p) => formatPartyName(p.name));
    if (names.length > 0) doc.inventors_name_normalized = uniq(names);
  }
  const classifications = nonEmptyClassifications(rest.classifications);
  if (classifications === undefined) delete doc.classifications;
  else doc.classifications = classifications;
  const patents = nonEmpty(rest.citations?.patents);
  const npl = nonEmpty(rest.citations?.npl);
  if (patents === undefined && npl === undefined) delete doc.citations;
  else doc.citations = { ...(patents ? { patents } : {}), ...(npl ? { npl } : {}) };
  const priorities = nonEmpty(rest.priorities);
  if (rest.earliestprioritydate === undefined) {
    const dates = [
      ...(priorities ?? []).map((p) => p.date).filter((d): d is number => d !== undefined),
      ...(rest.applicationdate === undefined ? [] : [rest.applicationdate]),
    ];
    if (dates.length > 0) {
      const earliest = Math.min(...dates);
      doc.earliestprioritydate = earliest;
      const from = priorities?.find((p) => p.date === earliest);
      doc.earliestprioritycountry = from?.country ?? cc;
    }
  }
  doc.tiexists ??= titles !== undefined;
  doc.abexists ??= abstracts !== undefined;
  doc.claexists ??= claims !== undefined;
  doc.descexists ??= descriptions !== undefined;
  const granted = isGrantKind(cc, kd, serial);
  doc.grant ??= granted;
  if (granted && doc.grantdate === undefined && rest.publicationdate !== undefined)
    doc.grantdate = rest.publicationdate;
  if (granted) doc.pending = false;
  const parsed = PatentDocumentSchema.safeParse(doc);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    return { kind: 'error', file, position, message: `Invalid document ${id}: ${issues}` };
  }
  return { kind: 'document', document: parsed.data };
}

/** A priority claim with a canonical number where it parses (`DE 400 02 946` keeps its digits). */
export function priority(
  country: string,
  number: string,
  date: number | undefined,
  kind?: string,
): Priority | undefined {
  const cc = country.trim().toUpperCase();
  const raw = number.trim();
  if (!/^[A-Z]{2}$/.test(cc) || raw === '') return undefined;
  const canonical =
    cc === 'US'
      ? (usApplicationNumber(raw) ?? `US${raw.replace(/[^\dA-Z]/gi, '')}`)
      : canonicalApplicationNumber(raw, { country: cc });
  const out: Priority = { country: cc, number: canonical ?? `${cc}${raw.replace(/[\s\-/.,]+/g, '')}` };
  if (date !== undefined) out.date = date;
  if (kind !== undefined) out.kind = kind;
  return out;
}

/** A patent citation, only with defined fields. */
export function patentCitation(fields: {
  country?: string;
  number: string;
  kind?: string;
  date?: number;
  phase?: PatentCitation['phase'];
  categories?: PatentCitation['categories'];
}): PatentCitation | undefined {
  const cc = (fields.country ?? '').trim().toUpperCase();
  const number = fields.number.trim();
  if (number === '') return undefined;
  const out: PatentCitation = {
    number: /^[A-Z]{2}$/.test(cc) ? citedNumber(cc, number, fields.kind) : canonicalPublicationNumber(number),
  };
  if (/^[A-Z]{2}$/.test(cc)) out.country = cc;
  const kind = fields.kind?.trim().toUpperCase();
  if (kind !== undefined && /^[A-Z]\d?$/.test(kind)) out.kind = kind;
  if (fields.date !== undefined) out.date = fields.date;
  if (fields.categories !== undefined && fields.categories.length > 0) out.categories = fields.categories;
  if (fields.phase !== undefined) out.phase = fields.phase;
  return out;
}

/** Citation phase from the USPTO `category` text (`cited by examiner`, `cited by applicant`, `cited by other`). */
export function citedByPhase(category: string): PatentCitation['phase'] {
  const value = category.toLowerCase();
  if (value.includes('examiner')) return 'examination';
  if (value.includes('applicant')) return 'applicant';
  if (value.includes('third')) return 'third-party';
  if (value.includes('other')) return 'other';
  return undefined;
}

/**
 * Claims a claim refers back to, read from its wording when the source has no reference markup: `claim 3`,
 * `claims 1 or 2`, `any of claims 1-4` in the claim's first sentence.
 */
export function textClaimRefs(value: string): number[] {
  const head = value.slice(0, 300);
  const match = /\bclaims?\s+(\d+)((?:\s*(?:,|or|and|to|-|through)\s*\d+)*)/i.exec(head);
  if (match === null) return [];
  const out = [Number(match[1])];
  const tail = match[2] ?? '';
  const range = /^\s*(?:to|-|through)\s*(\d+)\s*$/.exec(tail);
  if (range !== null) {
    for (let n = out[0]! + 1; n <= Number(range[1]) && n - out[0]! < 200; n += 1) out.push(n);
    return out;
  }
  for (const m of tail.matchAll(/\d+/g)) out.push(Number(m[0]));
  return uniq(
    out.filter((n) => n > 0),
    String,
  );
}
