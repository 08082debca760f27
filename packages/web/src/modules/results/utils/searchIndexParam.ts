/** The search number of a `/search/{index}` route, or null when it cannot be one (then the screen is NotFound). */
export function searchIndexParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const index = Number(value);
  return index > 0 ? index : null;
}
