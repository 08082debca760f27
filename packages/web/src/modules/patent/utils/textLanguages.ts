/** What `textLanguages` looks at: the per-language text fields of a document. */
type Texts = Partial<Record<'titles' | 'abstracts' | 'claims' | 'descriptions' | 'titles_mt' | 'abstracts_mt', object>>;

/**
 * The languages a reader can choose for a document's texts: every language any of its texts exists in, plus the
 * preferred one (so the choice shown is never missing from the list), publication language first, then by code.
 */
export function textLanguages(doc: Texts & { language?: string | undefined }, preferred: string): string[] {
  const found = new Set<string>();
  for (const field of ['titles', 'abstracts', 'claims', 'descriptions', 'titles_mt', 'abstracts_mt'] as const) {
    for (const code of Object.keys(doc[field] ?? {})) found.add(code);
  }
  if (preferred !== 'original') found.add(preferred);
  const own = doc.language;
  return [...found].sort((a, b) => (a === own ? -1 : b === own ? 1 : a.localeCompare(b)));
}
