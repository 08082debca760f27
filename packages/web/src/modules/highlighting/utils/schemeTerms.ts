/**
 * The words of one colour as the user types them: separated by spaces, commas or semicolons, each kept once
 * (the first spelling wins, ignoring case). Truncation marks stay on the word (`batter*`).
 */
export function parseSchemeTerms(text: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const word of text.split(/[\s,;]+/)) {
    if (word === '' || seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    terms.push(word);
  }
  return terms;
}

/** The text a colour's field shows for its words. */
export function formatSchemeTerms(terms: readonly string[]): string {
  return terms.join(' ');
}
