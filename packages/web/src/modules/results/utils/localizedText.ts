/** A text of a document in one language; `language` null when the source gave no language. */
export type LocalizedText = { text: string; language: string | null };

function joined(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (!Array.isArray(value)) return null;
  const parts = value
    .map((item) => (typeof item === 'string' ? item : (item as { text?: unknown } | null)?.text))
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '');
  // Paragraphs are joined as the engine joins them, so highlight offsets of the whole field still fit.
  return parts.length > 0 ? parts.join('\n\n') : null;
}

/**
 * One language of a text field (`titles`, `abstracts`, `firstclaims`): the preferred language, else English,
 * else the document's own language, else the first given. Fields may be a plain string, a list of paragraphs,
 * or an object by language code (SPEC §3).
 */
export function localizedText(value: unknown, preferred: string, documentLanguage?: unknown): LocalizedText | null {
  const plain = joined(value);
  if (plain !== null) return { text: plain, language: null };
  if (value === null || typeof value !== 'object') return null;
  const byLanguage = value as Record<string, unknown>;
  const order = [
    preferred,
    'en',
    typeof documentLanguage === 'string' ? documentLanguage : '',
    ...Object.keys(byLanguage),
  ];
  for (const language of order) {
    if (!language || !Object.hasOwn(byLanguage, language)) continue;
    const text = joined(byLanguage[language]);
    if (text !== null) return { text, language };
  }
  return null;
}
