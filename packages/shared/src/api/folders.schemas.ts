import { z } from 'zod';
import { MAX_ID } from '../constants';
import { checksummed, SEARCH_QUERY_MAX_LENGTH, SearchFiltersSchema } from './search.schemas';
import { FolderCategorySchema } from './session.schemas';
import { UcidSchema } from './ucid.schemas';

export const FOLDER_NAME_MAX = 120;
export const FOLDER_DESCRIPTION_MAX = 2000;
/**
 * Patents a folder may hold, and the count from which adding warns first, unless the organisation sets its own. The
 * same number as the engine's page cap (MAX_ROWS) and a query's term limit (QUERY_LIMITS.maxTerms), but bound to
 * neither: a folder run searches its patents as a document set, and adding a folder's results reads them page by
 * page, so an organisation may set a larger limit (tested with 25,000 in large-folder.api.test.ts).
 */
export const DEFAULT_FOLDER_LIMIT = 10_000;
export const DEFAULT_FOLDER_WARNING = 9_000;
/** Most ucids one add or remove call takes (a whole page of results, or a selection). */
export const FOLDER_PATENTS_PER_CALL = 1000;

/** Folder permission levels, weakest first: the highest of a user's own and their groups' levels wins (SPEC §6). */
export const FOLDER_LEVELS = ['read', 'write', 'admin'] as const;
export type FolderLevel = (typeof FOLDER_LEVELS)[number];

const IdSchema = z.coerce.number().int().positive().max(MAX_ID);
export const FolderIdParamsSchema = z.object({ id: IdSchema });

/** The body of every undo call (`POST …/restore`, `…/undo`): the logged event whose change it reverses. */
export const UndoBodySchema = z.strictObject({ logged_event_id: z.number().int().positive().max(MAX_ID) });

const NameSchema = z
  .string()
  .trim()
  .min(1, 'Give the folder a name.')
  .max(FOLDER_NAME_MAX, `A folder name has at most ${FOLDER_NAME_MAX} characters.`);
const DescriptionSchema = z
  .string()
  .trim()
  .max(FOLDER_DESCRIPTION_MAX, `A description has at most ${FOLDER_DESCRIPTION_MAX} characters.`);

export const FolderCreateSchema = z.strictObject({
  name: NameSchema,
  description: DescriptionSchema.default(''),
  category_id: IdSchema.nullable().default(null),
});
export type FolderCreateBody = z.input<typeof FolderCreateSchema>;
export type FolderCreateParsed = z.output<typeof FolderCreateSchema>;

