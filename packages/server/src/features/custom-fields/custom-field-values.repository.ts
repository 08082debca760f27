import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Database } from '../../db/client';
import { customFieldOptions, customFields, customFieldValues } from '../../db/custom-field-tables';
import { folderPatents } from '../../db/schema';

export type CustomFieldValueRow = typeof customFieldValues.$inferSelect;
export type NewCustomFieldValue = Omit<typeof customFieldValues.$inferInsert, 'id'>;
/** A value as a logged event's details keep it, so an Undo can put it back (no dates: `date_value` is text). */
export type KeptCustomFieldValue = Omit<CustomFieldValueRow, 'id'>;

/** The values of some fields on the patents of a folder. */
export async function listValuesOfFolder(
  db: Database,
  folderId: number,
  fieldIds: readonly number[],
): Promise<CustomFieldValueRow[]> {
  if (fieldIds.length === 0) return [];
  return db
    .select()
    .from(customFieldValues)
    .where(and(eq(customFieldValues.folderId, folderId), anyOf(customFieldValues.fieldId, fieldIds)))
    .orderBy(customFieldValues.id);
}

/** The values of some fields on some patents in any of some folders (the results table's column). */
export async function listValuesOfPatents(
  db: Database,
  folderIds: readonly number[],
  ucids: readonly string[],
  fieldIds: readonly number[],
): Promise<CustomFieldValueRow[]> {
  if (folderIds.length === 0 || ucids.length === 0 || fieldIds.length === 0) return [];
  return db
    .select()
    .from(customFieldValues)
    .where(
      and(
        anyOf(customFieldValues.folderId, folderIds),
        anyOf(customFieldValues.ucid, ucids),
        anyOf(customFieldValues.fieldId, fieldIds),
      ),
    )
    .orderBy(customFieldValues.id);
}

/** Which of these ucids the folder holds. */
export async function ucidsInFolder(db: Database, folderId: number, ucids: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ ucid: folderPatents.ucid })
    .from(folderPatents)
    .where(and(eq(folderPatents.folderId, folderId), anyOf(folderPatents.ucid, ucids)));
  return rows.map((r) => r.ucid);
}

/** Replaces the values of some fields on some patents of a folder with `rows` (none: the fields are cleared). */
export async function replaceValues(
  db: Database,
  folderId: number,
  ucids: readonly string[],
  fieldIds: readonly number[],
  rows: readonly NewCustomFieldValue[],
): Promise<void> {
  await db
    .delete(customFieldValues)
    .where(
      and(
        eq(customFieldValues.folderId, folderId),
        anyOf(customFieldValues.ucid, ucids),
        anyOf(customFieldValues.fieldId, fieldIds),
      ),
    );
  // Chunks keep one insert's parameters well under PostgreSQL's 65,535 (8 columns a row).
  for (let i = 0; i < rows.length; i += 5000) await db.insert(customFieldValues).values(rows.slice(i, i + 5000));
}

/** How many values each of these fields holds, by field id. */
export async function countValuesOfFields(db: Database, fieldIds: readonly number[]): Promise<Map<number, number>> {
  if (fieldIds.length === 0) return new Map();
  const rows = await db
    .select({ id: customFieldValues.fieldId, count: sql<number>`count(distinct (folder_id, ucid))`.mapWith(Number) })
    .from(customFieldValues)
    .where(anyOf(customFieldValues.fieldId, fieldIds))
    .groupBy(customFieldValues.fieldId);
  return new Map(rows.map((r) => [r.id, r.count]));
}

/** How many values name each of these options, by option id. */
export async function countValuesOfOptions(db: Database, optionIds: readonly number[]): Promise<Map<number, number>> {
  if (optionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: customFieldValues.optionId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(customFieldValues)
    .where(anyOf(customFieldValues.optionId, optionIds))
    .groupBy(customFieldValues.optionId);
  return new Map(rows.map((r) => [r.id!, r.count]));
}

/** The ucids in some folders whose date value of a field lies in [from, to] (`YYYY-MM-DD`). */
export async function ucidsWithDateBetween(
  db: Database,
  folderIds: readonly number[],
  fieldId: number,
  from: string,
  to: string,
): Promise<string[]> {
  if (folderIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ ucid: customFieldValues.ucid })
    .from(customFieldValues)
    .where(
      and(
        anyOf(customFieldValues.folderId, folderIds),
        eq(customFieldValues.fieldId, fieldId),
        gte(customFieldValues.dateValue, from),
        lte(customFieldValues.dateValue, to),
      ),
    );
  return rows.map((r) => r.ucid);
}

