// A streaming, validating JSON reader for API responses that keep their records in arrays near the root, such as
// `{"count": 1, "patentFileWrapperDataBag": [ … ]}` or `{"response": {"docs": [ … ]}}`. Each element of such an array
// is produced as soon as it is complete, so a bulk file of thousands of records is never held whole; everything else
// (the envelope: counts, identifiers, small objects) is kept up to a limit for deciding what the response is. Syntax
// is checked character by character, because `JSON.parse` of V8 names no position for most errors and a per-file
// error must say where the file is broken.

/** One element of a record array, parsed, with where it starts. */
export type JsonRecord = {
  readonly kind: 'record';
  /** Keys from the root object to the array (`['patentFileWrapperDataBag']`, `['response', 'docs']`). */
  readonly path: readonly string[];
  /** 0-based index of the element in its array. */
  readonly index: number;
  readonly value: unknown;
  /** 1-based line and column of the element's first character. */
  readonly line: number;
  readonly column: number;
};

/** The end of a well-formed file: the envelope, with every record replaced by `0`. */
export type JsonScanEnd = {
  readonly kind: 'end';
  /** The root value without its records; undefined when it was larger than the limit. */
  readonly envelope: unknown;
  /** Keys of the root object in order (also when the envelope was too large to keep). */
  readonly keys: readonly string[];
};

/** A syntax error or a truncated file; nothing follows it. */
export type JsonScanError = {
  readonly kind: 'error';
  readonly message: string;
  readonly line: number;
  readonly column: number;
};

export type JsonScanEvent = JsonRecord | JsonScanEnd | JsonScanError;

export type JsonScanOptions = {
  /** Whether the array at `path` holds records to produce one by one; asked for arrays at most two keys deep. */
  readonly isRecordArray: (path: readonly string[]) => boolean;
  /** Characters of envelope kept at most (default 8 Mi); beyond, `envelope` is undefined. */
  readonly envelopeLimit?: number;
};

// What a container expects next.
type Expect = 'value' | 'value-or-end' | 'key' | 'key-or-end' | 'colon' | 'comma-or-end';

type Frame = {
  readonly array: boolean;
  expect: Expect;
  /** Keys from the root to this container, or null where records are no longer looked for. */
  readonly path: readonly string[] | null;
  /** The key whose value comes next (tracked only where `path` is set). */
  key: string;
  /** Its elements are records. */
  readonly records: boolean;
  count: number;
  readonly line: number;
  readonly column: number;
};

type Token = 'none' | 'string' | 'number' | 'literal';

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const DEFAULT_ENVELOPE_LIMIT = 8 * 1024 * 1024;
const MAX_RECORD_DEPTH = 2;

function describe(char: string): string {
  const code = char.charCodeAt(0);
  return code < 0x20 ? `character U+${code.toString(16).padStart(4, '0').toUpperCase()}` : `'${char}'`;
}

class ScanError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }
}

/**
 * The scanner's state between chunks. A class because the state is long-lived and shared by every step; callers use
 * `scanJsonRecords`.
 */
class JsonRecordScanner {
  private readonly stack: Frame[] = [];
  private readonly keys: string[] = [];
  private readonly events: JsonScanEvent[] = [];
  private rootStarted = false;
  private rootDone = false;
  private token: Token = 'none';
  private tokenText = '';
  private tokenLine = 1;
  private tokenColumn = 1;
  private escape = false;
  private hex = 0;
  private isKey = false;
  private keyParts: string[] | null = null;
  private keyFrom = 0;
  private line = 1;
  private column = 1;
  private envelope: string[] | null = [];
  private envelopeSize = 0;
  /** Where in the current chunk the envelope text resumes; -1 while a record is being read. */
  private envelopeFrom = 0;
  private record: RecordText | null = null;
  private chunk = '';

  constructor(private readonly options: JsonScanOptions) {}

  /** Reads one chunk; returns the records it completed. Throws `ScanError` on a syntax error. */
  push(text: string): JsonScanEvent[] {
    this.chunk = text;
    if (this.record !== null) this.record.from = 0;
    if (this.keyParts !== null) this.keyFrom = 0;
    if (this.envelopeFrom >= 0) this.envelopeFrom = 0;
    for (let at = 0; at < text.length; at++) {
      const char = text[at]!;
      // A byte-order mark is no content.
      if (at === 0 && this.line === 1 && this.column === 1 && char === '\uFEFF') {
        this.envelopeFrom = 1;
        continue;
      }
      this.step(char, at);
      if (char === '\n') {
        this.line += 1;
        this.column = 1;
      } else this.column += 1;
    }
    if (this.record !== null) this.record.parts.push(text.slice(this.record.from));
    if (this.keyParts !== null) this.keyParts.push(text.slice(this.keyFrom));
    if (this.envelopeFrom >= 0) this.keep(text.slice(this.envelopeFrom));
    return this.events.splice(0);
  }