export const FolderUpdateSchema = z
  .strictObject({
    name: NameSchema.optional(),
    description: DescriptionSchema.optional(),
    category_id: IdSchema.nullable().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Give a new name, description or category.');
export type FolderUpdateBody = z.input<typeof FolderUpdateSchema>;
export type FolderUpdateParsed = z.output<typeof FolderUpdateSchema>;

/** SPEC §3 Folder, with what the signed-in user may do in it and how many patents it holds. */
export const FolderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category_id: z.number().int().nullable(),
  creator: z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
  pinned_users: z.array(z.number().int()),
  /** The signed-in user's level in this folder. */
  permission: z.enum(FOLDER_LEVELS),
  patent_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Folder = z.infer<typeof FolderSchema>;
export const FolderListSchema = checksummed(FolderSchema);
/** `GET /api/folders/{id}?checksum`: one folder, left out when the client's checksum still matches. */
export const FolderAnswerSchema = z.object({
  checksum: z.string(),
  match: z.boolean(),
  /** With `aggregate=1`, facet counts over the folder's patents, as search answers them. */
  data: FolderSchema.extend({ aggregates: z.record(z.string(), z.unknown()).optional() }).optional(),
});

/** `GET /api/folder/limit` (SPEC §7): the organisation's limit of patents per folder, and its warning threshold. */
export const FolderLimitSchema = z.object({ limit: z.number().int(), warning: z.number().int() });
/** `GET /api/folders/{id}/limit/`: whether the folder is full, or near it. */
export const FolderLimitStateSchema = z.object({
  limit_reached: z.boolean(),
  warning_reached: z.boolean(),
  count: z.number().int(),
  limit: z.number().int(),
  warning: z.number().int(),
});

export const FolderPatentsBodySchema = z.strictObject({
  ucids: z
    .array(UcidSchema)
    .min(1, 'Give at least one patent.')
    .max(FOLDER_PATENTS_PER_CALL, `Give at most ${FOLDER_PATENTS_PER_CALL} patents per call.`),
});
export type FolderPatentsBody = z.input<typeof FolderPatentsBodySchema>;
export type FolderPatentsParsed = z.output<typeof FolderPatentsBodySchema>;

/** The answer to an add: how many were new, how many were there already, the count now and the warning state. */
export const FolderPatentsAddedSchema = z.object({
  added: z.number().int(),
  already: z.number().int(),
  count: z.number().int(),
  warning: z.string().nullable(),
});

/**
 * Where an add of all results comes from: a saved search (by its number), another folder, or the caller's patent list
 * (by the caller's user id), with the screen's `q` and filters.
 */
export const FolderAddResultsSchema = z.strictObject({
  from: z.enum(['searches', 'folders', 'listed_patents']),
  id: IdSchema,
  q: z.string().max(SEARCH_QUERY_MAX_LENGTH).optional(),
  filters: SearchFiltersSchema,
});
export type FolderAddResultsBody = z.input<typeof FolderAddResultsSchema>;
export type FolderAddResultsParsed = z.output<typeof FolderAddResultsSchema>;

/** Moves ticked patents from this folder to another one (`to`), in one step that one Undo reverses. */
export const FolderPatentsMoveSchema = FolderPatentsBodySchema.extend({ to: IdSchema });
export type FolderPatentsMoveBody = z.input<typeof FolderPatentsMoveSchema>;

/** The answer to a destructive call: what was done, and the logged event whose Undo reverses it (SPEC §7, §8). */
export const UndoableAnswerSchema = z.object({
  message: z.string(),
  logged_event_id: z.number().int(),
  undo: z.object({ method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']), url: z.string(), body: z.unknown().optional() }),
});
export type UndoableAnswer = z.infer<typeof UndoableAnswerSchema>;

export const FolderPatentSchema = z.object({
  ucid: z.string(),
  added_by: z.number().int().nullable(),
  added_at: z.string(),
  rating: z.number().int().nullable(),
  label_ids: z.array(z.number().int()),
  comment_count: z.number().int(),
});
export const FolderPatentListSchema = z.object({
  total: z.number().int(),
  start: z.number().int(),
  rows: z.number().int(),
  patents: z.array(FolderPatentSchema),
});
export const FolderPatentListQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  rows: z.coerce.number().int().min(1).max(FOLDER_PATENTS_PER_CALL).default(100),
});

/** `PUT /api/folders/{id}/permissions`: the whole list of shares, users and groups, each with its level. */
export const FolderPermissionsBodySchema = z.strictObject({
  users: z.array(z.strictObject({ id: IdSchema, level: z.enum(FOLDER_LEVELS) })).max(500),
  groups: z.array(z.strictObject({ id: IdSchema, level: z.enum(FOLDER_LEVELS) })).max(500),
});
export type FolderPermissionsBody = z.input<typeof FolderPermissionsBodySchema>;
export type FolderPermissionsParsed = z.output<typeof FolderPermissionsBodySchema>;
export const FolderPermissionsSchema = z.object({
  creator: z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
  users: z.array(z.object({ id: z.number().int(), email: z.string(), name: z.string(), level: z.enum(FOLDER_LEVELS) })),
  groups: z.array(z.object({ id: z.number().int(), name: z.string(), level: z.enum(FOLDER_LEVELS) })),
});

/** SPEC §3 Logged event, as `GET /api/logged_events` lists them. */
export const LoggedEventSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  message: z.string(),
  folder_id: z.number().int().nullable(),
  undo: UndoableAnswerSchema.shape.undo.nullable(),
  /** The tracking reference that was active when it happened (tracking module), else null. */
  client_reference: z.string().nullable(),
  created_at: z.string(),
});
export type LoggedEvent = z.infer<typeof LoggedEventSchema>;
export const LoggedEventListSchema = checksummed(LoggedEventSchema);
export const LoggedEventIdParamsSchema = z.object({ id: IdSchema });
export const LoggedEventAnswerSchema = z.object({
  checksum: z.string(),
  match: z.boolean(),
  data: LoggedEventSchema.optional(),
});

export const FOLDER_LABEL_NAME_MAX = 60;
export const FOLDER_COMMENT_MAX = 5000;

const LabelNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the label a name.')
  .max(FOLDER_LABEL_NAME_MAX, `A label name has at most ${FOLDER_LABEL_NAME_MAX} characters.`);
const ColourSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'A colour is written #rrggbb, for example #1c7ed6.')
  .transform((c) => c.toLowerCase());

export const FolderLabelParamsSchema = z.object({ id: IdSchema, labelId: IdSchema });
export const FolderLabelCreateSchema = z.strictObject({ name: LabelNameSchema, colour: ColourSchema });
export const FolderLabelUpdateSchema = z
  .strictObject({ name: LabelNameSchema.optional(), colour: ColourSchema.optional() })
  .refine((b) => b.name !== undefined || b.colour !== undefined, 'Give a new name or colour.');
export type FolderLabelUpdateParsed = z.output<typeof FolderLabelUpdateSchema>;
/** SPEC §3 Folder label: its folder, name, colour and how many of the folder's patents carry it. */
export const FolderLabelSchema = z.object({
  id: z.number().int(),
  folder_id: z.number().int(),
  name: z.string(),
  colour: z.string(),
  patent_count: z.number().int(),
});
export type FolderLabel = z.infer<typeof FolderLabelSchema>;
export const FolderLabelListSchema = checksummed(FolderLabelSchema);

export const FolderPatentParamsSchema = z.object({ id: IdSchema, ucid: UcidSchema });
export const PatentLabelsBodySchema = z.strictObject({
  label_ids: z.array(IdSchema).max(100, 'A patent carries at most 100 labels.'),
});
export const PatentRatingBodySchema = z.strictObject({
  rating: z.number().int().min(1, 'A rating is 1 to 5.').max(5, 'A rating is 1 to 5.').nullable(),
});

export const FolderCommentParamsSchema = z.object({ id: IdSchema, ucid: UcidSchema, commentId: IdSchema });
export const CommentCreateSchema = z.strictObject({
  body: z
    .string()
    .trim()
    .min(1, 'Write the comment first.')
    .max(FOLDER_COMMENT_MAX, `A comment has at most ${FOLDER_COMMENT_MAX} characters.`),
  parent_id: IdSchema.nullable().default(null),
});
export const CommentUpdateSchema = CommentCreateSchema.pick({ body: true }).strict();
export const FolderCommentSchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  body: z.string(),
  author: z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FolderComment = z.infer<typeof FolderCommentSchema>;
/** A patent's place in a folder: labels, rating and comments (threads are rebuilt from `parent_id`). */
export const FolderPatentDetailSchema = z.object({
  ucid: z.string(),
  rating: z.number().int().nullable(),
  label_ids: z.array(z.number().int()),
  comments: z.array(FolderCommentSchema),
});
export type FolderPatentDetail = z.infer<typeof FolderPatentDetailSchema>;

/** For each ucid asked about, the caller's pinned folders that hold it (the results table's "pinned folders"). */
export const PinnedFoldersOfPatentsSchema = z.array(
  z.object({ ucid: z.string(), folders: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
);
export type PinnedFoldersOfPatents = z.infer<typeof PinnedFoldersOfPatentsSchema>;

/** Most patents one user's patent list holds. */
export const PATENT_LIST_MAX = 10_000;
export const ListedPatentSchema = z.object({ ucid: z.string(), added_at: z.string() });
export const ListedPatentListSchema = z.object({ count: z.number().int(), patents: z.array(ListedPatentSchema) });
export const ListedPatentStateSchema = z.object({
  ucid: z.string(),
  listed: z.boolean(),
  added_at: z.string().nullable(),
});
export const ListedPatentParamsSchema = z.object({ ucid: UcidSchema });
export const ListedPatentBodySchema = z.strictObject({ ucid: UcidSchema });
export const ListedPatentsChangedSchema = z.object({
  added: z.number().int(),
  already: z.number().int(),
  count: z.number().int(),
});

/** `GET /folders/{id}/activity`: what was done in the folder, by whom and when, newest first. */
export const FolderActivitySchema = z.array(
  z.object({
    id: z.number().int(),
    action: z.string(),
    message: z.string(),
    created_at: z.string(),
    user: z.object({ id: z.number().int(), email: z.string(), name: z.string() }),
  }),
);
export type FolderActivityEntry = z.infer<typeof FolderActivitySchema>[number];

/** `GET /folder_categories`: the organisation's folder categories, in order. */
export const FolderCategoryListSchema = checksummed(FolderCategorySchema);
