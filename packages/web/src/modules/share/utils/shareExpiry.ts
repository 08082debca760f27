/** The problem with an expiry date typed in the share dialog (`yyyy-mm-dd`), or null when it is fine or empty. */
export function expiryProblem(value: string, today: Date): 'invalid' | 'past' | null {
  if (value === '') return null;
  const at = expiryInstant(value);
  if (at === null) return 'invalid';
  return at.getTime() <= today.getTime() ? 'past' : null;
}

/** The end of the chosen day in the visitor's time zone, when the link stops working; null when not a date. */
export function expiryInstant(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(year, month - 1, day, 23, 59, 59);
  if (at.getFullYear() !== year || at.getMonth() !== month - 1 || at.getDate() !== day) return null;
  return at;
}

/** The public address of a link's SPA path. */
export function publicLinkUrl(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).toString();
}