  /** Ends the input: the last records and the envelope. Throws `ScanError` when the JSON is incomplete. */
  end(): JsonScanEvent[] {
    this.chunk = '';
    if (this.record !== null) this.record.from = 0;
    if (this.token === 'number' || this.token === 'literal') this.endToken(0);
    if (!this.rootStarted) throw new ScanError('Empty file: no JSON value', 1, 1);
    if (this.token === 'string') {
      throw new ScanError('The file ends inside a string: the JSON is truncated', this.line, this.column);
    }
    const innermost = this.stack[this.stack.length - 1];
    if (innermost !== undefined) {
      const what = innermost.array ? 'array' : 'object';
      throw new ScanError(
        `The file ends before the JSON is complete: the ${what} opened at line ${innermost.line}, column ${innermost.column} is not closed (${this.stack.length} still open)`,
        this.line,
        this.column,
      );
    }
    const envelope = this.envelope === null ? undefined : (JSON.parse(this.envelope.join('')) as unknown);
    return [...this.events.splice(0), { kind: 'end', envelope, keys: this.keys }];
  }

  /** Records completed before a syntax error. */
  pending(): JsonScanEvent[] {
    return this.events.splice(0);
  }

  private keep(text: string): void {
    if (this.envelope === null || text === '') return;
    this.envelopeSize += text.length;
    if (this.envelopeSize > (this.options.envelopeLimit ?? DEFAULT_ENVELOPE_LIMIT)) this.envelope = null;
    else this.envelope.push(text);
  }

  private open(array: boolean): void {
    const parent = this.stack[this.stack.length - 1];
    let path: readonly string[] | null = null;
    if (parent === undefined) path = [];
    else if (!parent.array && parent.path !== null && parent.path.length < MAX_RECORD_DEPTH)
      path = [...parent.path, parent.key];
    this.stack.push({
      array,
      expect: array ? 'value-or-end' : 'key-or-end',
      path,
      key: '',
      records: array && path !== null && path.length > 0 && this.options.isRecordArray(path),
      count: 0,
      line: this.line,
      column: this.column,
    });
  }

  // A value has ended just before `end` (an index into the chunk): its container moves on, and a record is done.
  private valueDone(end: number): void {
    const frame = this.stack[this.stack.length - 1];
    if (frame === undefined) {
      this.rootDone = true;
      return;
    }
    frame.expect = 'comma-or-end';
    if (!frame.array) return;
    frame.count += 1;
    const record = this.record;
    if (!frame.records || record === null) return;
    record.parts.push(this.chunk.slice(record.from, end));
    this.events.push({
      kind: 'record',
      path: record.path,
      index: record.index,
      value: JSON.parse(record.parts.join('')) as unknown,
      line: record.line,
      column: record.column,
    });
    this.record = null;
    this.envelopeFrom = end;
  }

  private startValue(char: string, at: number): void {
    const frame = this.stack[this.stack.length - 1];
    if (frame?.records) {
      // In the envelope a record becomes `0`, which keeps the arrays well-formed and small.
      this.keep(`${this.chunk.slice(this.envelopeFrom, at)}0`);
      this.envelopeFrom = -1;
      const { line, column } = this;
      this.record = { parts: [], from: at, path: frame.path ?? [], index: frame.count, line, column };
    }
    if (frame === undefined) this.rootStarted = true;
    if (char === '{' || char === '[') {
      this.open(char === '[');
    } else if (char === '"') {
      this.token = 'string';
      this.isKey = false;
    } else if (char === '-' || (char >= '0' && char <= '9') || (char >= 'a' && char <= 'z')) {
      this.token = char >= 'a' ? 'literal' : 'number';
      this.tokenText = char;
      this.tokenLine = this.line;
      this.tokenColumn = this.column;
    } else {
      throw new ScanError(`expected a value, found ${describe(char)}`, this.line, this.column);
    }
  }

  private close(at: number): void {
    this.stack.pop();
    this.valueDone(at + 1);
  }

