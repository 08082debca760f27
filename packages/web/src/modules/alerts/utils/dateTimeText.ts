/** An ISO instant as "YYYY-MM-DD HH:MM UTC": alerts run on UTC hours, so their times are shown in UTC too. */
export function dateTimeText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
