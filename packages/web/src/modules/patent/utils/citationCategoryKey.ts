import type { CitationCategory } from '@app/shared';

/** The text key of a category: `&` (a family member) is no name a translation file can hold well, so it is `amp`. */
export function citationCategoryKey(category: CitationCategory): Exclude<CitationCategory, '&'> | 'amp' {
  return category === '&' ? 'amp' : category;
}
