import type { Token } from './token';
import type { TokenFilter } from './tokenizer';

// Only the generic combining-diacritic blocks are stripped. Marks of other scripts carry meaning (Indic vowel
// signs, the kana voicing marks that tell ガ from カ), so removing them would merge different words.
const DIACRITICS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;
// Default-ignorable characters that survive NFKC (soft hyphen, zero-width space and joiners, bidi marks, BOM).
const IGNORABLE = /[\u00ad\u180e\u200b-\u200f\u2060\ufeff]/g;
// Letters with no canonical decomposition that searchers nevertheless type as plain Latin; ß and final sigma
// are here because `toLowerCase` keeps them while full case folding does not.
const SPECIAL_LETTERS = /[ßæœøđðłħıŀŧþς]/g;
const SPECIAL_REPLACEMENTS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ħ: 'h',
  ı: 'i',
  ŀ: 'l',
  ŧ: 't',
  þ: 'th',
  ς: 'σ',
};
const replaceSpecial = (letter: string): string => SPECIAL_REPLACEMENTS[letter] ?? letter;

/** NFKC: full-width forms, ligatures (`ﬁ`), superscripts and compatibility characters to their plain form. */
export function normalizeNfkc(term: string): string {
  return term.normalize('NFKC');
}

/**
 * Locale-independent lower case plus the full-folding cases `toLowerCase` leaves alone (ß → ss, ς → σ, ı → i).
 * Turkish İ becomes `i` + U+0307, which `foldDiacritics` then reduces to `i`.
 */
export function foldCase(term: string): string {
  return term.toLowerCase().replace(SPECIAL_LETTERS, replaceSpecial);
}

/** Removes accents: NFD, drop the generic combining diacritics and invisible characters, then recompose. */
export function foldDiacritics(term: string): string {
  return term.normalize('NFD').replace(DIACRITICS, '').replace(IGNORABLE, '').normalize('NFKC');
}

/** The full folding every text term gets: NFKC, case folding, diacritics folding (idempotent). */
export function foldTerm(term: string): string {
  // Most patent text is ASCII: lower-casing is then the whole job and needs no Unicode tables.
  let upper = false;
  for (let i = 0; i < term.length; i++) {
    const unit = term.charCodeAt(i);
    if (unit >= 128) return foldUnicode(term);
    if (unit >= 65 && unit <= 90) upper = true;
  }
  return upper ? term.toLowerCase() : term;
}

function foldUnicode(term: string): string {
  // Letters like ǽ only become æ once their accent is gone, so the special letters are replaced after
  // diacritics folding; the final NFKC recomposes what NFD split.
  return foldDiacritics(normalizeNfkc(term).toLowerCase()).replace(SPECIAL_LETTERS, replaceSpecial);
}

/** TokenFilter applying `foldTerm` to every token; tokens that fold to nothing are dropped. */
export const foldingFilter: TokenFilter = (tokens: Token[]): Token[] => {
  let kept = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    token.term = foldTerm(token.term);
    if (token.term.length > 0) tokens[kept++] = token;
  }
  tokens.length = kept;
  return tokens;
};
