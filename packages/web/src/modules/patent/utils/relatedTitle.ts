import type { RelatedDoc } from '../types/relatedDocSchema';
import { pickText, type TextPreference } from './pickText';

/** The title a listed document is shown with: the reader's language if it has one, else its own. */
export function relatedTitle(doc: RelatedDoc | undefined, preference: TextPreference): string | null {
  if (doc === undefined) return null;
  return pickText({ ucid: doc.ucid, original: doc.titles, language: doc.language }, preference)?.value ?? null;
}
