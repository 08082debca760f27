// What a page of records needs beside the stored documents: the folder's ratings, labels and comments (folder
// exports only, SPEC §5) and custom field values, read per page so memory follows the page, not the export.

import type { ExportFieldDef, ExportSource } from '@app/shared';
import type { AppContext } from '../../context';
import { displayValues, usableFields } from '../custom-fields/custom-field-values.service';
import { folderPatentRows } from '../folder-access/folder-patents.repository';
import {
  commentsOfPatents,
  labelPairsOfPatents,
  listLabels,
} from '../folder-annotations/folder-annotations.repository';
import { personName } from '../users/users.presenter';
import type { UserRecord } from '../users/users.repository';
import type { FolderNotes, RecordContext } from './export-record';
import { formatDate } from './export-values';

async function folderNotes(ctx: AppContext, folderId: number, ucids: string[]): Promise<Map<string, FolderNotes>> {
  const [rows, pairs, labels, comments] = await Promise.all([
    folderPatentRows(ctx.db, folderId, ucids),
    labelPairsOfPatents(ctx.db, folderId, ucids),
    listLabels(ctx.db, folderId),
    commentsOfPatents(ctx.db, folderId, ucids),
  ]);
  const names = new Map(labels.map((l) => [l.id, l.name]));
  const notes = new Map<string, FolderNotes>(rows.map((r) => [r.ucid, { rating: r.rating, labels: [], comments: [] }]));
  for (const pair of pairs) {
    const name = names.get(pair.labelId);
    if (name) notes.get(pair.ucid)?.labels.push(name);
  }
  for (const { comment, email, firstName, lastName } of comments) {
    const author = personName(firstName, lastName, email) || 'Former user';
    notes.get(comment.ucid)?.comments.push(`${author} (${formatDate(comment.createdAt)}): ${comment.body}`);
  }
  return notes;
}

/** The custom field values the user sees for these patents (their active scheme's fields), as text by ucid. */
async function customValueTexts(ctx: AppContext, user: UserRecord, ucids: string[]): Promise<Map<string, string>> {
  const [{ data }, { fields }] = await Promise.all([displayValues(ctx, user, ucids), usableFields(ctx, user)]);
  const names = new Map(fields.map((f) => [String(f.id), f.name]));
  return new Map(
    data.map((entry) => [
      entry.ucid,
      Object.entries(entry.values)
        .map(([id, values]) => `${names.get(id) ?? id}: ${values.join(', ')}`)
        .join('; '),
    ]),
  );
}

export async function recordContext(
  ctx: AppContext,
  user: UserRecord,
  source: ExportSource,
  fields: readonly ExportFieldDef[],
  ucids: string[],
): Promise<RecordContext> {
  const wantsNotes = source.type === 'folder' && fields.some((f) => f.group === 'folder');
  const wantsCustom = fields.some((f) => f.id === 'custom_field_values');
  return {
    publicUrl: ctx.publicUrl,
    notes: wantsNotes ? await folderNotes(ctx, source.folderId, ucids) : new Map(),
    customValues: wantsCustom ? await customValueTexts(ctx, user, ucids) : new Map(),
  };
}
