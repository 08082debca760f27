// Frozen result sets (issue 22 item 5): a search's exact hit list kept as it was, to be shown, compared and exported
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
  /** A further query ANDed with the search's (the results screen's sub-query), when one was given. */
  q: z.string().max(10_000).optional(),
});
export type FrozenSetOptions = z.infer<typeof FrozenSetOptionsSchema>;

/** `POST /api/frozen_sets`: freeze saved search `query_index` as its results screen shows it. */
export const FrozenSetCreateSchema = z.strictObject({
  name: NameSchema,
  query_index: z.number({ error: 'query_index must be a search number.' }).int().positive().max(MAX_ID),
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
  /** The query as it was run, with every `#n` written out. */
  query: z.string(),
  /** The query as the parser read it, every operator parenthesised. */
  parsed_query: z.string(),
  /** The search it was frozen from (it may have been deleted since). */
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
