// Streaming XML of the EPO readers: a small element tree handed over one record at a time, text extraction that
// keeps paragraphs, and repair of markup characters that cannot start markup.

import { TextDecoder } from 'node:util';
import { SaxesParser } from 'saxes';
import { ENTITY_TABLE } from './epo-entities';
import type { SourceEntry, SourcePosition } from './reader';

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
