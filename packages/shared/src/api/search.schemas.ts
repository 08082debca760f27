import { z } from 'zod';
import {
  DEFAULT_GROUPING,
  DEFAULT_MAX_SNIPPET_LENGTH,
  DEFAULT_MAX_SNIPPETS,
  DEFAULT_ROWS,
  DEFAULT_SORT,
  GROUPING_METHODS,
  MAX_ID,
  MAX_SNIPPET_LENGTH_LIMIT,
  MAX_SNIPPETS_LIMIT,
  MIN_SNIPPET_LENGTH,
} from '../constants';
import { SortOrderSchema } from '../preferences/preferences';
import { UcidSchema } from './ucid.schemas';

/** Longest query text a search may hold (the parser's own limit is higher; a search box never needs more). */
export const SEARCH_QUERY_MAX_LENGTH = 100_000;
/** Most results one page may ask for. */
export const MAX_ROWS = 500;
/** Furthest into a result set a page may start (deep paging costs memory per request). */
export const MAX_START = 100_000;

/** The first result of a page (search runs, frozen sets): 0 to MAX_START. */
export const PageStartSchema = z
  .number({ error: 'start must be a number.' })
  .int()
  .min(0, 'start cannot be negative.')
  .max(MAX_START, `start may be at most ${MAX_START.toLocaleString('en')}.`)
  .default(0);

/** How many results a page holds: 0 (counts only) to MAX_ROWS, DEFAULT_ROWS when absent. */
export const PageRowsSchema = z
  .number({ error: 'rows must be a number.' })
  .int()
  .min(0, 'rows cannot be negative.')
  .max(MAX_ROWS, `rows may be at most ${MAX_ROWS}.`)
  .default(DEFAULT_ROWS);

export const SEARCH_TYPES = ['commandline', 'expert'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** `POST /api/searches`. */
export const SearchCreateSchema = z.strictObject({
  query: z
    .string({ error: 'Enter a query.' })
    .max(SEARCH_QUERY_MAX_LENGTH, `A query may be at most ${SEARCH_QUERY_MAX_LENGTH.toLocaleString('en')} characters.`)
    .refine((q) => q.trim() !== '', 'Enter a query.'),
  type: z.enum(SEARCH_TYPES, { error: 'The search type must be commandline or expert.' }),
});
export type SearchCreateBody = z.infer<typeof SearchCreateSchema>;

export const SearchCreatedSchema = z.object({ query_index: z.number().int().positive() });

/** `POST /api/patents/clause_counts {query}`: each clause's own hit count, asked while the user types. */
export const ClauseCountsRequestSchema = z.strictObject({
  query: z
    .string({ error: 'Enter a query.' })
    .max(SEARCH_QUERY_MAX_LENGTH, `A query may be at most ${SEARCH_QUERY_MAX_LENGTH.toLocaleString('en')} characters.`)
    .refine((q) => q.trim() !== '', 'Enter a query.'),
});

/** One clause of the query (where it is written) and how many documents it matches on its own. */
export type ClauseCountNode = {
  kind: string;
  start: number;
  end: number;
  count: number;
  /** A truncation's commonest words in the index (at most a handful) and how many distinct words it stands for. */
  expansions?: { words: string[]; total: number };
  children: ClauseCountNode[];
};
export const ClauseCountNodeSchema: z.ZodType<ClauseCountNode> = z.lazy(() =>
  z.object({
    kind: z.string(),
    start: z.number().int(),
    end: z.number().int(),
    count: z.number().int().nonnegative(),
    expansions: z.object({ words: z.array(z.string()), total: z.number().int().nonnegative() }).optional(),
    children: z.array(ClauseCountNodeSchema),
  }),
);
export const ClauseCountsSchema = z.object({ clauses: ClauseCountNodeSchema });

/** Where a query is wrong: UTF-16 offsets into the query text, for the editor's mark. */
export const QueryErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  start: z.number().int(),
  end: z.number().int(),
});
export type QueryError = z.infer<typeof QueryErrorSchema>;

/** One saved search of the user (history and strategies): numbered 1, 2, 3 … per user. */
export const SearchRecordSchema = z.object({
  query_index: z.number().int().positive(),
  query: z.string(),
  type: z.enum(SEARCH_TYPES),
  /** Hits when it last ran (documents, not groups); null before the first run. */
  num_found: z.number().int().nullable(),
  created_at: z.string(),
  last_run_at: z.string().nullable(),
});
export type SearchRecord = z.infer<typeof SearchRecordSchema>;

