// XML of the USPTO readers: a small element tree built by streaming SAX, splitting of concatenated weekly files
// into their documents, repair of stray close tags, tree access and text flattening.

import { SaxesParser } from 'saxes';
import type { SourceEntry, SourcePosition } from './reader';

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
