import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseUcid } from '@app/shared';
import { z } from 'zod';
import type { PatentIndex } from '../../search-index/patent-index';

/**
 * Keys that open a patent's drawings popout without signing in (SPEC §2: `/patent/{ucid}/images?key=…`). A key is
 * an HMAC of the ucid under the app's secret: it opens that document's drawings only, needs no table, and every key
 * stops working when the secret changes.
 */
export function imageKey(secret: string, ucid: string): string {
  return createHmac('sha256', secret).update(`images:${ucid.toUpperCase()}`).digest('base64url').slice(0, 22);
}

export function isValidImageKey(secret: string, ucid: string, key: string): boolean {
  const expected = Buffer.from(imageKey(secret, ucid));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The fields the drawings popout needs; a key opens these and nothing else of the document. */
const DRAWING_FIELDS = [
  'ucid',
  'country',
  'kindcode',
  'publicationnumber',
  'publicationdate',
  'titles',
  'srcpat',
  'drawings',
  'drawingscount',
];

export const ImageKeyAnswerSchema = z.object({
  valid: z.literal(true),
  ucid: z.string(),
  /** The document's drawing fields; null when the index does not hold it. */
  document: z.record(z.string(), z.unknown()).nullable(),
});

/** The drawing fields of one document, found by its exact ucid. */
export async function drawingsView(index: PatentIndex, ucid: string): Promise<Record<string, unknown> | null> {
  const parts = parseUcid(ucid);
  if (!parts) return null;
  const result = await index.search({
    query: `PN=${parts.country}${parts.serial}${parts.kind}`,
    rows: 5,
    groupBy: 'none',
    fl: DRAWING_FIELDS,
  });
  const hit = result.hits.find((h) => h.ucid.toUpperCase() === ucid.toUpperCase());
  return hit ? { ...hit.fields, ucid: hit.ucid } : null;
}