const SearchNumberSchema = z.coerce
  .number({ error: 'The search number must be a number.' })
  .int()
  .positive('The search number must be positive.')
  .max(MAX_ID, 'There is no search with so large a number.');
export const SearchIndexParamsSchema = z.object({ index: SearchNumberSchema });
export const SearchIdParamsSchema = z.object({ id: SearchNumberSchema });

/** SPEC §5: the only filter names kept, plus custom date fields `cf_…`. */
export const FILTER_NAMES = [
  'assignees_name_probable',
  'assignees_name_original',
  'ultimate_owner',
  'country',
  'applicationdate',
  'publicationdate',
  'earliestprioritydate',
  'type',
  'cpcvalues',
  'ipcrvalues',
  'loclassifications',
  'jpftvalues',
  'jpfivalues',
  'usclassifications',
  'ipctechnologyfield',
  'inventors_name_normalized',
  'ratings',
  'labels',
  'raw',
  'expectedexpirydate',
  'grant',
  'pending',
  'sepsexists',
  'seps_standard_organization',
  'seps_etsi_project',
  'agents_name_normalized',
  'litigationexists',
] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
/** Filters whose values are `from:to` date ranges (YYYYMMDD or YYYY-MM-DD; an empty end means today). */
export const DATE_FILTER_NAMES = ['applicationdate', 'publicationdate', 'earliestprioritydate'] as const;
/** `expectedexpirydate` takes these values instead of ranges (SPEC §5). */
export const EXPIRY_FILTER_VALUES = ['Dead', 'Alive', 'Unknown'] as const;
/** Filters that take `true` or `false`. */
export const FLAG_FILTER_NAMES = ['grant', 'pending', 'sepsexists', 'litigationexists'] as const;

export function isFilterName(name: string): boolean {
  return (FILTER_NAMES as readonly string[]).includes(name) || /^cf_[a-z0-9_]+$/i.test(name);
}

const FilterValues = z.record(z.string(), z.array(z.string().max(500)).max(200));

/** Include and exclude filters: name → values (values of one name are ORed, names ANDed). */
export const SearchFiltersSchema = z
  .strictObject({
    filtersToApply: FilterValues.default({}),
    filtersToExclude: FilterValues.default({}),
  })
  .default({ filtersToApply: {}, filtersToExclude: {} });
export type SearchFilters = z.infer<typeof SearchFiltersSchema>;

export const HighlightingPayloadSchema = z
  .strictObject({
    on: z.boolean().default(true),
    scheme: z.number().int().positive().max(MAX_ID).nullable().default(null),
    /** Extra words to mark besides the query's (a scheme's words, sent by the client). */
    query: z.string().max(10_000).nullable().default(null),
    max_snippets: z.number().int().min(0).max(MAX_SNIPPETS_LIMIT).default(DEFAULT_MAX_SNIPPETS),
    max_snippet_length: z
      .number()
      .int()
      .min(MIN_SNIPPET_LENGTH)
      .max(MAX_SNIPPET_LENGTH_LIMIT)
      .default(DEFAULT_MAX_SNIPPET_LENGTH),
    /**
     * Also answer each highlighted field whole with every mark (`entireFieldHl`), for reading one document at a
     * time; whole descriptions are long, so only for pages of at most ENTIRE_FIELD_MAX_ROWS results.
     */
    entire_field: z.boolean().default(false),
  })
  .default({
    on: true,
    scheme: null,
    query: null,
    max_snippets: DEFAULT_MAX_SNIPPETS,
    max_snippet_length: DEFAULT_MAX_SNIPPET_LENGTH,
    entire_field: false,
  });

/** The most results a page may have when whole highlighted fields are asked for. */
export const ENTIRE_FIELD_MAX_ROWS = 10;

const StringList = z.union([z.string().max(2000), z.array(z.string().max(20_000)).max(50)]);

