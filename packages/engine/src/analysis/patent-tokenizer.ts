import {
  APOSTROPHE,
  COMMA,
  classAt,
  classOfUnit,
  DIGIT,
  DOT,
  HYPHEN,
  IDEO,
  isLowercaseAt,
  LETTER,
  MARK,
  NEWLINE,
  OPEN,
  PARAGRAPH,
  SLASH,
  SPACE,
  TERMINATOR,
  UNDERSCORE,
  WILDCARD,
  widthAt,
} from './char-class';
import type { Token } from './token';
import type { TokenSink } from './token-sink';
import { PARAGRAPH_SEPARATOR, type Tokenizer } from './tokenizer';

/** Options of `createPatentTokenizer`. */
export type PatentTokenizerOptions = {
  /** `index` for documents; `query` keeps the truncation characters `*`, `?`, `!` inside words. */
  mode?: 'index' | 'query';
  /** Detect sentence ends (off for party names, where "Inc." or "Co." end no sentence). Default true. */
  sentences?: boolean;
  /** Empty positions between array elements, so a phrase cannot run from one value into the next. Default 0. */
  valueGap?: number;
};

// Real formulas are short; the bound also keeps "(A)(A)(A)…" from being rescanned from every bracket.
const FORMULA_MAX_LENGTH = 64;

/** Joined and compound forms longer than this are not emitted: such "words" are sequences or encodings. */
export const MAX_COMPOUND_TERM_LENGTH = 255;

// Words after which a full stop ends no sentence. Single letters (initials, "e.g", "U.S") are handled apart.
const ABBREVIATIONS: ReadonlySet<string> = new Set([
  'fig',
  'figs',
  'no',
  'nos',
  'nr',
  'ref',
  'refs',
  'eq',
  'eqs',
  'approx',
  'ca',
  'cf',
  'vs',
  'resp',
  'incl',
  'viz',
  'al',
  'pat',
  'appl',
  'ser',
  'publ',
  'vol',
  'pp',
  'col',
  'sec',
  'para',
  'art',
  'ex',
  'tab',
  'wt',
  'dr',
  'mr',
  'mrs',
  'ms',
  'prof',
  'inc',
  'corp',
  'co',
  'ltd',
  'bzw',
  'vgl',
  'abb',
  'bsp',
  'nbsp',
]);
const ABBREVIATION_MAX_LENGTH = 6;

// The written form of a compound uses one ASCII joiner per class, so `Li‐ion` (U+2010) and `Li-ion` agree.
const CANONICAL_JOINER: Readonly<Record<number, string>> = {
  [HYPHEN]: '-',
  [SLASH]: '/',
  [DOT]: '.',
  [COMMA]: ',',
  [APOSTROPHE]: "'",
  [UNDERSCORE]: '_',
};

function isConnector(cls: number): boolean {
  return cls >= HYPHEN && cls <= UNDERSCORE;
}

/**
 * The tokenizer for patent text. Words are runs of letters and digits of any script; Han and kana characters
 * (and emoji) are one token each; technical compounds keep their parts, a joined form and the written form;
 * sentence and paragraph ordinals are tracked. See ARCHITECTURE.md "Analysis" for every rule and why.
 */
export function createPatentTokenizer(options: PatentTokenizerOptions = {}): Tokenizer {
  const query = options.mode === 'query';
  const sentences = options.sentences ?? !query;
  const valueGap = options.valueGap ?? 0;
  const scan = (text: string | readonly string[], sink: TokenSink | null): Token[] => {
    const scan = new PatentScan(query, sentences, sink);
    if (typeof text === 'string') {
      scan.run(text, 0);
      return scan.out;
    }
    let base = 0;
    for (let k = 0; k < text.length; k++) {
      const paragraph = text[k]!;
      if (k > 0) scan.nextValue(valueGap);
      scan.run(paragraph, base);
      base += paragraph.length + PARAGRAPH_SEPARATOR.length;
    }
    return scan.out;
  };
  return {
    tokenize: (text) => scan(text, null),
    tokenizeInto: (text, sink) => {
      scan(text, sink);
    },
  };
}

/** The state of one tokenize call: a cursor over the text and the running ordinals. */
class PatentScan {
  readonly out: Token[] = [];
  private text = '';
  private base = 0;
  private width = 1;
  private position = 0;
  private sentence = 0;
  private paragraph = 0;
  private emittedAny = false;
  private pendingSentence = false;
  private pendingParagraph = false;
  private wordsInSentence = 0;
  private lineBreaks = 0;
  // The last word before a full stop decides whether it is an abbreviation or a list number.
  private lastWordEnd = -1;
  private lastSegmentStart = 0;
  private lastWordIsListNumber = false;
  // Segments of the compound being read: [start, end) pairs, joiner classes, first/last character classes.
  private readonly segStart: number[] = [];
  private readonly segEnd: number[] = [];
  private readonly segJoiner: number[] = [];
  private readonly segFirst: number[] = [];
  private readonly segLast: number[] = [];

