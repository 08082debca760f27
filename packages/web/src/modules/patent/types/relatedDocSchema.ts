import { PatentDocumentFieldsSchema, SearchDocSchema } from '@app/shared';
import type { z } from 'zod';

/** The fields a family member or cited document is listed with; asking for only these keeps the answer small. */
export const RELATED_DOC_FIELDS = [
  'ucid',
  'country',
  'kindcode',
  'publicationnumber',
  'applicationnumber',
  'publicationdate',
  'applicationdate',
  'titles',
  'abstracts',
  'language',
  'assignees_name_probable',
] as const;

/** A document of our index that another one links to (family member, cited or citing document). */
export const RelatedDocSchema = PatentDocumentFieldsSchema.pick({
  country: true,
  kindcode: true,
  publicationnumber: true,
  applicationnumber: true,
  publicationdate: true,
  applicationdate: true,
  titles: true,
  abstracts: true,
  language: true,
  assignees_name_probable: true,
})
  .partial()
  .extend({ ucid: SearchDocSchema.shape.ucid })
  .loose();

export type RelatedDoc = z.infer<typeof RelatedDocSchema>;
