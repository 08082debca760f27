/**
 * Some top-level members of a stored document's JSON object text, each value parsed alone: a result list asks for
 * a title and a ucid of a head that also holds the abstract, parties and codes, and parsing all of it was the
 * largest fixed cost of a search returning a page. Stored texts come from `JSON.stringify` of an object (no
 * whitespace, no repeated key), so the scan stops once every wanted key is found; anything else it does not expect
 * (whitespace, another shape) makes it parse the whole text, so it never answers differently from `JSON.parse`.
 */
export function parseMembers(json: string, wanted: readonly string[]): Record<string, unknown> {
  const members = scanMembers(json, wanted);
  if (members !== null) return members;
  const all = JSON.parse(json) as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  // `__proto__` as a key would set the object's prototype: never a member.
  for (const key of wanted) if (key !== '__proto__' && Object.hasOwn(all, key)) picked[key] = all[key];
  return picked;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** The wanted members, or null when the text is not laid out as `JSON.stringify` lays out an object. */
function scanMembers(json: string, wanted: readonly string[]): Record<string, unknown> | null {
  const out: Record<string, unknown> = {};
  if (wanted.includes('__proto__')) return null;
  if (json.charCodeAt(0) !== OPEN_BRACE) return null;
  if (json.length === 2 && json.charCodeAt(1) === CLOSE_BRACE) return out;
  let left = new Set(wanted).size;
  let i = 1;
  for (;;) {
    if (json.charCodeAt(i) !== QUOTE) return null;
    const keyEnd = stringEnd(json, i);
    if (keyEnd < 0 || json.charCodeAt(keyEnd) !== COLON) return null;
    const key = wantedKey(json, i, keyEnd, wanted);
    const valueStart = keyEnd + 1;
    const valueEnd = valueEndAt(json, valueStart);
    if (valueEnd < 0) return null;
    if (key !== null) {
      if (!Object.hasOwn(out, key)) left--;
      out[key] = valueAt(json, valueStart, valueEnd);
      if (left === 0) return out;
    }
    const next = json.charCodeAt(valueEnd);
    if (next === CLOSE_BRACE) return valueEnd === json.length - 1 ? out : null;
    if (next !== COMMA) return null;
    i = valueEnd + 1;
  }
}

/** The wanted key written as the string at [start, end) (quotes included), or null: compared in place. */
function wantedKey(json: string, start: number, end: number, wanted: readonly string[]): string | null {
  const length = end - start - 2;
  if (hasBackslash(json, start + 1, end - 1)) {
    const key = JSON.parse(json.slice(start, end)) as string;
    return wanted.includes(key) ? key : null;
  }
  for (const key of wanted) if (key.length === length && json.startsWith(key, start + 1)) return key;
  return null;
}

/** The value written at [start, end): a string without escapes is cut out as it is, anything else parsed. */
function valueAt(json: string, start: number, end: number): unknown {
  if (json.charCodeAt(start) === QUOTE && !hasBackslash(json, start + 1, end - 1))
    return json.slice(start + 1, end - 1);
  return JSON.parse(json.slice(start, end));
}

/** Whether [from, to) holds a backslash: without one, a JSON string's text is its value. */
function hasBackslash(json: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (json.charCodeAt(i) === BACKSLASH) return true;
  return false;
}

/** Just after the string whose opening quote is at `start`, or −1 if it does not close. */
function stringEnd(json: string, start: number): number {
  let q = json.indexOf('"', start + 1);
  while (q >= 0) {
    let backslashes = 0;
    while (json.charCodeAt(q - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return q + 1;
    q = json.indexOf('"', q + 1);
  }
  return -1;
}

/** Just after the value starting at `start` (a string, array, object or literal), or −1 if it does not end. */
function valueEndAt(json: string, start: number): number {
  const c = json.charCodeAt(start);
  if (c === QUOTE) return stringEnd(json, start);
  if (c === OPEN_BRACE || c === OPEN_BRACKET) {
    let depth = 0;
    let i = start;
    while (i < json.length) {
      const d = json.charCodeAt(i);
      if (d === QUOTE) {
        i = stringEnd(json, i);
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
  while (i < json.length) {
    const d = json.charCodeAt(i);
    if (d === COMMA || d === CLOSE_BRACE) return i === start ? -1 : i;
    i++;
  }
  return -1;
}