/** `POST /api/patents/search/{id}` and `/browse` (SPEC §3 search payload). */
export const SearchPayloadSchema = z
  .strictObject({
    /** A further query ANDed with the saved one; for `/browse`, the whole query (a `pn=` query for one document). */
    q: z.string().max(SEARCH_QUERY_MAX_LENGTH).optional(),
    start: PageStartSchema,
    rows: PageRowsSchema,
    sort: SortOrderSchema.default(DEFAULT_SORT),
    grouped_by: z
      .enum(GROUPING_METHODS, { error: `grouped_by must be one of ${GROUPING_METHODS.join(', ')}.` })
      .default(DEFAULT_GROUPING),
    /** Stored fields to return (comma-separated or a list); all when absent. */
    fl: StringList.optional(),
    /** Extra filter queries in the query language, ANDed, not scored. */
    fq: StringList.optional(),
    highlighting: HighlightingPayloadSchema,
    filters: SearchFiltersSchema,
    /** Facets to count: filter names; the default is every filter field the index has. */
    facets: z.array(z.string()).max(40).optional(),
    /** Buckets per facet (default 20). */
    facet_limit: z.number().int().min(1).max(1000).default(20),
  })
  .superRefine((payload, ctx) => {
    if (payload.highlighting.entire_field && payload.rows > ENTIRE_FIELD_MAX_ROWS)
      ctx.addIssue({
        code: 'custom',
        path: ['highlighting', 'entire_field'],
        message: `Whole fields are answered for pages of at most ${ENTIRE_FIELD_MAX_ROWS} results.`,
      });
  });
export type SearchPayload = z.input<typeof SearchPayloadSchema>;
export type SearchPayloadParsed = z.output<typeof SearchPayloadSchema>;

/** A marked stretch of a text: offsets into `text`, and the colour group (`hl-0` …). */
export const HighlightMarkSchema = z.object({ start: z.number(), end: z.number(), group: z.number() });
export const SnippetSchema = z.object({
  text: z.string(),
  start: z.number(),
  highlights: z.array(HighlightMarkSchema),
});

/** A result document: the stored patent document's fields (SPEC §3), its score, and its highlighting. */
export const SearchDocSchema = z
  .object({
    ucid: z.string(),
    score: z.number(),
    /** With grouping: how many matching documents the group holds, and its key. */
    group_size: z.number().int().optional(),
    group_key: z.string().optional(),
    /** Opens `/patent/{ucid}/images?key=…` without signing in (SPEC §2). */
    images_key: z.string(),
    /** Dead, Alive or Unknown from the expected expiry date (SPEC §4). */
    status: z.enum(EXPIRY_FILTER_VALUES),
    highlighting: z
      .object({
        hl: z.record(z.string(), z.array(SnippetSchema)),
        entireFieldHl: z.record(z.string(), z.object({ text: z.string(), highlights: z.array(HighlightMarkSchema) })),
      })
      .optional(),
  })
  .catchall(z.unknown());
export type SearchDoc = z.infer<typeof SearchDocSchema>;

export const FacetSchema = z.object({
  buckets: z.array(z.object({ value: z.string(), count: z.number().int() })),
  /** Matches holding a value not among the buckets. */
  other: z.number().int(),
  /** Matches with no value. */
  missing: z.number().int(),
});
export type Facet = z.infer<typeof FacetSchema>;

/** SPEC §3 search response. */
export const SearchResponseSchema = z.object({
  successful: z.boolean(),
  numFound: z.number().int(),
  docs: z.array(SearchDocSchema),
  facets: z.record(z.string(), FacetSchema),
  /** With grouping: exact number of groups and of documents in them. */
  grouping: z
    .object({
      grouped_by: z.enum(GROUPING_METHODS),
      ngroups: z.number().int(),
      matches: z.number().int(),
    })
    .nullable(),
  start: z.number().int(),
  rows: z.number().int(),
  /** The saved search this answers (absent for browse). */
  query_index: z.number().int().optional(),
  /** The query as run (the saved one, plus `q` when given). */
  query: z.string(),
  /** True while the index holds the synthetic demo corpus. */
  synthetic: z.boolean(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/** `POST /api/patents/select`: documents by ucid, in the order asked. */
export const PatentSelectSchema = z.strictObject({
  ucids: z.array(UcidSchema).min(1, 'Give at least one ucid.').max(MAX_ROWS),
  fl: StringList.optional(),
});

/** A checksummed list answer (DESIGN.md §3): `data` is left out when the client's checksum still matches. */
export function checksummed<T extends z.ZodType>(item: T) {
  return z.object({ checksum: z.string(), match: z.boolean(), data: z.array(item).optional() });
}
export const ChecksumQuerySchema = z.object({ checksum: z.string().max(128).optional() });
export const SearchListSchema = checksummed(SearchRecordSchema);

/** `GET /api/default_template`: the rows the expert search starts with (field code, terms, operator to the next). */
export const DefaultTemplateSchema = z.object({
  rows: z.array(z.object({ field: z.string(), terms: z.string(), operator: z.enum(['AND', 'OR', 'NOT', 'XOR']) })),
});
export type DefaultTemplate = z.infer<typeof DefaultTemplateSchema>;
