import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Database } from '../../db/client';
import { customFieldValues, folderPatents } from '../../db/schema';

export type CustomFieldValueRow = typeof customFieldValues.$inferSelect;
export type NewCustomFieldValue = Omit<typeof customFieldValues.$inferInsert, 'id'>;

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
