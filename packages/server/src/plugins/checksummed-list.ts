import { createHash } from 'node:crypto';

/**
 * The answer of a checksummed list call (DESIGN.md §3): the data goes only when the client's checksum differs
 * from the checksum of what would be sent now.
 */
export function checksummedAnswer<T>(
  data: T[],
  clientChecksum: string | undefined,
): { checksum: string; match: boolean; data?: T[] } {
  const checksum = createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 32);
  return clientChecksum === checksum ? { checksum, match: true } : { checksum, match: false, data };
}

/** The same for a call that answers one item (`GET /api/folders/{id}?checksum`). */
export function checksummedItem<T>(
  item: T,
  clientChecksum: string | undefined,
): { checksum: string; match: boolean; data?: T } {
  const { checksum, match } = checksummedAnswer([item], clientChecksum);
  return match ? { checksum, match } : { checksum, match, data: item };
}
