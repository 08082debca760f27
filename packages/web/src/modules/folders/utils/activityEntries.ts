/** What the activity helpers need of an event. */
type ActivityLike = {
  readonly id: number;
  readonly message: string;
  readonly created_at: string;
  readonly user: { readonly name: string };
};

/** The events newest first; events of the same instant by id, later first, so the order is stable. */
export function newestFirst<T extends ActivityLike>(entries: readonly T[]): T[] {
  const time = (entry: T) => {
    const ms = Date.parse(entry.created_at);
    return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
  };
  return [...entries].sort((a, b) => time(b) - time(a) || b.id - a.id);
}

/** The events whose message or user name contains `text`, ignoring case; blank text keeps them all. */
export function filterActivity<T extends ActivityLike>(entries: readonly T[], text: string): T[] {
  const needle = text.trim().toLocaleLowerCase();
  if (needle === '') return [...entries];
  return entries.filter(
    (entry) =>
      entry.message.toLocaleLowerCase().includes(needle) || entry.user.name.toLocaleLowerCase().includes(needle),
  );
}
