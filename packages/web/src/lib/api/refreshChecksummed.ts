/** What a checksummed list call answers (DESIGN.md §3). */
type ChecksummedAnswer = { checksum: string; match: boolean; data?: readonly unknown[] };

/**
 * SPEC §4 cached lists, for a query function: asks with the cached list's checksum and keeps `cached` when the
 * server reports a match; otherwise turns the answer into the new cache entry. A match reported for a checksum that
 * was not sent, or an answer without data, is asked again in full.
 */
export async function refreshChecksummed<C extends { checksum: string }, A extends ChecksummedAnswer>(
  cached: C | undefined,
  fetch: (checksum: string | undefined) => Promise<A>,
  toCache: (answer: A) => C,
): Promise<C> {
  const answer = await fetch(cached?.checksum);
  if (answer.match && cached) return cached;
  return toCache(answer.data ? answer : await fetch(undefined));
}
