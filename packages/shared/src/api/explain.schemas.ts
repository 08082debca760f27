import { z } from 'zod';
import { UcidSchema } from './ucid.schemas';

/**
 * `POST /api/patents/search/{id}/explain {ucid}`: why one document matched one of the user's saved searches, and how
 * its score was made.
 */
export const ExplainRequestSchema = z.strictObject({ ucid: UcidSchema });
export type ExplainRequest = z.input<typeof ExplainRequestSchema>;

/** A word of the document that takes part in a match: the indexed (folded) term and its word positions in the field. */
export const ExplainedWordSchema = z.object({
  term: z.string(),
  /** How many of its occurrences take part (`positions` lists at most the first 200). */
  count: z.number().int().nonnegative(),
  positions: z.array(z.number().int().nonnegative()),
});

/** A qualifying proximity pair: the operator and each operand's first and last word position. */
export const ExplainedPairSchema = z.object({
  op: z.string(),
  distance: z.number().int(),
  left: z.tuple([z.number().int(), z.number().int()]),
  right: z.tuple([z.number().int(), z.number().int()]),
});

/**
 * One part of the explanation tree. `value` is made from `details` as `combine` says (`sum` of the matched details,
 * `bm25f` saturation of the fields' weighted frequencies with `idf`, `include` NOT's first detail, `leaf`); `start`
 * and `end` place the clause in the query text. A text clause's part in one field has `field` and where it matched.
 */
export type ExplanationNode = {
  description: string;
  start: number | null;
  end: number | null;
  /** True on a ranked text clause (a word, truncation, phrase or proximity over its fields). */
  text: boolean;
  matched: boolean;
  value: number;
  combine: 'sum' | 'bm25f' | 'include' | 'leaf';
  idf: number | null;
  field: string | null;
  words: z.infer<typeof ExplainedWordSchema>[];
  pairs: z.infer<typeof ExplainedPairSchema>[];
  pairCount: number;
  details: ExplanationNode[];
};
export const ExplanationNodeSchema: z.ZodType<ExplanationNode> = z.lazy(() =>
  z.object({
    description: z.string(),
    start: z.number().int().nullable(),
    end: z.number().int().nullable(),
    text: z.boolean(),
    matched: z.boolean(),
    value: z.number(),
    combine: z.enum(['sum', 'bm25f', 'include', 'leaf']),
    idf: z.number().nullable(),
    field: z.string().nullable(),
    words: z.array(ExplainedWordSchema),
    pairs: z.array(ExplainedPairSchema),
    pairCount: z.number().int().nonnegative(),
    details: z.array(ExplanationNodeSchema),
  }),
);

/** A clause named by where it is written in the query. */
const ClausePlaceSchema = z.object({
  description: z.string(),
  start: z.number().int().nullable(),
  end: z.number().int().nullable(),
});

export const ExplainResponseSchema = z.object({
  ucid: z.string(),
  query_index: z.number().int().positive(),
  /** The saved search's query text, which the clauses' places refer to. */
  query: z.string(),
  /** Whether the document matches the query (filters of the results screen are not part of it). */
  matches: z.boolean(),
  /** The score the search gives the document: the explanation's value (0 when it does not match). */
  score: z.number(),
  explanation: ExplanationNodeSchema,
  /** The score's parts for ranking, in the order the score adds them; they add up to `score`. */
  parts: z.array(ClausePlaceSchema.extend({ value: z.number() })),
  /** When it does not match: the top-level clauses that keep it out (a NOT's excluded side that matched, too). */
  failed: z.array(ClausePlaceSchema.extend({ excluded: z.boolean() })),
});
export type ExplainResponse = z.infer<typeof ExplainResponseSchema>;
