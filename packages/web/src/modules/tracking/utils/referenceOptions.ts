/** One choice of the tracking reference field: an existing reference, or the typed text as a new one. */
export type ReferenceOption = { kind: 'existing' | 'create'; value: string };

/**
 * The choices for what has been typed (SPEC §2): the references containing it, and first 'Create new: {value}'
 * when the text is not already one of them (compared without case, as the server does).
 */
export function referenceOptions(references: readonly string[], typed: string): ReferenceOption[] {
  const text = typed.trim();
  const needle = text.toLowerCase();
  const matching = references.filter((r) => r.toLowerCase().includes(needle));
  const exists = references.some((r) => r.toLowerCase() === needle);
  const options: ReferenceOption[] = matching.map((value) => ({ kind: 'existing', value }));
  return text !== '' && !exists ? [{ kind: 'create', value: text }, ...options] : options;
}
