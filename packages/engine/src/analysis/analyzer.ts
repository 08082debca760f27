import { canonicalClassificationCode, classificationAncestors } from './classification-code';
import { foldingFilter, foldTerm } from './folding';
import { createPatentTokenizer } from './patent-tokenizer';
import { canonicalPublicationNumber, publicationNumberVariants } from './publication-number';
import type { TermTable } from './term-table';
import type { Token } from './token';
import type { TokenSink } from './token-sink';
import { PARAGRAPH_SEPARATOR, type TokenFilter, type Tokenizer } from './tokenizer';

/**
 * Turns field values into tokens. `analyze` is applied to documents (and to quoted query text, where
 * truncation characters are literal); `analyzeQuery` to one unquoted query word, keeping `*`, `?`, `!`
 * and giving the terms a search looks up, which differ from the indexed ones for codes and numbers.
 */
export type Analyzer = {
  /** Name recorded in the schema, so an index knows which analysis produced its terms. */
  readonly name: string;
  /** Tokens of a field value; an array is a list of paragraphs (text) or of values (codes, names, numbers). */
  analyze(text: string | readonly string[]): Token[];
  /** Tokens of one unquoted query word, truncation characters kept. */
  analyzeQuery(word: string): Token[];
  /**
   * The tokens `analyze` gives, as ids of their terms in `table`, one `sink` call each and no object per token:
   * the indexing path of text and name fields. Same terms, positions, offsets, sentences and paragraphs, same order.
   */
  analyzeInto?(text: string | readonly string[], table: TermTable, sink: TermSink): void;
  /**
   * The tokens `analyze` gives, before folding, one `sink` call each and no object per token: a token's term is
   * `foldTerm(source.slice(termStart, termEnd))`, and `analyze` drops the token when that is empty. For a caller that
   * needs the terms of a few positions only (highlighting), so the rest are never folded.
   */
  tokenizeInto?(text: string | readonly string[], sink: TokenSink): void;
};

/** Receives analysed tokens with their terms interned (`Analyzer.analyzeInto`); the fields are `Token`'s. */
export interface TermSink {
  term(
    id: number,
    start: number,
    end: number,
    position: number,
    positionLength: number,
    sentence: number,
    paragraph: number,
  ): void;
}

/** Folds (as `foldingFilter`) and interns each token of a tokenizer, dropping those that fold to nothing. */
class FoldingSink implements TokenSink {
  constructor(
    private readonly table: TermTable,
    private readonly sink: TermSink,
  ) {}

  token(
    source: string,
    termStart: number,
    termEnd: number,
    start: number,
    end: number,
    position: number,
    positionLength: number,
    sentence: number,
    paragraph: number,
  ): void {
    const id = this.table.internFolded(source, termStart, termEnd, positionLength);
    if (id >= 0) this.sink.term(id, start, end, position, positionLength, sentence, paragraph);
  }
}

/** `analyzeInto` of a tokenizer followed by the folding filter alone. */
function foldedInto(tokenizer: Tokenizer): NonNullable<Analyzer['analyzeInto']> {
  return (text, table, sink) => tokenizer.tokenizeInto!(text, new FoldingSink(table, sink));
}

/** Position gap between two values of a name field: more than the largest proximity distance (W1000). */
export const NAME_VALUE_GAP = 1001;

function chain(tokenizer: Tokenizer, filters: readonly TokenFilter[]): (text: string | readonly string[]) => Token[] {
  return (text) => {
    let tokens = tokenizer.tokenize(text);
    for (const filter of filters) tokens = filter(tokens);
    return tokens;
  };
}

/** Title, abstract, claims, description: the patent tokenizer with NFKC, case and diacritics folding, no stemming. */
export function textAnalyzer(): Analyzer {
  const tokenizer = createPatentTokenizer();
  const analyze = chain(tokenizer, [foldingFilter]);
  const analyzeQuery = chain(createPatentTokenizer({ mode: 'query' }), [foldingFilter]);
  return {
    name: 'text',
    analyze,
    analyzeQuery: (word) => analyzeQuery(word),
    analyzeInto: foldedInto(tokenizer),
    tokenizeInto: (text, sink) => tokenizer.tokenizeInto!(text, sink),
  };
}

