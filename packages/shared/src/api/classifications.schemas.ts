import { z } from 'zod';

/** Classification schemes with a title table (read from CPC scheme XML and IPC title tables at ingest). */
export const CLASSIFICATION_SCHEMES = ['cpc', 'ipc'] as const;
export type ClassificationSchemeName = (typeof CLASSIFICATION_SCHEMES)[number];

/** Codes one titles call answers at most (a document page or a page of facet buckets asks far fewer). */
export const CLASSIFICATION_CODES_PER_CALL = 200;
/** Longest code or prefix accepted (the longest CPC symbol is 14 characters). */
export const CLASSIFICATION_CODE_MAX_LENGTH = 40;
/** Completions answered by default, and at most. */
export const CLASSIFICATION_COMPLETIONS_DEFAULT = 20;
export const CLASSIFICATION_COMPLETIONS_MAX = 100;

const SchemeParamSchema = z.enum(CLASSIFICATION_SCHEMES, { error: 'Give the scheme as cpc or ipc.' });

/** `GET /api/classifications/titles?scheme=cpc&codes=A01L1/00,A01L3/00`: codes separated by commas. */
export const ClassificationTitlesQuerySchema = z.strictObject({
  scheme: SchemeParamSchema,
  codes: z
    .string({ error: 'Give the codes as ?codes=A01L1/00,A01L3/00.' })
    .transform((value, ctx) => {
      const codes = [...new Set(value.split(',').map((code) => code.trim()))].filter((code) => code !== '');
      const problem =
        codes.length === 0
          ? 'Give at least one code.'
          : codes.length > CLASSIFICATION_CODES_PER_CALL
            ? `Give at most ${CLASSIFICATION_CODES_PER_CALL} codes at a time.`
            : codes.some((code) => code.length > CLASSIFICATION_CODE_MAX_LENGTH)
              ? `A code has at most ${CLASSIFICATION_CODE_MAX_LENGTH} characters.`
              : null;
      if (problem !== null) {
        ctx.addIssue({ code: 'custom', message: problem, input: value });
        return z.NEVER;
      }
      return codes;
    })
    .describe('Codes separated by commas, as written in documents or queries (`H01L 31/0232` and `H01L31/0232` alike)'),
});
export type ClassificationTitlesQuery = z.input<typeof ClassificationTitlesQuerySchema>;

/** `GET /api/classifications/complete?scheme=cpc&prefix=A01L&limit=20`. */
export const ClassificationCompleteQuerySchema = z.strictObject({
  scheme: SchemeParamSchema,
  prefix: z
    .string({ error: 'Give the beginning of a code as ?prefix=.' })
    .trim()
    .min(1, 'Give the beginning of a code as ?prefix=.')
    .max(CLASSIFICATION_CODE_MAX_LENGTH, `A code has at most ${CLASSIFICATION_CODE_MAX_LENGTH} characters.`),
  limit: z.coerce
    .number({ error: `Give the limit as a number from 1 to ${CLASSIFICATION_COMPLETIONS_MAX}.` })
    .int(`Give the limit as a number from 1 to ${CLASSIFICATION_COMPLETIONS_MAX}.`)
    .min(1, `Give the limit as a number from 1 to ${CLASSIFICATION_COMPLETIONS_MAX}.`)
    .max(CLASSIFICATION_COMPLETIONS_MAX, `Give the limit as a number from 1 to ${CLASSIFICATION_COMPLETIONS_MAX}.`)
    .default(CLASSIFICATION_COMPLETIONS_DEFAULT),
});
export type ClassificationCompleteQuery = z.input<typeof ClassificationCompleteQuerySchema>;

/** A titled code: what it means, in which language, and its level (1 section … 4 main group, 5+ subgroups). */
export const ClassificationTitleSchema = z.object({
  code: z.string(),
  title: z.string(),
  /** Language of the title (`en`; another where the table has no English title for the code). */
  lang: z.string(),
  depth: z.number().int().nullable(),
});
export type ClassificationTitleView = z.infer<typeof ClassificationTitleSchema>;

/** One asked code: its title, or null when the table has none, and the titled codes above it, top first. */
export const ClassificationCodeTitlesSchema = z.object({
  /** The code in the index's canonical spelling (upper case, no spaces: `H01L31/0232`). */
  code: z.string(),
  title: z.string().nullable(),
  lang: z.string().nullable(),
  depth: z.number().int().nullable(),
  ancestors: z.array(ClassificationTitleSchema),
});
export type ClassificationCodeTitles = z.infer<typeof ClassificationCodeTitlesSchema>;

export const ClassificationTitlesSchema = z.object({
  scheme: z.enum(CLASSIFICATION_SCHEMES),
  /** In the order asked, one per distinct code. */
  titles: z.array(ClassificationCodeTitlesSchema),
});
export type ClassificationTitles = z.infer<typeof ClassificationTitlesSchema>;

export const ClassificationCompletionsSchema = z.object({
  scheme: z.enum(CLASSIFICATION_SCHEMES),
  /** The prefix in canonical spelling. */
  prefix: z.string(),
  /** Coarser levels first (subclasses, then main groups, then subgroups), each level in the scheme's order. */
  entries: z.array(ClassificationTitleSchema),
});
export type ClassificationCompletions = z.infer<typeof ClassificationCompletionsSchema>;
