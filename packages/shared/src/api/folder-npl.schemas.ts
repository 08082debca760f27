import { z } from 'zod';
import { FolderCommentSchema } from './folders.schemas';
import { checksummed } from './search.schemas';

export const NPL_TITLE_MAX = 500;
export const NPL_AUTHORS_MAX = 2000;
export const NPL_SOURCE_MAX = 500;
export const NPL_URL_MAX = 2000;
export const NPL_DOI_MAX = 300;
export const NPL_ABSTRACT_MAX = 20_000;
/** The oldest year a record may carry: printed literature older than this is not cited as prior art in practice. */
export const NPL_YEAR_MIN = 1400;
/** Most records one remove call takes. */
export const NPL_PER_CALL = 1000;

/** A DOI as the DOI handbook writes it: the `10.` directory, a registrant code of 4–9 digits, `/`, a suffix. */
export const DOI_PATTERN = /^10\.\d{4,9}\/\S+$/;

/** The latest year a record may carry: next year, since journals publish issues dated ahead. */
export function nplYearMax(now = new Date()): number {
  return now.getUTCFullYear() + 1;
}

/** A DOI with the resolver or `doi:` prefix people paste taken off, so one work is stored one way. */
export function bareDoi(value: string): string {
  return value
    .trim()
    .replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '')
    .trim();
}

/** The DOI resolver link of a DOI; each part is escaped, since suffixes may hold `#`, `?` or `<`. */
export function doiUrl(doi: string): string {
  return `https://doi.org/${doi.split('/').map(encodeURIComponent).join('/')}`;
}

const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** An optional text field: blank means "none" (a cleared form field sends an empty string). */
function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .transform((v) => (v ? v : null));
}

const TitleSchema = z
  .string()
  .trim()
  .min(1, 'Give the record a title.')
  .max(NPL_TITLE_MAX, `A title has at most ${NPL_TITLE_MAX} characters.`);
const AuthorsSchema = optionalText(NPL_AUTHORS_MAX, `The authors take at most ${NPL_AUTHORS_MAX} characters.`);
const SourceSchema = optionalText(NPL_SOURCE_MAX, `A source has at most ${NPL_SOURCE_MAX} characters.`);
const AbstractSchema = optionalText(NPL_ABSTRACT_MAX, `An abstract has at most ${NPL_ABSTRACT_MAX} characters.`);
const YearSchema = z
  .number({ error: 'A year is a whole number such as 2019.' })
  .int('A year is a whole number such as 2019.')
  // The upper bound moves with the calendar, so it is checked when the value is parsed, not fixed at load time.
  .refine((y) => y >= NPL_YEAR_MIN && y <= nplYearMax(), {
    error: () => `A year is between ${NPL_YEAR_MIN} and ${nplYearMax()}.`,
  })
  .nullable();
const DoiSchema = z
  .string()
  .max(NPL_DOI_MAX, `A DOI has at most ${NPL_DOI_MAX} characters.`)
  .nullable()
  .transform((v) => (v === null ? null : bareDoi(v) || null))
  .refine((v) => v === null || DOI_PATTERN.test(v), 'A DOI looks like 10.1000/xyz123.');
const UrlSchema = z
  .string()
  .trim()
  .max(NPL_URL_MAX, `A web address has at most ${NPL_URL_MAX} characters.`)
  .nullable()
  .transform((v) => (v ? v : null))
  .refine((v) => {
    if (v === null) return true;
    try {
      const url = new URL(v);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'A web address starts with http:// or https://.');

/** `POST /api/folders/{id}/npl`: a new record; only the title is required. */
export const FolderNplCreateSchema = z.strictObject({
  title: TitleSchema,
  authors: AuthorsSchema.default(null),
  source: SourceSchema.default(null),
  year: YearSchema.default(null),
  doi: DoiSchema.default(null),
  url: UrlSchema.default(null),
  abstract: AbstractSchema.default(null),
});
export type FolderNplCreateBody = z.input<typeof FolderNplCreateSchema>;
export type FolderNplCreateParsed = z.output<typeof FolderNplCreateSchema>;

/** `PATCH /api/folders/{id}/npl/{nplId}`: the fields to change; null (or blank) clears an optional one. */
export const FolderNplUpdateSchema = z
  .strictObject({
    title: TitleSchema.optional(),
    authors: AuthorsSchema.optional(),
    source: SourceSchema.optional(),
    year: YearSchema.optional(),
    doi: DoiSchema.optional(),
    url: UrlSchema.optional(),
    abstract: AbstractSchema.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Give at least one field to change.');
export type FolderNplUpdateBody = z.input<typeof FolderNplUpdateSchema>;
export type FolderNplUpdateParsed = z.output<typeof FolderNplUpdateSchema>;

export const FolderNplParamsSchema = z.object({ id: IdSchema, nplId: IdSchema });
export const FolderNplCommentParamsSchema = z.object({ id: IdSchema, nplId: IdSchema, commentId: IdSchema });

export const FolderNplRemoveSchema = z.strictObject({
  ids: z
    .array(IdSchema)
    .min(1, 'Give at least one record.')
    .max(NPL_PER_CALL, `Give at most ${NPL_PER_CALL} records per call.`),
});
export type FolderNplRemoveBody = z.input<typeof FolderNplRemoveSchema>;

export const NplLabelsBodySchema = z.strictObject({
  label_ids: z.array(IdSchema).max(100, 'A record carries at most 100 labels.'),
});

/** An NPL record of a folder, with its rating, labels and how many comments it has. */
export const FolderNplSchema = z.object({
  id: z.number().int(),
  folder_id: z.number().int(),
  title: z.string(),
  authors: z.string().nullable(),
  source: z.string().nullable(),
  year: z.number().int().nullable(),
  doi: z.string().nullable(),
  url: z.string().nullable(),
  abstract: z.string().nullable(),
  rating: z.number().int().nullable(),
  label_ids: z.array(z.number().int()),
  comment_count: z.number().int(),
  added_by: z.number().int().nullable(),
  added_at: z.string(),
});
export type FolderNpl = z.infer<typeof FolderNplSchema>;
/** `GET /api/folders/{id}/npl?checksum`: the folder's records, first added first. */
export const FolderNplListSchema = checksummed(FolderNplSchema);
/** One record with its comments (threads are rebuilt from `parent_id`). */
export const FolderNplDetailSchema = FolderNplSchema.extend({ comments: z.array(FolderCommentSchema) });
export type FolderNplDetail = z.infer<typeof FolderNplDetailSchema>;