  constructor(
    private readonly query: boolean,
    private readonly sentences: boolean,
    /** Where tokens go instead of `out` (the indexing path); one scan, so both paths emit the same tokens. */
    private readonly sink: TokenSink | null,
  ) {}

  /** Starts the next array element: a paragraph break, plus the configured position gap. */
  nextValue(gap: number): void {
    this.markParagraph();
    if (this.emittedAny) this.position += gap;
  }

  run(text: string, base: number): void {
    this.text = text;
    this.base = base;
    this.lineBreaks = 0;
    this.lastWordEnd = -1;
    const n = text.length;
    let i = 0;
    while (i < n) {
      const unit = text.charCodeAt(i);
      // Spaces are a third of patent text: skip them before any class lookup.
      if (unit === 32) {
        i++;
        continue;
      }
      const cls = this.classHere(i);
      switch (cls) {
        case LETTER:
        case DIGIT:
        case WILDCARD:
          this.lineBreaks = 0;
          i = this.word(i);
          break;
        case IDEO:
          this.lineBreaks = 0;
          i = this.unigram(i);
          break;
        case SPACE:
        case MARK:
          i += this.width;
          break;
        case NEWLINE:
          i += unit === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
          if (++this.lineBreaks === 2) this.markParagraph();
          break;
        case PARAGRAPH:
          this.markParagraph();
          i++;
          break;
        case DOT:
          this.lineBreaks = 0;
          if (this.sentences) this.fullStop(i);
          i++;
          break;
        case TERMINATOR:
          this.lineBreaks = 0;
          if (this.sentences) this.markSentence();
          i++;
          break;
        case OPEN:
          this.lineBreaks = 0;
          i = this.openingBracket(i);
          break;
        default:
          this.lineBreaks = 0;
          i += this.width;
      }
    }
  }

  /** Class of the character at `i`; sets `width` to its UTF-16 length. */
  private classHere(i: number): number {
    const text = this.text;
    const unit = text.charCodeAt(i);
    if (unit < 0xd800) {
      this.width = 1;
      if (this.query && (unit === 42 || unit === 63 || unit === 33)) return WILDCARD;
      return classOfUnit(unit);
    }
    this.width = widthAt(text, i);
    return classAt(text, i);
  }

  private markSentence(): void {
    this.pendingSentence = true;
    this.wordsInSentence = 0;
  }

  private markParagraph(): void {
    this.pendingParagraph = true;
    this.wordsInSentence = 0;
  }

  /** Applies pending boundaries before the first token of a word, so ordinals stay dense. */
  private beginWord(): void {
    if (this.emittedAny) {
      if (this.pendingParagraph) {
        this.paragraph++;
        this.sentence++;
      } else if (this.pendingSentence) {
        this.sentence++;
      }
    }
    this.pendingParagraph = false;
    this.pendingSentence = false;
    this.emittedAny = true;
  }

  /** Emits the word `text[termStart, termEnd)` as it is written (no string made for a sink). */
  private emitSpan(termStart: number, termEnd: number, position: number, positionLength: number): void {
    if (this.sink === null)
      this.emit(this.text.slice(termStart, termEnd), termStart, termEnd, position, positionLength);
    else {
      const start = this.base + termStart;
      const end = this.base + termEnd;
      this.sink.token(
        this.text,
        termStart,
        termEnd,
        start,
        end,
        position,
        positionLength,
        this.sentence,
        this.paragraph,
      );
    }
  }

  private emit(term: string, start: number, end: number, position: number, positionLength: number): void {
    if (this.sink !== null) {
      this.sink.token(
        term,
        0,
        term.length,
        this.base + start,
        this.base + end,
        position,
        positionLength,
        this.sentence,
        this.paragraph,
      );
      return;
    }
    this.out.push({
      term,
      position,
      start: this.base + start,
      end: this.base + end,
      sentence: this.sentence,
      paragraph: this.paragraph,
      positionLength,
    });
  }

  /** A full stop outside a word: a sentence end unless it closes an abbreviation or a list number. */
  private fullStop(i: number): void {
    const text = this.text;
    if (this.lastWordEnd === i) {
      if (this.lastWordIsListNumber) return;
      const length = i - this.lastSegmentStart;
      if (length === 1 && classOfUnit(text.charCodeAt(this.lastSegmentStart)) === LETTER) return;
      if (length <= ABBREVIATION_MAX_LENGTH && ABBREVIATIONS.has(text.slice(this.lastSegmentStart, i).toLowerCase())) {
        return;
      }
    }
    // What follows decides the rest: a lower-case word or a comma continues the sentence ("etc. and", "e.g., a").
    const n = text.length;
    let j = i + 1;
    while (j < n) {
      const cls = this.classHere(j);
      if (cls !== SPACE && cls !== NEWLINE) break;
      j += this.width;
    }
    if (j < n) {
      const unit = text.charCodeAt(j);
      if (unit === 44 || unit === 59 || unit === 58 || unit === 46 || isLowercaseAt(text, j)) return;
    }
    this.markSentence();
  }

