import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { highlightingSchemes, users } from '../../db/schema';

export type HighlightingSchemeRecord = typeof highlightingSchemes.$inferSelect;
/** A scheme with its owner's name, as the lists and the search show it. */
export type HighlightingSchemeRow = HighlightingSchemeRecord & { ownerName: string };
type SchemeValues = { name: string; groups: { terms: string[] }[]; shared?: boolean };

/** Who asks for schemes: their own, and those shared in their organisation. */
export type SchemeViewer = { id: number; organizationId: number | null };

/** The key two names of one user may not share: trimmed and lower-cased. */
function schemeNameKey(name: string): string {
  return name.trim().toLowerCase();
}

/** The viewer's own schemes, and the schemes shared by users of the viewer's organisation. */
function visibleTo(viewer: SchemeViewer): SQL {
  const own = eq(highlightingSchemes.userId, viewer.id);
  if (viewer.organizationId === null) return own;
  const shared = and(
    eq(highlightingSchemes.sharedWithOrganization, true),
    eq(users.organizationId, viewer.organizationId),
  );
  return or(own, shared) as SQL;
}

const ownerName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

/** The schemes the viewer sees, in name order (the order the scheme picker lists them). */
export async function listSchemesVisibleTo(db: Database, viewer: SchemeViewer): Promise<HighlightingSchemeRow[]> {
  const rows = await db
    .select({ scheme: highlightingSchemes, ownerName })
    .from(highlightingSchemes)
    .innerJoin(users, eq(users.id, highlightingSchemes.userId))
    .where(visibleTo(viewer))
    .orderBy(asc(highlightingSchemes.nameKey), asc(highlightingSchemes.id));
  return rows.map((r) => ({ ...r.scheme, ownerName: r.ownerName }));
}

/** One scheme the viewer sees (their own or one shared in their organisation); anyone else's is absent. */
export async function getSchemeVisibleTo(
  db: Database,
  viewer: SchemeViewer,
  id: number,
): Promise<HighlightingSchemeRow | undefined> {
  const [row] = await db
    .select({ scheme: highlightingSchemes, ownerName })
    .from(highlightingSchemes)
    .innerJoin(users, eq(users.id, highlightingSchemes.userId))
    .where(and(eq(highlightingSchemes.id, id), visibleTo(viewer)));
  return row ? { ...row.scheme, ownerName: row.ownerName } : undefined;
}

export async function insertScheme(
  db: Database,
  userId: number,
  values: SchemeValues,
): Promise<HighlightingSchemeRecord> {
  const [row] = await db
    .insert(highlightingSchemes)
    .values({
      userId,
      name: values.name,
      nameKey: schemeNameKey(values.name),
      groups: values.groups,
      sharedWithOrganization: values.shared ?? false,
    })
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
): Promise<HighlightingSchemeRecord | undefined> {
  const [row] = await db
    .update(highlightingSchemes)
    .set({
      ...(values.name !== undefined ? { name: values.name, nameKey: schemeNameKey(values.name) } : {}),
      ...(values.groups !== undefined ? { groups: values.groups } : {}),
      ...(values.shared !== undefined ? { sharedWithOrganization: values.shared } : {}),
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
