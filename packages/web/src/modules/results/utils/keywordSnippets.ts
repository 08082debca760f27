import type { SearchDoc } from '@app/shared';
import type { HighlightMark } from '../types/HighlightMark';

/** A snippet of keywords in context, with the field it comes from (`claims`) and its language (`en`). */
export type KeywordSnippet = { field: string; language: string | null; text: string; highlights: HighlightMark[] };

/** Fields in the order a reader wants their context: claims define the right, then abstract, then description. */
const FIELD_ORDER = ['claims', 'firstclaims', 'independentclaims', 'abstracts', 'descriptions', 'titles'];

function rank(field: string): number {
  const index = FIELD_ORDER.indexOf(field);
  return index < 0 ? FIELD_ORDER.length : index;
}

/**
 * Keywords-in-context snippets of a result, most telling fields first, at most `max` (the search's
 * max_snippets). Titles come last: the title is shown marked already. First claims duplicate claims and are
 * skipped when claims have snippets. `only` keeps the fields not shown in full elsewhere.
 */
export function keywordSnippets(doc: SearchDoc, max: number, only?: readonly string[]): KeywordSnippet[] {
  const all: KeywordSnippet[] = [];
  for (const [key, snippets] of Object.entries(doc.highlighting?.hl ?? {})) {
    const dot = key.indexOf('.');
    const field = dot < 0 ? key : key.slice(0, dot);
    const language = dot < 0 ? null : key.slice(dot + 1);
    for (const snippet of snippets) all.push({ field, language, text: snippet.text, highlights: snippet.highlights });
  }
  const hasClaims = all.some((s) => s.field === 'claims');
  return all
    .filter((s) => !(hasClaims && (s.field === 'firstclaims' || s.field === 'independentclaims')))
    .filter((s) => !only || only.includes(s.field))
    .sort((a, b) => rank(a.field) - rank(b.field))
    .slice(0, Math.max(0, max));
}