  /** One Han/kana character or emoji, with the marks that follow it, as its own word. */
  private unigram(i: number): number {
    this.beginWord();
    let j = i + this.width;
    const n = this.text.length;
    while (j < n && this.classHere(j) === MARK) j += this.width;
    this.emitSpan(i, j, this.position, 1);
    this.position++;
    this.wordsInSentence++;
    this.lastWordEnd = -1;
    return j;
  }

  /** `(` or `[`: the start of a formula such as `(NH4)2SO4`, else punctuation. */
  private openingBracket(i: number): number {
    const next = this.text.charCodeAt(i + 1);
    if (next >= 65 && next <= 90) {
      const end = this.formulaEnd(i);
      if (end > 0) return this.formula(i, end);
    }
    return i + 1;
  }

  /** Reads a word or a joined compound starting at `begin` and emits its tokens; returns where it ends. */
  private word(begin: number): number {
    const text = this.text;
    const n = text.length;
    const query = this.query;
    // Segments go into reused arrays by index: resetting `length` per word showed up as a sixth of the time.
    const segStart = this.segStart;
    const segEnd = this.segEnd;
    const segJoiner = this.segJoiner;
    const segFirst = this.segFirst;
    const segLast = this.segLast;
    let parts = 0;

    let start = begin;
    let first = this.classHere(begin);
    let last = first;
    let digitsOnly = true;
    let possessiveEnd = -1;
    let i = begin;
    for (;;) {
      let cls = LETTER;
      while (i < n) {
        const unit = text.charCodeAt(i);
        let width = 1;
        if (unit < 0xd800) {
          cls = query && (unit === 42 || unit === 63 || unit === 33) ? WILDCARD : classOfUnit(unit);
        } else {
          cls = classAt(text, i);
          width = widthAt(text, i);
        }
        if (cls === LETTER || cls === DIGIT || cls === WILDCARD) {
          last = cls;
          if (cls !== DIGIT) digitsOnly = false;
        } else if (cls !== MARK) {
          break;
        }
        i += width;
      }
      if (i + 1 >= n || !isConnector(cls)) break;
      const joiner = cls;
      const next = this.classHere(i + 1);
      if (next !== LETTER && next !== DIGIT && next !== WILDCARD) break;
      if ((joiner === DOT || joiner === COMMA) && last === DIGIT && next === DIGIT) {
        // A decimal point or thousands separator: part of the number, not a joint.
        digitsOnly = false;
        i++;
        continue;
      }
      if (joiner === APOSTROPHE && this.isPossessive(i + 1)) {
        possessiveEnd = i + 2;
        break;
      }
      segStart[parts] = start;
      segEnd[parts] = i;
      segJoiner[parts] = joiner;
      segFirst[parts] = first;
      segLast[parts] = last;
      parts++;
      i++;
      start = i;
      first = next;
    }
    segStart[parts] = start;
    segEnd[parts] = i;
    segFirst[parts] = first;
    segLast[parts] = last;
    parts++;

    if (possessiveEnd < 0 && parts === 1 && i < n) {
      const unit = text.charCodeAt(i);
      const head = text.charCodeAt(begin);
      if ((unit === 40 || unit === 91) && head >= 65 && head <= 90) {
        const end = this.formulaEnd(begin);
        if (end > 0) return this.formula(begin, end);
      }
    }

    this.beginWord();
    const firstInSentence = this.wordsInSentence === 0;
    const p = this.position;
    if (parts === 1) {
      this.emitSpan(begin, i, p, 1);
    } else {
      this.emitCompound(p, parts);
    }
    if (possessiveEnd > 0) {
      const lastStart = segStart[parts - 1]!;
      const stem = text.slice(lastStart, i);
      this.emit(`${stem}s`, lastStart, possessiveEnd, p + parts - 1, 1);
      this.emit(`${stem}'s`, lastStart, possessiveEnd, p + parts - 1, 1);
      i = possessiveEnd;
    }
    this.position = p + parts;
    this.wordsInSentence += parts;
    this.lastWordEnd = i;
    this.lastSegmentStart = segStart[parts - 1]!;
    this.lastWordIsListNumber = firstInSentence && parts === 1 && digitsOnly && i - begin <= 4 && possessiveEnd < 0;
    return i;
  }