/** The ucids in some folders with any of these options of a field. */
export async function ucidsWithOptions(
  db: Database,
  folderIds: readonly number[],
  fieldId: number,
  optionIds: readonly number[],
): Promise<string[]> {
  if (folderIds.length === 0 || optionIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ ucid: customFieldValues.ucid })
    .from(customFieldValues)
    .where(
      and(
        anyOf(customFieldValues.folderId, folderIds),
        eq(customFieldValues.fieldId, fieldId),
        anyOf(customFieldValues.optionId, optionIds),
      ),
    );
  return rows.map((r) => r.ucid);
}

/** Every value on some patents of a folder, in the order they were set (for a logged event to keep). */
export async function valuesOfFolderPatents(
  db: Database,
  folderId: number,
  ucids: readonly string[],
): Promise<KeptCustomFieldValue[]> {
  if (ucids.length === 0) return [];
  const rows = await db
    .select()
    .from(customFieldValues)
    .where(and(eq(customFieldValues.folderId, folderId), anyOf(customFieldValues.ucid, ucids)))
    .orderBy(customFieldValues.id);
  return rows.map(({ id: _id, ...kept }) => kept);
}

/** Hands the values of some patents from one folder to another (both must hold the patents); answers how many. */
export async function moveValues(db: Database, from: number, to: number, ucids: readonly string[]): Promise<number> {
  if (ucids.length === 0) return 0;
  const moved = await db
    .update(customFieldValues)
    .set({ folderId: to })
    .where(and(eq(customFieldValues.folderId, from), anyOf(customFieldValues.ucid, ucids)))
    .returning({ id: customFieldValues.id });
  return moved.length;
}

/**
 * Puts kept values back (their patents must be in their folders again). A value whose field or option was removed
 * since cannot come back, since there is nothing left for it to name: it is left out. Answers how many were put back.
 */
export async function restoreValues(db: Database, kept: readonly KeptCustomFieldValue[]): Promise<number> {
  if (kept.length === 0) return 0;
  const fieldIds = [...new Set(kept.map((v) => v.fieldId))];
  const optionIds = [...new Set(kept.flatMap((v) => (v.optionId === null ? [] : [v.optionId])))];
  // One after another: callers run this inside a transaction, whose connection takes one query at a time.
  const fields = await db.select({ id: customFields.id }).from(customFields).where(anyOf(customFields.id, fieldIds));
  const options =
    optionIds.length === 0
      ? []
      : await db
          .select({ id: customFieldOptions.id })
          .from(customFieldOptions)
          .where(anyOf(customFieldOptions.id, optionIds));
  const liveFields = new Set(fields.map((f) => f.id));
  const liveOptions = new Set(options.map((o) => o.id));
  const rows = kept.filter((v) => liveFields.has(v.fieldId) && (v.optionId === null || liveOptions.has(v.optionId)));
  // Chunks keep one insert's parameters well under PostgreSQL's 65,535 (8 columns a row).
  for (let i = 0; i < rows.length; i += 5000) await db.insert(customFieldValues).values(rows.slice(i, i + 5000));
  return rows.length;
}

/** Every value of a field on the patents of some folders (a query's custom field clause is matched against them). */
export async function listValuesOfField(
  db: Database,
  folderIds: readonly number[],
  fieldId: number,
): Promise<CustomFieldValueRow[]> {
  if (folderIds.length === 0) return [];
  return db
    .select()
    .from(customFieldValues)
    .where(and(anyOf(customFieldValues.folderId, folderIds), eq(customFieldValues.fieldId, fieldId)))
    .orderBy(customFieldValues.id);
}
