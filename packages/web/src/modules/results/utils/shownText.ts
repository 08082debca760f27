import type { SearchDoc } from '@app/shared';
import type { HighlightMark } from '../types/HighlightMark';
import { localizedText } from './localizedText';
import { markedField } from './markedField';

/** A text field as shown: the text in the chosen language, its language, and its marks when the answer has them. */
export type ShownText = { text: string; language: string | null; highlights: HighlightMark[] };

/** The text of `field` (titles, abstracts, firstclaims …) in the reader's language, with its search-term marks. */
export function shownText(doc: SearchDoc, field: string, preferredLanguage: string): ShownText | null {
  const localized = localizedText(doc[field], preferredLanguage, doc.language);
  if (!localized) return null;
  return { ...localized, highlights: markedField(doc, field, localized)?.highlights ?? [] };
}
