import type { PhraseNode, QueryNode, TermNode } from './ast';
import { continuesCode, readClassification } from './classification';
import { isWhitespace } from './lexer';
import type { Parser } from './parser';
import type { Span } from './span';
import { COMPARATOR_KINDS, type Token, TokenKind } from './token-kind';

const TRUNCATION = /[*?!_]/;
const LEADING_TRUNCATION = /^[*?!]/;
/** Literal characters a term needs when it starts with a wildcard (`*ase`): see GRAMMAR.md, Truncation. */
export const MIN_LITERALS_AFTER_LEADING_WILDCARD = 3;

/**
 * Words : ( Word | Quoted ) { Word | Quoted }
 * One word is a Term; words side by side are a Phrase (adjacent, in order). A single quoted group of two
 * or more words is a quoted Phrase; quoted words mixed with bare ones are flattened into one unquoted
 * Phrase whose quoted words keep `quoted: true`.
 */
export function parseWords(p: Parser): QueryNode {
  const start = p.token.start;
  const terms: TermNode[] = [];
  let tokens = 0;
  let quotedPhrase: PhraseNode | null = null;
  while (continuesWords(p, tokens === 0)) {
    p.steps += 1;
    tokens += 1;
    const token = p.token;
    if (token.kind === TokenKind.WORD) {
      terms.push(wordTerm(p, token));
      continue;
    }
    p.advance('quoted');
    const words = quotedWords(p, token);
    if (words.length === 0) {
      p.report('QUERY_EMPTY_GROUP', 'Empty quotes: put one or more words between the quotes', token);
    } else if (words.length === 1) {
      const word = words[0] as { text: string; span: Span };
      terms.push(makeTerm(p, word.text, false, true, token));
    } else {
      const inner = words.map((word) => makeTerm(p, word.text, false, true, word.span));
      for (const term of inner) terms.push(term);
      const plain = inner.map((term) => ({ ...term, quoted: false }));
      quotedPhrase = { kind: 'Phrase', terms: plain, quoted: true, span: { start: token.start, end: token.end } };
    }
  }
  if (tokens === 1 && quotedPhrase !== null) return quotedPhrase;
  if (terms.length === 0) return p.errorNode(start, p.lastEnd);
  if (terms.length === 1) return terms[0] as TermNode;
  return p.node<PhraseNode>(start, { kind: 'Phrase', terms, quoted: false });
}

/**
 * Code : ( Word | Quoted ) { Word }
 * A classification code; following words join it while they continue an IPC-shaped code
 * (`H01L 31/0232`). The Term's text is the canonical code, its span the code as written.
 */
export function parseCode(p: Parser): QueryNode {
  const field = p.field?.def?.code ?? '';
  const first = p.advance('classification');
  let raw = '';
  const quoted = first.kind === TokenKind.QUOTED;
  if (quoted) {
    for (const word of quotedWords(p, first)) raw += word.text;
  } else {
    raw = p.slice(first);
    while (isPlainWord(p, p.token) && continuesCode(field, raw, p.slice(p.token))) {
      raw += p.slice(p.advance('classification'));
    }
  }
  const span = { start: first.start, end: p.lastEnd };
  if (raw === '') {
    p.report('QUERY_EMPTY_GROUP', 'Empty quotes: put a code between the quotes', span);
    return p.errorNode(span.start, span.end);
  }
  const reading = readClassification(field, raw, quoted);
  if (reading.wildcard && !/[^*?!_]/.test(reading.text)) {
    p.report(
      'QUERY_INVALID_WILDCARD',
      `${p.quote(span)} is only wildcards: write the beginning of a code, as in H01L31*`,
      span,
    );
  } else if (reading.error !== null) {
    p.report('QUERY_INVALID_CLASSIFICATION', `${p.quote(span)} ${reading.error}`, span);
  }
  p.countTerm(span);
  return { kind: 'Term', text: reading.text, wildcard: reading.wildcard, quoted, span };
}

/** A bare word as a Term, checking its truncation; consumes the token. */
export function wordTerm(p: Parser, token: Token): TermNode {
  const text = p.slice(token);
  const wildcard = TRUNCATION.test(text);
  p.advance(wildcard ? 'truncated-term' : 'term');
  if (wildcard) checkTruncation(p, text, token);
  return makeTerm(p, text, wildcard, false, token);
}

/** The words inside a quoted token, split at whitespace, with their spans. */
export function quotedWords(p: Parser, token: Token): { text: string; span: Span }[] {
  const end = token.closed ? token.end - 1 : token.end;
  const words: { text: string; span: Span }[] = [];
  let wordStart = -1;
  for (let i = token.start + 1; i <= end; i += 1) {
    const blank = i === end || isWhitespace(p.source.charCodeAt(i));
    if (blank && wordStart >= 0) {
      words.push({ text: p.source.slice(wordStart, i), span: { start: wordStart, end: i } });
      wordStart = -1;
    } else if (!blank && wordStart < 0) {
      wordStart = i;
    }
  }
  p.steps += words.length;
  return words;
}

/** The content of a quoted token without its quotes. */
export function quotedText(p: Parser, token: Token): string {
  return p.source.slice(token.start + 1, token.closed ? token.end - 1 : token.end);
}

function makeTerm(p: Parser, text: string, wildcard: boolean, quoted: boolean, span: Span): TermNode {
  p.countTerm(span);
  return { kind: 'Term', text, wildcard, quoted, span: { start: span.start, end: span.end } };
}

function checkTruncation(p: Parser, text: string, at: Span): void {
  const literals = text.replace(/[*?!_]/g, '').length;
  if (literals === 0) {
    p.report(
      'QUERY_INVALID_WILDCARD',
      `${p.quote(at)} is only wildcards and would match every word: add letters or digits to it`,
      at,
    );
  } else if (LEADING_TRUNCATION.test(text) && literals < MIN_LITERALS_AFTER_LEADING_WILDCARD) {
    p.report(
      'QUERY_INVALID_WILDCARD',
      `${p.quote(at)} starts with a wildcard, so it needs at least ${MIN_LITERALS_AFTER_LEADING_WILDCARD} letters or digits, as in *ase`,
      at,
    );
  }
}

/** True when the current token continues a run of words (the first one is known to be a value). */
function continuesWords(p: Parser, first: boolean): boolean {
  const token = p.token;
  if (token.kind === TokenKind.QUOTED) return true;
  if (first) return token.kind === TokenKind.WORD;
  return isPlainWord(p, token);
}

/** A word that is a value: not a field name (`TI=`), not `any{` and not `design_image(`. */
function isPlainWord(p: Parser, token: Token): boolean {
  if (token.kind !== TokenKind.WORD) return false;
  const next = p.peek();
  if (COMPARATOR_KINDS.has(next.kind)) return false;
  const length = token.end - token.start;
  if (length !== 3 && length !== 12) return true;
  const name = p.slice(token).toLowerCase();
  if (name === 'any' && next.kind === TokenKind.BRACE_L) return false;
  return !(name === 'design_image' && next.kind === TokenKind.PAREN_L);
}
