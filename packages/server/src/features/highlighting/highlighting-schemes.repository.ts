import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { highlightingSchemes } from '../../db/schema';

export type HighlightingSchemeRow = typeof highlightingSchemes.$inferSelect;
type SchemeValues = { name: string; groups: { terms: string[] }[] };

/** The key two names of one user may not share: trimmed and lower-cased. */
function schemeNameKey(name: string): string {
  return name.trim().toLowerCase();
}

/** The user's schemes in name order (the order the scheme picker lists them). */
export async function listSchemesByUser(db: Database, userId: number): Promise<HighlightingSchemeRow[]> {
  return db
    .select()
    .from(highlightingSchemes)
    .where(eq(highlightingSchemes.userId, userId))
    .orderBy(asc(highlightingSchemes.nameKey), asc(highlightingSchemes.id));
}

/** One of the user's schemes; another user's scheme is as absent as one that never existed. */
export async function getSchemeOfUser(
  db: Database,
  userId: number,
  id: number,
): Promise<HighlightingSchemeRow | undefined> {
  const [row] = await db
    .select()
    .from(highlightingSchemes)
    .where(and(eq(highlightingSchemes.userId, userId), eq(highlightingSchemes.id, id)));
  return row;
}

export async function insertScheme(db: Database, userId: number, values: SchemeValues): Promise<HighlightingSchemeRow> {
  const [row] = await db
    .insert(highlightingSchemes)
    .values({ userId, name: values.name, nameKey: schemeNameKey(values.name), groups: values.groups })
    .returning();
  if (!row) throw new Error('insert into highlighting_schemes returned no row');
  return row;
}

/** Changes the user's scheme; undefined when it is not theirs. */
export async function updateScheme(
  db: Database,
  userId: number,
  id: number,
  values: Partial<SchemeValues> & { updatedAt: Date },
): Promise<HighlightingSchemeRow | undefined> {
  const [row] = await db
    .update(highlightingSchemes)
    .set({
      ...(values.name !== undefined ? { name: values.name, nameKey: schemeNameKey(values.name) } : {}),
      ...(values.groups !== undefined ? { groups: values.groups } : {}),
      updatedAt: values.updatedAt,
    })
    .where(and(eq(highlightingSchemes.userId, userId), eq(highlightingSchemes.id, id)))
    .returning();
  return row;
}

/** Deletes the user's scheme; false when it is not theirs. */
export async function deleteScheme(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(highlightingSchemes)
    .where(and(eq(highlightingSchemes.userId, userId), eq(highlightingSchemes.id, id)))
    .returning({ id: highlightingSchemes.id });
  return rows.length > 0;
}
