// The XML layer of every reader: one element tree built by streaming SAX (saxes), two ways to build it (a whole
// document's text at a time, or the records of a large file one by one as they close), repairs for the flaws real
// deliveries have, and small queries over the tree. Element names are matched without their namespace prefix.

import { TextDecoder } from 'node:util';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { SourceEntry, SourcePosition } from './reader';

// ---------------------------------------------------------------------------------------------------------------
// The tree.

/** One element: its name as written (with any prefix), the name without prefix, attributes and children. */
export type XmlElement = {
  readonly name: string;
  readonly local: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: XmlNode[];
  /** 1-based line of the file where the start tag ends (its `>`). */
  readonly line: number;
};
/** An element, or a run of text. */
export type XmlNode = XmlElement | string;

/** The character(s) a named entity stands for (`ndash` → `–`), undefined when unknown (kept as written). */
export type EntityResolver = (name: string) => string | undefined;

/** The name without namespace prefix (`exch:applicant` → `applicant`). */
export function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

function elementOf(tag: SaxesTagPlain, line: number): XmlElement {
  const attrs: Record<string, string> = {};
  for (const [key, value] of Object.entries(tag.attributes)) attrs[key] = String(value);
  return { name: tag.name, local: localName(tag.name), attrs, children: [], line };
}

const XML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** A parser that reports positions and resolves the five XML entities, then the reader's own. */
function saxParser(entities: EntityResolver = () => undefined): SaxesParser {
  const parser = new SaxesParser({ position: true });
  parser.ENTITIES = new Proxy({} as Record<string, string>, {
    get: (_, key) =>
      typeof key !== 'string' ? undefined : Object.hasOwn(XML_ENTITIES, key) ? XML_ENTITIES[key] : entities(key),
  });
  return parser;
}

// An entity we cannot resolve is kept as written; the document is still well formed otherwise.
const UNDEFINED_ENTITY = /undefined entity/i;

// ---------------------------------------------------------------------------------------------------------------
// Whole documents: files that concatenate complete documents (the USPTO weekly files), one parsed at a time.

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

/** One document's text cut out of a (possibly concatenated) file, with its 0-based index and first line. */
export type DocumentText = { readonly text: string; readonly index: number; readonly line: number };

function countLines(text: string): number {
  let lines = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines += 1;
  return lines;
}

/**
 * Splits a stream of XML text into documents at each `<?xml` declaration. Only one document is held in memory at
 * a time. A file without declarations is one document.
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
  | { readonly ok: true; readonly root: XmlElement }
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
 * Parses one document into a tree; unresolved named entities are kept as written rather than failing. A document
 * that fails only because of stray close tags is parsed again without them (see `dropStrayCloseTags`).
 */
export function parseXmlDocument(doc: DocumentText, entities?: EntityResolver): ParsedXml {
  const first = parseXmlText(doc, entities);
  if (first.ok || !/close tag|closing tag|outside of root/.test(first.message)) return first;
  const repaired = dropStrayCloseTags(doc.text);
  if (repaired.dropped === 0) return first;
  const second = parseXmlText({ ...doc, text: repaired.text }, entities);
  return second.ok ? second : first;
}

