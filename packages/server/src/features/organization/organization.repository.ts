import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { folderCategories, organizationModules, organizations } from '../../db/schema';

export type OrganizationRecord = typeof organizations.$inferSelect;
export type OrganizationModuleRecord = typeof organizationModules.$inferSelect;
export type FolderCategoryRecord = typeof folderCategories.$inferSelect;

export async function getOrganizationById(db: Database, id: number): Promise<OrganizationRecord | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row;
}

export async function getModulesByOrganization(
  db: Database,
  organizationId: number,
): Promise<OrganizationModuleRecord[]> {
  return db
    .select()
    .from(organizationModules)
    .where(eq(organizationModules.organizationId, organizationId))
    .orderBy(asc(organizationModules.name));
}

export async function getFolderCategoriesByOrganization(
  db: Database,
  organizationId: number,
): Promise<FolderCategoryRecord[]> {
  return db
    .select()
    .from(folderCategories)
    .where(eq(folderCategories.organizationId, organizationId))
    .orderBy(asc(folderCategories.position), asc(folderCategories.id));
}

export async function createOrganization(
  db: Database,
  values: { name: string; createdAt: Date },
): Promise<OrganizationRecord> {
  const [row] = await db.insert(organizations).values(values).returning();
  if (!row) throw new Error('insert into organizations returned no row');
  return row;
}

/** Sets the configuration of each named module, adding the rows that do not exist yet. */
export async function upsertModules(
  db: Database,
  organizationId: number,
  modules: { name: string; configuration: Record<string, unknown> }[],
): Promise<void> {
  if (modules.length === 0) return;
  await db
    .insert(organizationModules)
    .values(modules.map((m) => ({ organizationId, ...m })))
    .onConflictDoUpdate({
      target: [organizationModules.organizationId, organizationModules.name],
      set: { configuration: sql`excluded.configuration` },
    });
}

export async function createFolderCategory(
  db: Database,
  values: { organizationId: number; name: string; position: number },
): Promise<FolderCategoryRecord> {
  const [row] = await db.insert(folderCategories).values(values).returning();
  if (!row) throw new Error('insert into folder_categories returned no row');
  return row;
}

export async function hasAnyOrganization(db: Database): Promise<boolean> {
  const rows = await db.select({ id: organizations.id }).from(organizations).limit(1);
  return rows.length > 0;
}

/** Serialises first-start bootstrap between processes; held until the surrounding transaction ends. */
export async function lockForBootstrap(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(7263540001)`);
}

/** Changes the organisation's name and folder limits; a value left undefined stays, null means the default. */
export async function updateOrganization(
  db: Database,
  id: number,
  values: { name?: string; folderLimit?: number | null; folderWarning?: number | null; exportCap?: number | null },
): Promise<OrganizationRecord | undefined> {
  const [row] = await db.update(organizations).set(values).where(eq(organizations.id, id)).returning();
  return row;
}

/** The next position after the organisation's last category, so a new one is listed last. */
export async function nextFolderCategoryPosition(db: Database, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${folderCategories.position}) + 1, 0)`.mapWith(Number) })
    .from(folderCategories)
    .where(eq(folderCategories.organizationId, organizationId));
  return row?.next ?? 0;
}

/** Renames one of the organisation's categories; undefined when it has no such category. */
export async function renameFolderCategory(
  db: Database,
  organizationId: number,
  id: number,
  name: string,
): Promise<FolderCategoryRecord | undefined> {
  const [row] = await db
    .update(folderCategories)
    .set({ name })
    .where(and(eq(folderCategories.id, id), eq(folderCategories.organizationId, organizationId)))
    .returning();
  return row;
}

/** Deletes one of the organisation's categories (its folders become uncategorised); false when it had none such. */
export async function deleteFolderCategory(db: Database, organizationId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(folderCategories)
    .where(and(eq(folderCategories.id, id), eq(folderCategories.organizationId, organizationId)))
    .returning({ id: folderCategories.id });
  return rows.length > 0;
}
