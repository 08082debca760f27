import { FIELDS } from './fields';

const MAX_SUGGESTIONS = 3;
// Names longer than this get no suggestions: no field is that long, and the distance would cost too much.
const MAX_COMPARED_LENGTH = 40;

/** The message for an unknown field name, with the nearest known names: "Unknown field TTI. Did you mean TI, TA or TAC?" */
export function unknownFieldMessage(written: string): string {
  const shown = written.length > 30 ? `${written.slice(0, 30)}…` : written;
  const suggestions = suggestFields(written);
  if (suggestions.length === 0) return `Unknown field ${shown}.`;
  return `Unknown field ${shown}. Did you mean ${joinWithOr(suggestions)}?`;
}

/**
 * Up to three known names nearest to `written` by edit distance (at most 1 for names of 1–2 characters,
 * 2 up to 5, 3 beyond). A shared first letter breaks ties, then the catalogue's order. Each field appears
 * once, as its code or as the alias that came closest.
 */
export function suggestFields(written: string): string[] {
  if (written.length > MAX_COMPARED_LENGTH) return [];
  const wanted = written.toLowerCase();
  const limit = wanted.length <= 2 ? 1 : wanted.length <= 5 ? 2 : 3;
  const scored: { name: string; score: number; order: number }[] = [];
  FIELDS.forEach((field, order) => {
    let best: { name: string; score: number } | null = null;
    for (const name of [field.code, ...field.aliases]) {
      const lower = name.toLowerCase();
      const distance = editDistance(wanted, lower);
      if (distance > limit) continue;
      const score = distance * 2 + (lower[0] === wanted[0] ? 0 : 1);
      if (best === null || score < best.score) best = { name, score };
    }
    if (best !== null) scored.push({ ...best, order });
  });
  scored.sort((a, b) => a.score - b.score || a.order - b.order);
  return scored.slice(0, MAX_SUGGESTIONS).map((entry) => entry.name);
}

/** Levenshtein distance (insertions, deletions and substitutions cost 1). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(
        Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost),
      );
    }
    previous = current;
  }
  return previous[b.length] as number;
}

function joinWithOr(names: string[]): string {
  if (names.length === 1) return names[0] as string;
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}
