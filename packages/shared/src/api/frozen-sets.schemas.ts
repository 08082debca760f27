// Frozen result sets (issue 22 item 5): a result list's exact hits kept as it was, to be shown, compared and exported
// later whatever the corpus became since.
import { z } from 'zod';
import { DEFAULT_GROUPING, DEFAULT_SORT, GROUPING_METHODS, MAX_ID } from '../constants';
import { SortOrderSchema } from '../preferences/preferences';
import { checksummed, PageRowsSchema, PageStartSchema, SearchResponseSchema } from './search.schemas';

const IdSchema = z.coerce.number().int().positive().max(MAX_ID);
export const FrozenSetIdParamsSchema = z.object({ id: IdSchema });

/** Longest name of a frozen set. */
export const FROZEN_SET_NAME_MAX = 200;
const NameSchema = z
  .string({ error: 'Give the frozen set a name.' })
  .trim()
  .min(1, 'Give the frozen set a name.')
  .max(FROZEN_SET_NAME_MAX, `A name has at most ${FROZEN_SET_NAME_MAX} characters.`);

const FilterMapSchema = z.record(z.string().max(100), z.array(z.string().max(200)).max(200));

/** The result screen's options that made the list: grouping, sort, filters and the query run inside it. */
export const FrozenSetOptionsSchema = z.strictObject({
  grouped_by: z.enum(GROUPING_METHODS, { error: `grouped_by must be one of ${GROUPING_METHODS.join(', ')}.` }),
  sort: SortOrderSchema,
  filters: z.strictObject({ filtersToApply: FilterMapSchema, filtersToExclude: FilterMapSchema }),
  /** The screen's sub-query: ANDed with a search's query, or run inside a folder, patent list or alert run. */
  q: z.string().max(10_000).optional(),
});
export type FrozenSetOptions = z.infer<typeof FrozenSetOptionsSchema>;

/** The result lists a set can be frozen from: a saved search, a folder, the caller's patent list, an alert run. */
export const FROZEN_SET_SOURCES = ['searches', 'folders', 'listed_patents', 'alerts'] as const;
export type FrozenSetSourceKind = (typeof FROZEN_SET_SOURCES)[number];

const SOURCE_ERROR =
  'source must be {from: "searches", id: search number}, {from: "folders", id: folder id}, ' +
  '{from: "listed_patents"} or {from: "alerts", id: alert run key}.';

/** Which result list to freeze (the list as its screen shows it: the options below are that screen's). */
export const FrozenSetSourceRequestSchema = z.discriminatedUnion(
  'from',
  [
    z.strictObject({
      from: z.literal('searches'),
      id: z.number({ error: 'A search is named by its number.' }).int().positive().max(MAX_ID),
    }),
    z.strictObject({
      from: z.literal('folders'),
      id: z.number({ error: 'A folder is named by its id.' }).int().positive().max(MAX_ID),
    }),
    // Each user has one patent list, the caller's own: nothing to name.
    z.strictObject({ from: z.literal('listed_patents') }),
    z.strictObject({ from: z.literal('alerts'), id: z.uuid('An alert run key is a UUID.') }),
  ],
  { error: SOURCE_ERROR },
);
export type FrozenSetSourceRequest = z.infer<typeof FrozenSetSourceRequestSchema>;

/** `POST /api/frozen_sets`: freeze a result list as its screen shows it. */
export const FrozenSetCreateSchema = z.strictObject({
  name: NameSchema,
  source: FrozenSetSourceRequestSchema,
  grouped_by: FrozenSetOptionsSchema.shape.grouped_by.default(DEFAULT_GROUPING),
  sort: SortOrderSchema.default(DEFAULT_SORT),
  filters: z
    .strictObject({ filtersToApply: FilterMapSchema.default({}), filtersToExclude: FilterMapSchema.default({}) })
    .default({ filtersToApply: {}, filtersToExclude: {} }),
  q: z.string().trim().max(10_000).optional(),
});
export type FrozenSetCreate = z.input<typeof FrozenSetCreateSchema>;