function parseXmlText(doc: DocumentText, entities?: EntityResolver): ParsedXml {
  const parser = saxParser(entities);
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let failure: { message: string; position: SourcePosition } | null = null;
  parser.on('error', (error) => {
    if (failure !== null) return;
    const message = error.message.replace(/^\d+:\d+:\s*/, '');
    if (UNDEFINED_ENTITY.test(message)) return;
    failure = {
      message: `XML error: ${message}`,
      position: { line: doc.line + parser.line - 1, column: parser.column, document: doc.index },
    };
  });
  parser.on('opentag', (tag) => {
    stack.push(elementOf(tag, doc.line + parser.line - 1));
  });
  const onText = (text: string): void => {
    stack.at(-1)?.children.push(text);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    const element = stack.pop();
    if (element === undefined) return;
    const parent = stack.at(-1);
    if (parent === undefined) root = element;
    else parent.children.push(element);
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
// Streamed records: large files of many records (EPO, DPMA), each record handed over as a tree once it is closed.

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
  /** Named entities beyond the five of XML. */
  entities?: EntityResolver;
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
 * Reads an XML entry as a stream (in its declared encoding) and yields each record element as a tree once it is
 * closed, so a file of many documents never sits in memory whole. The first well-formedness error ends the file
 * with an `error` event naming line and column; records closed before it have already been yielded.
 */
export async function* readXml(entry: SourceEntry, options: ReadXmlOptions): AsyncGenerator<XmlEvent> {
  const openDepth = options.openDepth ?? 2;
  const parser = saxParser(options.entities);
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
    if (UNDEFINED_ENTITY.test(message)) return;
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
    const element = elementOf(tag, parser.line);
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
// Queries. A path is local names joined by `/` (`B100/B140/date`); every step takes the first match, `all` every.

/** Child elements, all or those with the given local name(s). */
export function kids(el: XmlElement | undefined, ...locals: string[]): XmlElement[] {
  if (el === undefined) return [];
  return el.children.filter(
    (node): node is XmlElement => typeof node !== 'string' && (locals.length === 0 || locals.includes(node.local)),
  );
}

/** The element at a path below `el` (the first match at each step). */
export function at(el: XmlElement | undefined, path: string): XmlElement | undefined {
  let current = el;
  for (const step of path.split('/')) {
    if (current === undefined) return undefined;
    current = firstKid(current, step);
  }
  return current;
}

function firstKid(el: XmlElement, local: string): XmlElement | undefined {
  for (const node of el.children) if (typeof node !== 'string' && node.local === local) return node;
  return undefined;
}

/** Every element at a path below `el` (all matches at each step). */
export function all(el: XmlElement | undefined, path: string): XmlElement[] {
  let current: XmlElement[] = el === undefined ? [] : [el];
  for (const step of path.split('/')) current = current.flatMap((n) => kids(n, step));
  return current;
}

/** Every descendant with the local name, in document order (not looking inside a match). */
export function descendants(el: XmlElement | undefined, local: string): XmlElement[] {
  const found: XmlElement[] = [];
  const walk = (node: XmlElement): void => {
    for (const child of node.children) {
      if (typeof child === 'string') continue;
      if (child.local === local) found.push(child);
      else walk(child);
    }
  };
  if (el !== undefined) walk(el);
  return found;
}

// Elements whose text is a separate word from its neighbours.
const WORD_BREAKS = new Set(['br', 'li', 'entry', 'row', 'dt', 'dd', 'claim-text', 'heading', 'p', 'tr', 'td']);

/** Appends a node's text to `out` as written, with a space around each element that separates words. */
export function appendText(node: XmlNode, out: string[]): void {
  if (typeof node === 'string') {
    out.push(node);
    return;
  }
  const gap = WORD_BREAKS.has(node.local);
  if (gap) out.push(' ');
  for (const child of node.children) appendText(child, out);
  if (gap) out.push(' ');
}

/** The text of a node with its markup removed and white space folded to single spaces. */
export function textOf(node: XmlNode | undefined): string {
  if (node === undefined) return '';
  const out: string[] = [];
  appendText(node, out);
  return out.join('').replace(/\s+/g, ' ').trim();
}

/** The text of a node exactly as written (fixed-width codes keep their spaces). */
export function rawText(node: XmlNode | undefined): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node;
  return node.children.map(rawText).join('');
}

/** `textOf` the element at a path: '' when it is absent. */
export function textAt(el: XmlElement | undefined, path: string): string {
  return textOf(at(el, path));
}

/** `textOf` the element at a path, or undefined when it is absent or empty. */
export function optionalText(el: XmlElement | undefined, path: string): string | undefined {
  return textAt(el, path) || undefined;
}
