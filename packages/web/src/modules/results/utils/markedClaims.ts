import type { SearchDoc } from '@app/shared';
import type { HighlightMark } from '../types/HighlightMark';
import { markedField } from './markedField';
import { resultFields, type ShownClaim } from './resultFields';
import { splitParagraphs } from './splitParagraphs';

/** A claim with its search-term marks. */
export type MarkedClaim = ShownClaim & { highlights: HighlightMark[] };

/**
 * The claims of one language with their marks. The engine marks the claims as one text joined by blank lines,
 * so the claims are joined the same way, marked, and cut back into claims.
 */
export function markedClaims(doc: SearchDoc, language: string | null): MarkedClaim[] {
  const claims = resultFields.claims(doc, language);
  const text = claims.map((c) => c.text).join('\n\n');
  const marked = markedField(doc, 'claims', { text, language });
  const parts = splitParagraphs(marked ?? { text, highlights: [] });
  return claims.map((claim, i) => ({ ...claim, highlights: parts[i]?.highlights ?? [] }));
}