  /** Parts at consecutive positions; the joined and the written form at the first part's position. */
  private emitCompound(p: number, parts: number): void {
    const text = this.text;
    const begin = this.segStart[0]!;
    const end = this.segEnd[parts - 1]!;
    let joinable = true;
    let hasUnderscore = false;
    for (let k = 0; k < parts - 1; k++) {
      // Joining digit to digit invents a different number (10-20 → 1020, a CAS number → one long integer).
      if (this.segLast[k] === DIGIT && this.segFirst[k + 1] === DIGIT) joinable = false;
      if (this.segJoiner[k] === UNDERSCORE) hasUnderscore = true;
    }
    const writtenLength = end - begin;
    for (let k = 0; k < parts; k++) {
      const s = this.segStart[k]!;
      const e = this.segEnd[k]!;
      this.emitSpan(s, e, p + k, 1);
      if (k > 0 || writtenLength > MAX_COMPOUND_TERM_LENGTH) continue;
      if (joinable) {
        let joined = '';
        for (let m = 0; m < parts; m++) joined += text.slice(this.segStart[m]!, this.segEnd[m]!);
        this.emit(joined, begin, end, p, parts);
      }
      // In a query `_` means "optional delimiter": the parts and the joined form already say that.
      if (!(this.query && hasUnderscore)) {
        let written = text.slice(this.segStart[0]!, this.segEnd[0]!);
        for (let m = 1; m < parts; m++) {
          written += CANONICAL_JOINER[this.segJoiner[m - 1]!]! + text.slice(this.segStart[m]!, this.segEnd[m]!);
        }
        this.emit(written, begin, end, p, parts);
      }
    }
  }

  /** `'s` closing a word: a possessive, indexed as the stem plus its `s` and `'s` forms, not as a part `s`. */
  private isPossessive(i: number): boolean {
    const unit = this.text.charCodeAt(i);
    if (unit !== 115 && unit !== 83) return false;
    if (i + 1 >= this.text.length) return true;
    const after = this.classHere(i + 1);
    return after !== LETTER && after !== DIGIT && after !== MARK && after !== WILDCARD;
  }

  /**
   * End of a chemical formula with brackets starting at `begin` (`Ca(OH)2`, `[Fe(CN)6]`, `(NH4)2SO4`), or -1.
   * Element symbols, counts and balanced brackets only, ASCII, one pass, so no input can make it slow.
   */
  private formulaEnd(begin: number): number {
    const text = this.text;
    const n = text.length;
    const stack: number[] = [];
    let i = begin;
    let groups = 0;
    let elements = 0;
    let digits = 0;
    const head = text.charCodeAt(begin);
    const leadsWithBracket = head === 40 || head === 91;
    let leadClosed = false;
    const skipDigits = (): void => {
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d < 48 || d > 57) break;
        digits++;
        i++;
      }
    };
    while (i < n) {
      if (i - begin > FORMULA_MAX_LENGTH) return -1;
      const c = text.charCodeAt(i);
      if (c >= 65 && c <= 90) {
        i++;
        const lower = text.charCodeAt(i);
        if (lower >= 97 && lower <= 122) i++;
        elements++;
        skipDigits();
      } else if (c === 40 || c === 91) {
        if (stack.length >= 8) return -1;
        stack.push(c === 40 ? 41 : 93);
        i++;
      } else if (c === 41 || c === 93) {
        if (stack.length === 0) break;
        if (stack.pop() !== c) return -1;
        groups++;
        i++;
        if (stack.length === 0 && leadsWithBracket && !leadClosed) {
          // Brackets around prose, "(Ca(OH)2)", are not a formula: a formula's leading group takes a count.
          leadClosed = true;
          const d = text.charCodeAt(i);
          if (d < 48 || d > 57) return -1;
        }
        skipDigits();
      } else {
        break;
      }
    }
    if (stack.length !== 0 || groups === 0 || digits === 0 || elements < 2) return -1;
    if (i < n) {
      const cls = this.classHere(i);
      if (cls === LETTER || cls === DIGIT || cls === MARK || cls === WILDCARD || cls === IDEO) return -1;
      if (isConnector(cls) && i + 1 < n) {
        const next = this.classHere(i + 1);
        if (next === LETTER || next === DIGIT) return -1;
      }
    }
    return i;
  }

  /** A formula is one word: its written form and the form without brackets (`ca(oh)2`, `caoh2`). */
  private formula(begin: number, end: number): number {
    this.beginWord();
    this.emitSpan(begin, end, this.position, 1);
    this.emit(this.text.slice(begin, end).replace(BRACKETS, ''), begin, end, this.position, 1);
    this.position++;
    this.wordsInSentence++;
    this.lastWordEnd = end;
    this.lastSegmentStart = begin;
    this.lastWordIsListNumber = false;
    return end;
  }
}

const BRACKETS = /[()[\]]/g;
