import { z } from 'zod';
import { EXPIRY_STATUSES } from '../patents/patent-dates';

// Watched patents (alert type 2): which patents are watched, and the changes a run reports about them.

/** At most this many patents in one watched set (a large portfolio; the run reads them in pages). */
export const WATCHED_PATENTS_MAX = 10_000;

/**
 * Where a watched set comes from: a folder the user may read, a selection of ucids, or numbers pasted as text (one
 * per line or separated by commas or semicolons, in any usual spelling with country and kind).
 */
export const WatchedPatentsSourceSchema = z.union([
  z.strictObject({ folderId: z.number().int().positive() }),
  z.strictObject({ ucids: z.array(z.string().max(64)).min(1).max(WATCHED_PATENTS_MAX) }),
  z.strictObject({
    text: z
      .string()
      .min(1)
      .max(WATCHED_PATENTS_MAX * 40),
  }),
]);
export type WatchedPatentsSource = z.infer<typeof WatchedPatentsSourceSchema>;

/** What a legal event means for a watched patent, read from its code and description. */
export const LEGAL_EVENT_CATEGORIES = ['grant', 'lapse', 'opposition', 'expiry', 'other'] as const;
export type LegalEventCategory = (typeof LEGAL_EVENT_CATEGORIES)[number];

const SeenAt = z.string().describe('When the change reached the index (ISO 8601), or when it took effect by date.');

/** One change of a watched patent since the previous run. */
export const WatchedChangeSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    ucid: z.string(),
    kind: z.literal('family_member'),
    /** The new member's ucid. */
    detail: z.string(),
    seenAt: SeenAt,
  }),
  z.strictObject({
    ucid: z.string(),
    kind: z.literal('legal_event'),
    detail: z.strictObject({
      date: z.number().int(),
      code: z.string(),
      description: z.string(),
      category: z.enum(LEGAL_EVENT_CATEGORIES),
    }),
    seenAt: SeenAt,
  }),
  z.strictObject({
    ucid: z.string(),
    kind: z.literal('forward_citation'),
    /** The citing publication's ucid. */
    detail: z.string(),
    seenAt: SeenAt,
  }),
  z.strictObject({
    ucid: z.string(),
    kind: z.literal('status'),
    detail: z.strictObject({ from: z.enum(EXPIRY_STATUSES), to: z.enum(EXPIRY_STATUSES) }),
    seenAt: SeenAt,
  }),
]);
export type WatchedChange = z.infer<typeof WatchedChangeSchema>;
