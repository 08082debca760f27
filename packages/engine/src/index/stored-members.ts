/**
 * Some top-level members of a stored document's JSON object, read from its UTF-8 bytes, each value decoded and
 * parsed alone: a result list asks for a title and a ucid of a head that also holds the abstract, parties and codes,
 * and highlighting asks for the claims of a body that also holds a description of a hundred kilobytes; decoding and
 * parsing all of it was the largest cost of a page of real documents. Stored texts come from `JSON.stringify` of an
 * object (no whitespace, no repeated key), so the scan stops once every wanted key is found; anything else it does not
 * expect (whitespace, another shape) makes it parse the whole text, so it never answers differently from `JSON.parse`.
 * Scanning bytes is safe because no byte of a multi-byte UTF-8 character is a quote, backslash or bracket.
 */
export function parseMembers(bytes: Uint8Array, wanted: readonly string[]): Record<string, unknown> {
  const members = scanMembers(bytes, wanted);
  if (members !== null) return members;
  const all = JSON.parse(DECODER.decode(bytes)) as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  // `__proto__` as a key would set the object's prototype: never a member.
  for (const key of wanted) if (key !== '__proto__' && Object.hasOwn(all, key)) picked[key] = all[key];
  return picked;
}

const DECODER = new TextDecoder();
const ENCODER = new TextEncoder();

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** A wanted key and its UTF-8 bytes, as `JSON.stringify` writes a key without escapes. */
type WantedKey = { readonly key: string; readonly bytes: Uint8Array };

/** Encoded keys kept between calls (a page asks for the same fields for every hit); cleared when it grows large. */
const encodedKeys = new Map<string, WantedKey>();

function wantedKeyOf(key: string): WantedKey {
  let known = encodedKeys.get(key);
  if (known === undefined) {
    if (encodedKeys.size >= 1024) encodedKeys.clear();
    known = { key, bytes: ENCODER.encode(key) };
    encodedKeys.set(key, known);
  }
  return known;
}

/** The wanted members, or null when the text is not laid out as `JSON.stringify` lays out an object. */
function scanMembers(bytes: Uint8Array, wanted: readonly string[]): Record<string, unknown> | null {
  const out: Record<string, unknown> = {};
  if (wanted.includes('__proto__')) return null;
  if (bytes[0] !== OPEN_BRACE) return null;
  if (bytes.length === 2 && bytes[1] === CLOSE_BRACE) return out;
  const keys: WantedKey[] = [...new Set(wanted)].map(wantedKeyOf);
  let left = keys.length;
  let i = 1;
  for (;;) {
    if (bytes[i] !== QUOTE) return null;
    const keyEnd = stringEnd(bytes, i);
    if (keyEnd < 0 || bytes[keyEnd] !== COLON) return null;
    const key = wantedKey(bytes, i, keyEnd, keys);
    const valueStart = keyEnd + 1;
    const valueEnd = valueEndAt(bytes, valueStart);
    if (valueEnd < 0) return null;
    if (key !== null) {
      if (!Object.hasOwn(out, key)) left--;
      out[key] = valueAt(bytes, valueStart, valueEnd);
      if (left === 0) return out;
    }
    const next = bytes[valueEnd];
    if (next === CLOSE_BRACE) return valueEnd === bytes.length - 1 ? out : null;
    if (next !== COMMA) return null;
    i = valueEnd + 1;
  }
}

/** The wanted key written as the string at [start, end) (quotes included), or null: compared in place. */
function wantedKey(bytes: Uint8Array, start: number, end: number, keys: readonly WantedKey[]): string | null {
  if (hasBackslash(bytes, start + 1, end - 1)) {
    const key = JSON.parse(DECODER.decode(bytes.subarray(start, end))) as string;
    return keys.some((k) => k.key === key) ? key : null;
  }
  const length = end - start - 2;
  for (const { key, bytes: wanted } of keys) {
    if (wanted.length !== length) continue;
    let same = true;
    for (let j = 0; j < length && same; j++) same = bytes[start + 1 + j] === wanted[j];
    if (same) return key;
  }
  return null;
}

/** The value written at [start, end): a string without escapes is decoded as it is, anything else parsed. */
function valueAt(bytes: Uint8Array, start: number, end: number): unknown {
  if (bytes[start] === QUOTE && !hasBackslash(bytes, start + 1, end - 1))
    return DECODER.decode(bytes.subarray(start + 1, end - 1));
  return JSON.parse(DECODER.decode(bytes.subarray(start, end)));
}

/** Whether [from, to) holds a backslash: without one, a JSON string's text is its value. */
function hasBackslash(bytes: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (bytes[i] === BACKSLASH) return true;
  return false;
}

/** Just after the string whose opening quote is at `start`, or −1 if it does not close. */
function stringEnd(bytes: Uint8Array, start: number): number {
  let q = bytes.indexOf(QUOTE, start + 1);
  while (q >= 0) {
    let backslashes = 0;
    while (bytes[q - 1 - backslashes] === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return q + 1;
    q = bytes.indexOf(QUOTE, q + 1);
  }
  return -1;
}

/** Just after the value starting at `start` (a string, array, object or literal), or −1 if it does not end. */
function valueEndAt(bytes: Uint8Array, start: number): number {
  const c = bytes[start];
  if (c === QUOTE) return stringEnd(bytes, start);
  if (c === OPEN_BRACE || c === OPEN_BRACKET) {
    let depth = 0;
    let i = start;
    while (i < bytes.length) {
      const d = bytes[i];
      if (d === QUOTE) {
        i = stringEnd(bytes, i);
        if (i < 0) return -1;
        continue;
      }
      if (d === OPEN_BRACE || d === OPEN_BRACKET) depth++;
      else if (d === CLOSE_BRACE || d === CLOSE_BRACKET) {
        depth--;
        if (depth === 0) return i + 1;
      }
      i++;
    }
    return -1;
  }
  // A number, true, false or null: up to the comma or brace that follows it.
  let i = start;
  while (i < bytes.length) {
    const d = bytes[i];
    if (d === COMMA || d === CLOSE_BRACE) return i === start ? -1 : i;
    i++;
  }
  return -1;
}