/**
 * Party names (applicants, inventors, agents): like text, but no sentence detection ("Co.", "Inc.") and each
 * array element a separate value that no phrase or proximity can span. Legal suffixes stay words; unifying
 * "AG"/"Aktiengesellschaft" is corpus normalisation's job, not analysis.
 */
export function nameAnalyzer(): Analyzer {
  const tokenizer = createPatentTokenizer({ sentences: false, valueGap: NAME_VALUE_GAP });
  const analyze = chain(tokenizer, [foldingFilter]);
  const analyzeQuery = chain(createPatentTokenizer({ mode: 'query' }), [foldingFilter]);
  return {
    name: 'name',
    analyze,
    analyzeQuery: (word) => analyzeQuery(word),
    analyzeInto: foldedInto(tokenizer),
    tokenizeInto: (text, sink) => tokenizer.tokenizeInto!(text, sink),
  };
}

const WHITESPACE_RUN = /\s+/g;

/** One token per value over its trimmed span; `terms` maps the trimmed value to the indexed terms. */
function valueTokens(
  text: string | readonly string[],
  split: RegExp | null,
  terms: (value: string) => string[],
): Token[] {
  const values = typeof text === 'string' ? [text] : text;
  const tokens: Token[] = [];
  let base = 0;
  let ordinal = 0;
  for (const value of values) {
    const pieces = split === null ? [value] : value.split(split);
    let offset = 0;
    for (const piece of pieces) {
      const pieceStart = value.indexOf(piece, offset);
      offset = pieceStart + piece.length;
      const lead = piece.length - piece.trimStart().length;
      const trimmed = piece.trim();
      if (trimmed.length === 0) continue;
      const start = base + pieceStart + lead;
      const end = start + trimmed.length;
      const found = terms(trimmed).filter((term) => term.length > 0);
      if (found.length === 0) continue;
      for (const term of found) {
        tokens.push({ term, position: ordinal, start, end, sentence: ordinal, paragraph: ordinal, positionLength: 1 });
      }
      ordinal++;
    }
    base += value.length + PARAGRAPH_SEPARATOR.length;
  }
  return tokens;
}

/** Keyword fields (country, kind, language, status): the whole value is one token, folded, spaces collapsed. */
export function keywordAnalyzer(): Analyzer {
  const fold = (value: string): string[] => [foldTerm(value.replace(WHITESPACE_RUN, ' '))];
  return {
    name: 'keyword',
    analyze: (text) => valueTokens(text, null, fold),
    analyzeQuery: (word) => valueTokens(word, null, fold),
  };
}

// Codes in one string may be listed with `;`, `,` or line breaks; none of these occurs inside a code.
const CODE_LIST_SEPARATOR = /[;,\n]/;

/** Options of `classificationAnalyzer`. */
export type ClassificationAnalyzerOptions = {
  /** Also index each code's structural ancestors at its position (for indexing; never for queries). */
  ancestors?: boolean;
};

/**
 * IPC/CPC/FI and other classification codes: one canonical upper-case code per value (`H01L 31/0232` →
 * `H01L31/0232`). With `ancestors`, the index also gets `H`, `H01`, `H01L`, `H01L31`, so a code names its
 * subtree with a plain term lookup; a query word always maps to its canonical code only.
 */
export function classificationAnalyzer(options: ClassificationAnalyzerOptions = {}): Analyzer {
  const indexTerms = options.ancestors
    ? (value: string) => classificationAncestors(value)
    : (value: string) => [canonicalClassificationCode(value)];
  return {
    name: options.ancestors ? 'classification-ancestors' : 'classification',
    analyze: (text) => valueTokens(text, CODE_LIST_SEPARATOR, indexTerms),
    analyzeQuery: (word) => valueTokens(word, null, (value) => [canonicalClassificationCode(value)]),
  };
}

// Numbers in one string may be listed with `;` or line breaks (not `,`: "US 7,057,742").
const NUMBER_LIST_SEPARATOR = /[;\n]/;

/**
 * Publication, application and priority numbers: every canonical variant of a value at one position (with and
 * without kind and country, no separators, upper case); a query word maps to its single canonical spelling.
 */
export function numberAnalyzer(): Analyzer {
  return {
    name: 'number',
    analyze: (text) => valueTokens(text, NUMBER_LIST_SEPARATOR, publicationNumberVariants),
    analyzeQuery: (word) => valueTokens(word, null, (value) => [canonicalPublicationNumber(value)]),
  };
}
