/** A search's date and time for lists, in the user's locale (`2025-01-24T09:05:00Z` → `24 Jan 2025, 10:05`). */
export function formatSearchDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
