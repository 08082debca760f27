// Reader of CPC scheme XML (`class-scheme`, the EPO/USPTO "CPC scheme in XML" bulk files, one subclass a file, and
// the same schema inside OPS `classification-scheme` responses, there with a `cpc:` prefix). Each
// `classification-item` with a `class-title` becomes one title; items nest as the scheme's hierarchy does, so the
// parent of a code is the nearest enclosing item with a title and another code. Streaming: the full scheme has
// about 260,000 items, and only the open items' path is held.

import { SaxesParser } from 'saxes';
import { depthOfShape, isSubgroup, oneLine, parentOfShape, schemeCode } from './classification-codes';
import type { AnyReadResult, ClassificationTitle, FormatReader, SourceEntry } from './reader';
import { textChunks } from './xml';

const FORMAT = 'cpc-scheme-xml';

/** Titles handed on at a time. */
const BATCH = 2000;

/** Parts of a title that are not its meaning: references to other places, explanations, notes, images. */
const NOT_TITLE = new Set(['reference', 'explanation', 'notes-and-warnings', 'note', 'media', 'comment']);

/** A `class-scheme` of CPC (with or without a namespace prefix) holding `classification-item`s. */
export function detectCpcSchemeXml(head: string): boolean {
  return (
    /<(?:[\w-]+:)?class-scheme\b[^>]*\bscheme-type="cpc"/.test(head) &&
    /<(?:[\w-]+:)?classification-item[\s>]/.test(head)
  );
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** One open `classification-item`. */
type Item = {
  level: number;
  symbol: string;
  /** The canonical code, once its symbol is read and valid. */
  code: string | null;
  /** Set once the item's title was handed on. */
  titled: boolean;
};

/**
 * The depth of a titled item: its shape down to the main group; a subgroup's from the scheme's `level` (7 is the
 * main group, so 8 is one dot, depth 5).
 */
function depthOf(code: string, level: number): number | undefined {
  if (!isSubgroup(code)) return depthOfShape(code);
  return Number.isInteger(level) && level >= 8 ? level - 3 : undefined;
}

async function* readCpcScheme(entry: SourceEntry): AsyncGenerator<AnyReadResult> {
  const parser = new SaxesParser({ position: true });
  const items: Item[] = [];
  let pending: ClassificationTitle[] = [];
  let failure: { line: number; column: number; message: string } | null = null;
  // Inside a class-title: its parts, the text of the part being read, and how deep inside a non-title element.
  let parts: string[] | null = null;
  let part = '';
  let inPart = false;
  let skipDepth = 0;
  let symbolText: string | null = null;
  let invalid: string[] = [];

  parser.on('error', (error) => {
    const message = error.message.replace(/^\d+:\d+:\s*/, '');
    if (failure === null && message !== 'undefined entity.')
      failure = { line: parser.line, column: parser.column, message: `XML error: ${message}` };
  });
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    if (name === 'classification-item') {
      items.push({ level: Number(tag.attributes.level), symbol: '', code: null, titled: false });
    } else if (name === 'classification-symbol') {
      symbolText = '';
    } else if (name === 'class-title') {
      parts = [];
    } else if (parts !== null && skipDepth > 0) {
      skipDepth++;
    } else if (parts !== null && NOT_TITLE.has(name)) {
      skipDepth = 1;
    } else if (parts !== null && name === 'title-part') {
      inPart = true;
      part = '';
    }
  });
  const onText = (text: string) => {
    if (symbolText !== null) symbolText += text;
    else if (inPart && skipDepth === 0) part += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag) => {
    const name = localName(tag.name);
    const item = items[items.length - 1];
    if (name === 'classification-item') {
      items.pop();
    } else if (name === 'classification-symbol') {
      if (item !== undefined) {
        item.symbol = oneLine(symbolText ?? '');
        item.code = schemeCode(item.symbol);
        if (item.code === null && item.symbol !== '') invalid.push(item.symbol);
      }
      symbolText = null;
    } else if (parts !== null && skipDepth > 0) {
      skipDepth--;
    } else if (name === 'title-part' && parts !== null) {
      const text = oneLine(part);
      if (text !== '') parts.push(text);
      inPart = false;
    } else if (name === 'class-title' && parts !== null) {
      const title = parts.join('; ');
      parts = null;
      if (item?.code && title !== '' && !item.titled) {
        item.titled = true;
        pending.push(titleOf(item.code, item.level, title));
      }
    }
  });

  // The parent is the nearest enclosing titled item with another code (CPC repeats a main group's symbol on the
  // untitled item that wraps it); above a main group the code's shape tells it when the file does not.
  function titleOf(code: string, level: number, title: string): ClassificationTitle {
    let parent: string | undefined;
    for (let i = items.length - 2; i >= 0 && parent === undefined; i--) {
      const outer = items[i]!;
      if (outer.titled && outer.code !== null && outer.code !== code) parent = outer.code;
    }
    parent ??= parentOfShape(code);
    const depth = depthOf(code, level);
    return {
      scheme: 'cpc',
      code,
      title,
      lang: 'en',
      ...(parent !== undefined ? { parent } : {}),
      ...(depth !== undefined ? { depth } : {}),
    };
  }

  const problems = function* (): Generator<AnyReadResult> {
    for (const symbol of invalid)
      yield { kind: 'error', file: entry.name, message: `Not a CPC symbol: ${JSON.stringify(symbol)}` };
    invalid = [];
  };

  for await (const chunk of textChunks(entry)) {
    parser.write(chunk);
    yield* problems();
    if (failure !== null) break;
    if (pending.length >= BATCH) {
      yield { kind: 'classification-titles', file: entry.name, entries: pending };
      pending = [];
    }
  }
  if (failure === null) parser.close();
  yield* problems();
  if (pending.length > 0) yield { kind: 'classification-titles', file: entry.name, entries: pending };
  const failed = failure as { line: number; column: number; message: string } | null;
  if (failed !== null)
    yield {
      kind: 'error',
      file: entry.name,
      position: { line: failed.line, column: failed.column },
      message: `${failed.message} (titles before this point were read)`,
    };
}

/** CPC scheme XML (bulk files and OPS classification-scheme responses): titles of CPC codes. */
export const cpcSchemeXmlReader: FormatReader<AnyReadResult> = {
  format: FORMAT,
  detect: detectCpcSchemeXml,
  read: readCpcScheme,
};
