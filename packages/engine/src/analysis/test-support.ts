import { expect } from 'vitest';
import { foldTerm } from './folding';
import type { Token } from './token';

/**
 * Checks what every token stream must satisfy: offsets inside the text, surface non-empty, tokens ordered by
 * position then start, positions/sentences/paragraphs non-decreasing, a paragraph change is a sentence change.
 */
export function expectTokenInvariants(text: string, tokens: readonly Token[]): void {
  let previous: Token | undefined;
  for (const token of tokens) {
    expect(token.start).toBeGreaterThanOrEqual(0);
    expect(token.end).toBeGreaterThan(token.start);
    expect(token.end).toBeLessThanOrEqual(text.length);
    expect(token.term.length).toBeGreaterThan(0);
    expect(token.positionLength ?? 1).toBeGreaterThanOrEqual(1);
    if (previous !== undefined) {
      expect(token.position).toBeGreaterThanOrEqual(previous.position);
      if (token.position === previous.position) {
        expect(token.start).toBeGreaterThanOrEqual(previous.start);
        expect(token.sentence).toBe(previous.sentence);
      }
      expect(token.sentence).toBeGreaterThanOrEqual(previous.sentence);
      expect(token.paragraph).toBeGreaterThanOrEqual(previous.paragraph);
      if (token.paragraph > previous.paragraph) expect(token.sentence).toBeGreaterThan(previous.sentence);
    } else {
      expect(token.sentence).toBe(0);
      expect(token.paragraph).toBe(0);
    }
    previous = token;
  }
}

// Joiners (any hyphen, slash, dot, comma, apostrophe, underscore, bracket) are canonicalised or left out.
const JOINERS = /[^\p{L}\p{N}\p{M}*?!]/gu;

/** Checks that each token's surface form folds to its term, up to the joiners the joined forms leave out. */
export function expectSurfaceMatchesTerm(text: string, tokens: readonly Token[]): void {
  for (const token of tokens) {
    const surface = foldTerm(text.slice(token.start, token.end)).replace(JOINERS, '');
    const term = token.term.replace(JOINERS, '');
    // A possessive's s-form adds the s that its surface writes after the apostrophe.
    expect(surface.startsWith(term) || term.startsWith(surface), `${token.term} at ${token.start}`).toBe(true);
  }
}