/** `PATCH /api/frozen_sets/{id}`. */
export const FrozenSetRenameSchema = z.strictObject({ name: NameSchema });

/** What the index held when the set was frozen. */
export const FrozenCorpusSchema = z.object({
  /** Documents in the patent index. */
  documents: z.number().int().nonnegative(),
  /** The index's commit generation. */
  generation: z.number().int().nonnegative(),
  /** Latest publication date in the index, YYYYMMDD; null for an empty index. */
  latest_publication_date: z.string().nullable(),
});

/** A frozen set's record (its hits are paged by `/results`). */
export const FrozenSetSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** Where the list came from, and how it was named then ("search #3", "folder “Batteries”"). */
  source: z.object({
    from: z.enum(FROZEN_SET_SOURCES),
    /** The search's number, the folder's id or the alert run's key; null for the patent list. */
    id: z.union([z.number().int(), z.string()]).nullable(),
    label: z.string(),
  }),
  /**
   * The query as it was run, with every `#n` written out: a search's (with the screen's sub-query), or the sub-query
   * run inside a folder, the patent list or an alert run; empty when the list was frozen without one.
   */
  query: z.string(),
  /** The query as the parser read it, every operator parenthesised (empty with the query). */
  parsed_query: z.string(),
  /** The search it was frozen from (it may have been deleted since); null for any other list. */
  query_index: z.number().int().nullable(),
  options: FrozenSetOptionsSchema,
  corpus: FrozenCorpusSchema,
  /** Matching publications, and their distinct simple families. */
  publications: z.number().int().nonnegative(),
  families: z.number().int().nonnegative(),
  /** Hits recorded: publications, or groups when grouped. */
  hits: z.number().int().nonnegative(),
  frozen_at: z.string(),
});
export type FrozenSet = z.infer<typeof FrozenSetSchema>;
export const FrozenSetListSchema = checksummed(FrozenSetSchema);

/** A page of a frozen set's hits (or of one part of a comparison). */
export const FrozenSetPageSchema = z.strictObject({
  start: PageStartSchema,
  rows: PageRowsSchema,
  /** Stored fields to return; all when absent. */
  fl: z.array(z.string().max(100)).max(200).optional(),
});
export type FrozenSetPage = z.input<typeof FrozenSetPageSchema>;

export const FROZEN_COMPARE_PARTS = ['new', 'gone', 'unchanged'] as const;
export type FrozenComparePart = (typeof FROZEN_COMPARE_PARTS)[number];

/** `POST /api/frozen_sets/{id}/compare`: which part to page through. */
export const FrozenCompareRequestSchema = FrozenSetPageSchema.extend({
  part: z.enum(FROZEN_COMPARE_PARTS, { error: `part must be one of ${FROZEN_COMPARE_PARTS.join(', ')}.` }),
});
export type FrozenCompareRequest = z.input<typeof FrozenCompareRequestSchema>;

/** A frozen set against a fresh run of its query and options. */
export const FrozenCompareSchema = z.object({
  /** Hits only the fresh run has, hits only the frozen set has, and hits both have (by family when grouped). */
  counts: z.object({
    new: z.number().int().nonnegative(),
    gone: z.number().int().nonnegative(),
    unchanged: z.number().int().nonnegative(),
  }),
  /** The fresh run: its hits, publications, and whether it had more hits than a set can hold (only those compared). */
  fresh: z.object({
    hits: z.number().int().nonnegative(),
    publications: z.number().int().nonnegative(),
    truncated: z.boolean(),
  }),
  part: z.enum(FROZEN_COMPARE_PARTS),
  /** The page of the part, in the result views' shape. */
  results: SearchResponseSchema,
});
export type FrozenCompare = z.infer<typeof FrozenCompareSchema>;

/** `GET /api/frozen_sets/{id}/ucids`: the frozen publications in order, for an export of the set. */
export const FrozenSetUcidsSchema = z.object({ ucids: z.array(z.string()) });