  private endToken(at: number): void {
    const text = this.tokenText;
    if (this.token === 'number' && !NUMBER.test(text)) {
      throw new ScanError(`invalid number ${JSON.stringify(text)}`, this.tokenLine, this.tokenColumn);
    }
    if (this.token === 'literal' && text !== 'true' && text !== 'false' && text !== 'null') {
      throw new ScanError(
        `invalid literal ${JSON.stringify(text)} (expected true, false or null)`,
        this.tokenLine,
        this.tokenColumn,
      );
    }
    this.token = 'none';
    this.valueDone(at);
  }

  private stringStep(char: string, at: number): void {
    if (this.hex > 0) {
      if (!/[0-9a-fA-F]/.test(char)) throw new ScanError('invalid \\u escape in a string', this.line, this.column);
      this.hex -= 1;
    } else if (this.escape) {
      if (char === 'u') this.hex = 4;
      else if (!'"\\/bfnrt'.includes(char)) {
        throw new ScanError(`invalid escape \\${char} in a string`, this.line, this.column);
      }
      this.escape = false;
    } else if (char === '\\') {
      this.escape = true;
    } else if (char === '"') {
      this.token = 'none';
      if (!this.isKey) {
        this.valueDone(at + 1);
        return;
      }
      const frame = this.stack[this.stack.length - 1]!;
      if (this.keyParts !== null) {
        this.keyParts.push(this.chunk.slice(this.keyFrom, at + 1));
        frame.key = JSON.parse(this.keyParts.join('')) as string;
        if (this.stack.length === 1) this.keys.push(frame.key);
        this.keyParts = null;
      }
      frame.expect = 'colon';
    } else if (char.charCodeAt(0) < 0x20) {
      throw new ScanError(`unescaped ${describe(char)} in a string`, this.line, this.column);
    }
  }

  private step(char: string, at: number): void {
    if (this.token === 'string') {
      this.stringStep(char, at);
      return;
    }
    if (this.token !== 'none') {
      if (this.token === 'number' ? /[0-9.eE+-]/.test(char) : char >= 'a' && char <= 'z') {
        this.tokenText += char;
        return;
      }
      this.endToken(at);
    }
    if (char === ' ' || char === '\n' || char === '\r' || char === '\t') return;
    const frame = this.stack[this.stack.length - 1];
    if (frame === undefined) {
      if (this.rootDone) {
        throw new ScanError(`unexpected ${describe(char)} after the end of the JSON value`, this.line, this.column);
      }
      this.startValue(char, at);
      return;
    }
    switch (frame.expect) {
      case 'value-or-end':
        if (char === ']') this.close(at);
        else this.startValue(char, at);
        return;
      case 'value':
        this.startValue(char, at);
        return;
      case 'key-or-end':
      case 'key':
        if (char === '"') {
          this.token = 'string';
          this.isKey = true;
          if (frame.path !== null && frame.path.length < MAX_RECORD_DEPTH) {
            this.keyParts = [];
            this.keyFrom = at;
          }
        } else if (char === '}' && frame.expect === 'key-or-end') {
          this.close(at);
        } else {
          throw new ScanError(
            `expected a property name in double quotes, found ${describe(char)}`,
            this.line,
            this.column,
          );
        }
        return;
      case 'colon':
        if (char !== ':') {
          throw new ScanError(`expected ':' after a property name, found ${describe(char)}`, this.line, this.column);
        }
        frame.expect = 'value';
        return;
      case 'comma-or-end':
        if (char === ',') frame.expect = frame.array ? 'value' : 'key';
        else if (char === (frame.array ? ']' : '}')) this.close(at);
        else {
          const expected = frame.array ? "',' or ']' after an array element" : "',' or '}' after a property value";
          throw new ScanError(`expected ${expected}, found ${describe(char)}`, this.line, this.column);
        }
        return;
    }
  }
}

type RecordText = {
  parts: string[];
  from: number;
  path: readonly string[];
  index: number;
  line: number;
  column: number;
};

/** Reads JSON text chunks; yields records as they complete, then the envelope, or one error after which nothing follows. */
export async function* scanJsonRecords(
  chunks: AsyncIterable<string>,
  options: JsonScanOptions,
): AsyncGenerator<JsonScanEvent> {
  const scanner = new JsonRecordScanner(options);
  try {
    for await (const text of chunks) yield* scanner.push(text);
    yield* scanner.end();
  } catch (error) {
    if (!(error instanceof ScanError)) throw error;
    yield* scanner.pending();
    const message = /^[A-Z]/.test(error.message) ? error.message : `JSON syntax error: ${error.message}`;
    yield { kind: 'error', message, line: error.line, column: error.column };
  }
}
