// Assembly of the USPTO readers: reading every document of an XML entry (with the entities the USPTO DTDs declare),
// flattening marked-up text, and building the final document from a mapper's draft (derived fields, schema check).

import {
  type ClassificationEntry,
  type Classifications,
  type FamilyPublication,
  formatPartyName,
  isGrantKind,
  type PatentDocument,
  type PatentDocumentFields,
  PatentDocumentSchema,
  probableParties,
  ucidOf,
} from '@app/shared';
import type { ReadResult, SourceEntry, SourcePosition } from './reader';
import { uniq } from './uspto-fields';
import { parseXmlDocument, splitXmlDocuments, textChunks, textOf, type XmlElement } from './xml';

/** A reader's mapping of one parsed root: the document fields, or null when the root is not its format. */
export type XmlMapper = (root: XmlElement, context: MapContext) => DocumentDraft;

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
    const parsed = parseXmlDocument(doc, usptoEntity);
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

// ---------------------------------------------------------------------------------------------------------------
// Marked-up text.

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
export function flatText(node: XmlElement | undefined): string {
  if (node === undefined) return '';
  const parts: string[] = [];
  const visit = (n: XmlElement): void => {
    for (const child of n.children) {
      if (typeof child === 'string') {
        parts.push(child.replace(/\s+/g, ' '));
      } else if (
        child.local === 'dependent-claim-reference' ||
        child.local === 'claim-ref' ||
        child.local === 'CLREF'
      ) {
        parts.push(textOf(child));
      } else if (child.local === 'br' || child.local === 'BR') {
        parts.push('\n');
      } else if (BLOCKS.has(child.local)) {
        parts.push('\n');
        visit(child);
        parts.push('\n');
      } else if (child.local === 'entry' || child.local === 'td' || child.local === 'th') {
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
export function paragraphs(node: XmlElement | undefined, blockNames: readonly string[]): string[] {
  if (node === undefined) return [];
  const out: string[] = [];
  const visit = (n: XmlElement): void => {
    for (const child of n.children) {
      if (typeof child === 'string') continue;
      if (blockNames.includes(child.local)) {
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
// Entities.

/** The character a named entity of the USPTO DTDs stands for; undefined for a name not listed here. */
export function usptoEntity(name: string): string | undefined {
  return Object.hasOwn(ENTITIES, name) ? ENTITIES[name] : undefined;
}

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

/**
 * The family a US publication states itself: the publication with the earlier publications of its application (a
 * grant names its pre-grant publication). None when it names none, or when the number or application is unknown.
 */
export function statedFamily(
  self: string | null,
  applicationnumber: string | undefined,
  dates: { publicationdate?: number; applicationdate?: number },
  earlier: readonly FamilyPublication[],
): PatentDocument['familydata'] {
  if (self === null || applicationnumber === undefined || earlier.length === 0) return undefined;
  const { publicationdate, applicationdate } = dates;
  const member = {
    ucid: self,
    an: applicationnumber,
    ...(publicationdate ? { publicationdate } : {}),
    ...(applicationdate ? { applicationdate } : {}),
  };
  return { 'simple-family-data': { publications: [member, ...earlier] } };
}
