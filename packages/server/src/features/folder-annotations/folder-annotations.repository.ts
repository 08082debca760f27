import { and, asc, count, eq, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Database } from '../../db/client';
import {
  folderComments,
  folderLabels,
  folderNplLabels,
  folderPatentLabels,
  folderPatents,
  users,
} from '../../db/schema';

export type FolderLabelRow = typeof folderLabels.$inferSelect;
export type FolderCommentRow = typeof folderComments.$inferSelect;
export type LabelPair = typeof folderPatentLabels.$inferSelect;
export type NplLabelPair = typeof folderNplLabels.$inferSelect;

function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

/** The folder's labels by name, with how many of its patents carry each. */
export async function listLabels(db: Database, folderId: number) {
  return db
    .select({
      id: folderLabels.id,
      folderId: folderLabels.folderId,
      name: folderLabels.name,
      colour: folderLabels.colour,
      patentCount:
        sql<number>`(select count(*) from folder_patent_labels pl where pl.label_id = folder_labels.id)`.mapWith(
          Number,
        ),
    })
    .from(folderLabels)
    .where(eq(folderLabels.folderId, folderId))
    .orderBy(asc(folderLabels.nameKey), asc(folderLabels.id));
}

/** The ids of the folder's labels. */
export async function labelIdsOfFolder(db: Database, folderId: number): Promise<number[]> {
  const rows = await db.select({ id: folderLabels.id }).from(folderLabels).where(eq(folderLabels.folderId, folderId));
  return rows.map((r) => r.id);
}

export async function getLabel(db: Database, folderId: number, labelId: number): Promise<FolderLabelRow | undefined> {
  const [row] = await db
    .select()
    .from(folderLabels)
    .where(and(eq(folderLabels.folderId, folderId), eq(folderLabels.id, labelId)));
  return row;
}

export async function insertLabel(
  db: Database,
  values: { folderId: number; name: string; colour: string },
): Promise<FolderLabelRow> {
  const [row] = await db
    .insert(folderLabels)
    .values({ ...values, nameKey: nameKey(values.name) })
    .returning();
  if (!row) throw new Error('insert into folder_labels returned no row');
  return row;
}

/** Puts a deleted label back under its own id (the undo of its deletion). */
export async function restoreLabel(db: Database, row: FolderLabelRow): Promise<void> {
  await db.insert(folderLabels).values(row).onConflictDoNothing();
}

export async function updateLabel(
  db: Database,
  folderId: number,
  labelId: number,
  values: { name?: string; colour?: string },
): Promise<void> {
  await db
    .update(folderLabels)
    .set({ ...values, ...(values.name !== undefined ? { nameKey: nameKey(values.name) } : {}) })
    .where(and(eq(folderLabels.folderId, folderId), eq(folderLabels.id, labelId)));
}

export async function deleteLabel(db: Database, folderId: number, labelId: number): Promise<void> {
  await db.delete(folderLabels).where(and(eq(folderLabels.folderId, folderId), eq(folderLabels.id, labelId)));
}

/** Label pairings of a label, or of some patents of a folder. */
export async function labelPairsOfLabel(db: Database, labelId: number): Promise<LabelPair[]> {
  return db.select().from(folderPatentLabels).where(eq(folderPatentLabels.labelId, labelId));
}

export async function labelPairsOfPatents(db: Database, folderId: number, ucids: string[]): Promise<LabelPair[]> {
  if (ucids.length === 0) return [];
  return db
    .select()
    .from(folderPatentLabels)
    .where(and(eq(folderPatentLabels.folderId, folderId), anyOf(folderPatentLabels.ucid, ucids)))
    .orderBy(asc(folderPatentLabels.ucid), asc(folderPatentLabels.labelId));
}

/** Adds pairings; pairs whose patent or label is gone are skipped (they cannot be kept). */
export async function insertLabelPairs(db: Database, pairs: LabelPair[]): Promise<void> {
  if (pairs.length === 0) return;
  await db.execute(sql`insert into folder_patent_labels (folder_id, ucid, label_id)
    select v.folder_id, v.ucid, v.label_id
    from jsonb_to_recordset(${JSON.stringify(pairs.map((p) => ({ folder_id: p.folderId, ucid: p.ucid, label_id: p.labelId })))}::jsonb)
      as v(folder_id int, ucid text, label_id int)
    where exists (select 1 from folder_patents p where p.folder_id = v.folder_id and p.ucid = v.ucid)
      and exists (select 1 from folder_labels l where l.id = v.label_id and l.folder_id = v.folder_id)
    on conflict do nothing`);
}

export async function deletePatentLabels(db: Database, folderId: number, ucid: string): Promise<void> {
  await db
    .delete(folderPatentLabels)
    .where(and(eq(folderPatentLabels.folderId, folderId), eq(folderPatentLabels.ucid, ucid)));
}

/** Labels per patent and comment counts per patent, for a page of a folder's patents. */
export async function annotationCounts(db: Database, folderId: number, ucids: string[]) {
  if (ucids.length === 0) return { pairs: [], comments: [] };
  const pairs = await labelPairsOfPatents(db, folderId, ucids);
  const comments = await db
    .select({ ucid: folderComments.ucid, n: count() })
    .from(folderComments)
    .where(and(eq(folderComments.folderId, folderId), anyOf(folderComments.ucid, ucids)))
    .groupBy(folderComments.ucid);
  return { pairs, comments };
}

