import type { Analyzer } from './analyzer';

/** One term a query word maps to, for the planner. */
export type QueryTerm = {
  /** Folded term; truncation characters `*`, `?`, `!` kept where the user wrote them. */
  term: string;
  /** Word offset inside the query word: distinct positions form a phrase (`li-ion` → li · ion). */
  position: number;
  /** Positions the term covers; a term with length k > 1 is an alternative to the k-word phrase at its position. */
  positionLength: number;
  /** True when the term holds truncation characters and must be expanded against the term dictionary. */
  wildcard: boolean;
};

const TRUNCATION = /[*?!]/;

/**
 * The terms an unquoted query word maps to under `analyzer`. Literal parts are folded like document text;
 * the truncation characters stay in place (`Li-Ion*` → `li`, `ion*`, `liion*`, `li-ion*`), so the planner
 * expands the pattern over folded terms. `_` (optional delimiter) splits the word into parts and a joined
 * form, which together are exactly "with space, hyphen or nothing".
 */
export function analyzeQueryTerm(analyzer: Analyzer, text: string): QueryTerm[] {
  return analyzer.analyzeQuery(text).map((token) => ({
    term: token.term,
    position: token.position,
    positionLength: token.positionLength ?? 1,
    wildcard: TRUNCATION.test(token.term),
  }));
}
