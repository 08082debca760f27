import { z } from 'zod';
import { checksummed } from './search.schemas';

/** A scheme has at most as many term groups as the results have highlight colours (`hl-0` … `hl-9`). */
export const HIGHLIGHTING_SCHEME_MAX_GROUPS = 10;
export const HIGHLIGHTING_SCHEME_MAX_TERMS = 200;
export const HIGHLIGHTING_SCHEME_NAME_MAX = 80;
export const HIGHLIGHTING_TERM_MAX = 100;

/**
 * One word of a scheme: letters and digits with the query language's truncation marks (`*`, `?`), no spaces.
 * A phrase is not a highlighting term: each of its words is given on its own.
 */
const TermSchema = z
  .string()
  .trim()
  .min(1, 'A term cannot be empty.')
  .max(HIGHLIGHTING_TERM_MAX, `A term has at most ${HIGHLIGHTING_TERM_MAX} characters.`)
  .refine((term) => !/\s/.test(term), 'A term is one word: give each word of a phrase on its own.');

const GroupSchema = z.strictObject({
  terms: z
    .array(TermSchema)
    .min(1, 'Each colour needs at least one term.')
    .max(HIGHLIGHTING_SCHEME_MAX_TERMS, `A colour holds at most ${HIGHLIGHTING_SCHEME_MAX_TERMS} terms.`),
});

const NameSchema = z
  .string()
  .trim()
  .min(1, 'Give the scheme a name.')
  .max(HIGHLIGHTING_SCHEME_NAME_MAX, `A name has at most ${HIGHLIGHTING_SCHEME_NAME_MAX} characters.`);

const GroupsSchema = z
  .array(GroupSchema)
  .min(1, 'A scheme needs at least one colour with terms.')
  .max(HIGHLIGHTING_SCHEME_MAX_GROUPS, `A scheme has at most ${HIGHLIGHTING_SCHEME_MAX_GROUPS} colours.`);

/** Whether everyone of the owner's organisation sees the scheme and may use it (they cannot change it). */
const SharedSchema = z.boolean({ error: 'Say whether the organisation shares this scheme.' });

/** `POST /api/highlighting_schemes`. Group i is shown in highlight colour i; the query's own terms follow them. */
export const HighlightingSchemeCreateSchema = z.strictObject({
  name: NameSchema,
  groups: GroupsSchema,
  shared: SharedSchema.default(false),
});
export type HighlightingSchemeCreateBody = z.input<typeof HighlightingSchemeCreateSchema>;

/** `PATCH /api/highlighting_schemes/{id}`: the name, the groups, whether it is shared, or several of them. */
export const HighlightingSchemeUpdateSchema = z
  .strictObject({ name: NameSchema.optional(), groups: GroupsSchema.optional(), shared: SharedSchema.optional() })
  .refine(
    (body) => body.name !== undefined || body.groups !== undefined || body.shared !== undefined,
    'Give a new name, new groups or whether it is shared.',
  );
export type HighlightingSchemeUpdateBody = z.input<typeof HighlightingSchemeUpdateSchema>;

/** SPEC §3 Highlighting scheme: its id, with the name and term groups a user gave it. */
export const HighlightingSchemeSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  groups: z.array(z.object({ terms: z.array(z.string()) })),
  /** Shared with the owner's organisation. */
  shared: z.boolean(),
  /** Whether the signed-in user owns it (and so may change it); others only use a shared scheme. */
  own: z.boolean(),
  /** Who made it, for a scheme someone else shared. */
  owner_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type HighlightingScheme = z.infer<typeof HighlightingSchemeSchema>;

export const HighlightingSchemeListSchema = checksummed(HighlightingSchemeSchema);
export const HighlightingSchemeIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
