const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An event's time as `YYYY-MM-DD HH:mm` in the browser's time zone: fixed width and sortable by eye, whatever the
 * user's language. A time that does not parse is shown as sent rather than as "Invalid Date".
 */
export function formatActivityTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
