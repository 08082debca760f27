// Character classes the patent tokenizer switches on. Classes are small integers kept in a lazily filled
// table, so the hot loop costs one array read per code unit; Unicode property regexes run once per distinct
// character ever seen, never per occurrence.

/** Punctuation and symbols: ends a word, no other meaning. */
export const OTHER = 0;
/** Horizontal whitespace and control characters. */
export const SPACE = 1;
/** A line break; two with only whitespace between make a paragraph break. */
export const NEWLINE = 2;
/** U+2029 PARAGRAPH SEPARATOR: a paragraph break by itself. */
export const PARAGRAPH = 3;
/** A letter (any script except those emitted as unigrams) or a non-decimal number such as `²`. */
export const LETTER = 4;
/** A decimal digit of any script. */
export const DIGIT = 5;
/** A combining mark or joiner that continues the word before it. */
export const MARK = 6;
/** Han, Hiragana, Katakana and emoji: each one a token of its own. */
export const IDEO = 7;
/** Hyphens and dashes that join word parts (`Li-ion`, `10–20`). */
export const HYPHEN = 8;
/** Slashes that join word parts (`TCP/IP`). */
export const SLASH = 9;
/** Full stops: joiner between word characters, decimal point between digits, else a sentence end candidate. */
export const DOT = 10;
/** Commas: decimal or thousands separator between digits, joiner between letters (`N,N-dimethyl`). */
export const COMMA = 11;
/** Apostrophes: joiner (`O'Brien`) and possessive (`applicant's`). */
export const APOSTROPHE = 12;
/** Underscore: joiner in documents, the optional-delimiter truncation character in queries. */
export const UNDERSCORE = 13;
/** `(` and `[`: only meaningful inside chemical formulas. */
export const OPEN = 14;
/** `)` and `]`: only meaningful inside chemical formulas. */
export const CLOSE = 15;
/** `!`, `?` and the CJK full stops: always end a sentence in documents. */
export const TERMINATOR = 16;
/** Truncation characters `*`, `?`, `!` inside a query word (never produced for documents). */
export const WILDCARD = 17;

const UNKNOWN = 255;

const BMP = new Uint8Array(65536).fill(UNKNOWN);
const ASTRAL = new Map<number, number>();

const RE_DIGIT = /^\p{Nd}$/u;
const RE_LETTER = /^\p{L}$/u;
const RE_UNIGRAM_SCRIPT = /^[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]$/u;
const RE_OTHER_NUMBER = /^[\p{Nl}\p{No}]$/u;
const RE_MARK = /^\p{M}$/u;
const RE_SPACE = /^[\s\p{Cc}]$/u;
const RE_PICTOGRAPHIC = /^\p{Extended_Pictographic}$/u;

const FIXED: ReadonlyMap<number, number> = new Map([
  [0x0a, NEWLINE],
  [0x0b, NEWLINE],
  [0x0c, NEWLINE],
  [0x0d, NEWLINE],
  [0x85, NEWLINE],
  [0x2028, NEWLINE],
  [0x2029, PARAGRAPH],
  // Invisible characters that sit inside words: soft hyphen, zero-width (non-)joiner, word joiner,
  // half-width kana voicing marks (letters by category, but they modify the kana before them).
  [0xad, MARK],
  [0x200b, MARK],
  [0x200c, MARK],
  [0x200d, MARK],
  [0x2060, MARK],
  [0xfeff, MARK],
  [0xff9e, MARK],
  [0xff9f, MARK],
  [0x2d, HYPHEN],
  [0x2010, HYPHEN],
  [0x2011, HYPHEN],
  [0x2012, HYPHEN],
  [0x2013, HYPHEN],
  [0x2212, HYPHEN],
  [0xfe63, HYPHEN],
  [0xff0d, HYPHEN],
  [0x2f, SLASH],
  [0x2215, SLASH],
  [0xff0f, SLASH],
  [0x2e, DOT],
  [0xff0e, DOT],
  [0x2c, COMMA],
  [0xff0c, COMMA],
  [0x27, APOSTROPHE],
  [0x2019, APOSTROPHE],
  [0xff07, APOSTROPHE],
  [0x5f, UNDERSCORE],
  [0xff3f, UNDERSCORE],
  [0x28, OPEN],
  [0x5b, OPEN],
  [0x29, CLOSE],
  [0x5d, CLOSE],
  [0x21, TERMINATOR],
  [0x3f, TERMINATOR],
  [0x3002, TERMINATOR],
  [0xff01, TERMINATOR],
  [0xff1f, TERMINATOR],
  [0xff61, TERMINATOR],
]);

function computeClass(codePoint: number): number {
  const fixed = FIXED.get(codePoint);
  if (fixed !== undefined) return fixed;
  const ch = String.fromCodePoint(codePoint);
  if (RE_DIGIT.test(ch)) return DIGIT;
  if (RE_LETTER.test(ch)) return RE_UNIGRAM_SCRIPT.test(ch) ? IDEO : LETTER;
  if (RE_OTHER_NUMBER.test(ch)) return LETTER;
  if (RE_MARK.test(ch)) return MARK;
  if (RE_SPACE.test(ch)) return SPACE;
  // Only astral pictographs (emoji) become tokens: the BMP ones include ©, ®, ™ and arrows, which patent text
  // uses as punctuation.
  if (codePoint >= 0x1f000 && RE_PICTOGRAPHIC.test(ch)) return IDEO;
  return OTHER;
}

/** Class of a BMP code unit; lone surrogates are OTHER (callers combine pairs through `classOfCodePoint`). */
export function classOfUnit(unit: number): number {
  const cached = BMP[unit]!;
  if (cached !== UNKNOWN) return cached;
  const computed = unit >= 0xd800 && unit <= 0xdfff ? OTHER : computeClass(unit);
  BMP[unit] = computed;
  return computed;
}

/** Class of any code point. */
export function classOfCodePoint(codePoint: number): number {
  if (codePoint < 0x10000) return classOfUnit(codePoint);
  let cached = ASTRAL.get(codePoint);
  if (cached === undefined) {
    cached = computeClass(codePoint);
    ASTRAL.set(codePoint, cached);
  }
  return cached;
}

/** Class of the character starting at `index` (a surrogate pair counts as one character). */
export function classAt(text: string, index: number): number {
  const unit = text.charCodeAt(index);
  if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length) {
    const low = text.charCodeAt(index + 1);
    if (low >= 0xdc00 && low <= 0xdfff) return classOfCodePoint(((unit - 0xd800) << 10) + (low - 0xdc00) + 0x10000);
  }
  return classOfUnit(unit);
}

/** UTF-16 length of the character starting at `index`: 2 for a valid surrogate pair, else 1. */
export function widthAt(text: string, index: number): number {
  const unit = text.charCodeAt(index);
  if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length) {
    const low = text.charCodeAt(index + 1);
    if (low >= 0xdc00 && low <= 0xdfff) return 2;
  }
  return 1;
}

/** True for the classes a word is made of (letters, digits, and in queries the truncation characters). */
export function isWordClass(cls: number): boolean {
  return cls === LETTER || cls === DIGIT || cls === WILDCARD;
}

/** True for a lowercase letter (used to tell an abbreviation's full stop from a sentence end). */
export function isLowercaseAt(text: string, index: number): boolean {
  const unit = text.charCodeAt(index);
  if (unit < 128) return unit >= 97 && unit <= 122;
  const ch = String.fromCodePoint(text.codePointAt(index)!);
  return ch !== ch.toUpperCase() && ch === ch.toLowerCase();
}