/** The patent's row in the folder (for its rating), or undefined when the folder does not hold it. */
export async function getFolderPatent(db: Database, folderId: number, ucid: string) {
  const [row] = await db
    .select()
    .from(folderPatents)
    .where(and(eq(folderPatents.folderId, folderId), eq(folderPatents.ucid, ucid)));
  return row;
}

export async function setRating(db: Database, folderId: number, ucid: string, rating: number | null): Promise<void> {
  await db
    .update(folderPatents)
    .set({ rating })
    .where(and(eq(folderPatents.folderId, folderId), eq(folderPatents.ucid, ucid)));
}

/** Comments on some patents of a folder with their authors, oldest first (threads read top-down). */
export async function commentsOfPatents(db: Database, folderId: number, ucids: string[]) {
  if (ucids.length === 0) return [];
  return db
    .select({
      comment: folderComments,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(folderComments)
    .leftJoin(users, eq(users.id, folderComments.authorId))
    .where(and(eq(folderComments.folderId, folderId), anyOf(folderComments.ucid, ucids)))
    .orderBy(asc(folderComments.id));
}

export async function getComment(
  db: Database,
  folderId: number,
  ucid: string,
  id: number,
): Promise<FolderCommentRow | undefined> {
  const [row] = await db
    .select()
    .from(folderComments)
    .where(and(eq(folderComments.folderId, folderId), eq(folderComments.ucid, ucid), eq(folderComments.id, id)));
  return row;
}

export async function insertComment(
  db: Database,
  values: { folderId: number; ucid: string; parentId: number | null; authorId: number; body: string; createdAt: Date },
): Promise<FolderCommentRow> {
  const [row] = await db
    .insert(folderComments)
    .values({ ...values, updatedAt: values.createdAt })
    .returning();
  if (!row) throw new Error('insert into folder_comments returned no row');
  return row;
}

/** Puts comments back under their ids, parents before replies (ids grow with time, so id order does it). */
export async function restoreComments(db: Database, rows: FolderCommentRow[]): Promise<void> {
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  if (sorted.length > 0) await db.insert(folderComments).values(sorted).onConflictDoNothing();
}

/** Carries comments (by id, threads whole) from one folder's patents to the same patents in another folder. */
export async function moveComments(db: Database, from: number, to: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(folderComments)
    .set({ folderId: to })
    .where(and(eq(folderComments.folderId, from), anyOf(folderComments.id, ids)));
}

export async function updateComment(db: Database, id: number, body: string, at: Date): Promise<void> {
  await db.update(folderComments).set({ body, updatedAt: at }).where(eq(folderComments.id, id));
}

/** Deletes a comment with its replies; answers every row removed, for the undo. */
export async function deleteCommentThread(
  db: Database,
  folderId: number,
  ucid: string,
  id: number,
): Promise<FolderCommentRow[]> {
  const all = await db
    .select()
    .from(folderComments)
    .where(and(eq(folderComments.folderId, folderId), eq(folderComments.ucid, ucid)));
  const removed = new Set([id]);
  // Replies always come after their parent (ids grow), so one pass in id order finds the whole thread.
  for (const row of [...all].sort((a, b) => a.id - b.id))
    if (row.parentId !== null && removed.has(row.parentId)) removed.add(row.id);
  const rows = all.filter((r) => removed.has(r.id));
  if (rows.length > 0) await db.delete(folderComments).where(eq(folderComments.id, id));
  return rows;
}

/** Every label pairing of the folder. */
export async function labelPairsOfFolder(db: Database, folderId: number): Promise<LabelPair[]> {
  return db.select().from(folderPatentLabels).where(eq(folderPatentLabels.folderId, folderId));
}

// The labels NPL records carry: the same folder labels as patents, in their own pairing table.

export async function labelPairsOfNpl(db: Database, nplIds: number[]): Promise<NplLabelPair[]> {
  if (nplIds.length === 0) return [];
  return db
    .select()
    .from(folderNplLabels)
    .where(anyOf(folderNplLabels.nplId, nplIds))
    .orderBy(asc(folderNplLabels.nplId), asc(folderNplLabels.labelId));
}

/** The NPL records carrying a label (so a label's deletion can be undone on them too). */
export async function nplLabelPairsOfLabel(db: Database, labelId: number): Promise<NplLabelPair[]> {
  return db
    .select()
    .from(folderNplLabels)
    .where(eq(folderNplLabels.labelId, labelId))
    .orderBy(asc(folderNplLabels.nplId));
}

/**
 * Adds pairings; a pair whose record or label is gone, or whose label is another folder's, is skipped (it cannot be
 * kept, and a label never crosses folders).
 */
export async function insertNplLabelPairs(db: Database, pairs: NplLabelPair[]): Promise<void> {
  if (pairs.length === 0) return;
  await db.execute(sql`insert into folder_npl_labels (npl_id, label_id)
    select v.npl_id, v.label_id
    from jsonb_to_recordset(${JSON.stringify(pairs.map((p) => ({ npl_id: p.nplId, label_id: p.labelId })))}::jsonb)
      as v(npl_id int, label_id int)
    join folder_npl n on n.id = v.npl_id
    join folder_labels l on l.id = v.label_id and l.folder_id = n.folder_id
    on conflict do nothing`);
}

export async function deleteNplLabels(db: Database, nplId: number): Promise<void> {
  await db.delete(folderNplLabels).where(eq(folderNplLabels.nplId, nplId));
}

/** Comments on some records with their authors, oldest first (threads read top-down). */
