import { type AnalysisSection, customFieldSections, sectionPath } from '@app/shared';
import type { AppContext } from '../../context';
import { listValuesOfField } from '../custom-fields/custom-field-values.repository';
import { displayText, optionPaths, usableFields } from '../custom-fields/custom-field-values.service';
import { listFoldersForViewer } from '../folder-access/folders.repository';
import type { UserRecord } from '../users/users.repository';

// Custom-field sections of `POST /api/analysis/aggregate`: one per field of a scheme the user may use (as the custom
// fields feature allows it: the organisation's admins, or a grant to the user or one of their groups), counted from
// the values given in the folders the user can see. The values live in the database, not the index: they are handed
// to the engine per ucid and counted there, in the search's one pass, for the grouping like any field.

/** The custom-field sections the user may ask for, by path. */
export async function usableCustomFieldSections(
  ctx: AppContext,
  user: UserRecord,
  paths: readonly string[],
): Promise<Map<string, AnalysisSection>> {
  if (!paths.some((path) => path.startsWith('custom-fields/'))) return new Map();
  const { fields } = await usableFields(ctx, user);
  return new Map(customFieldSections(fields).map((section) => [sectionPath(section), section]));
}

/** The field's values by ucid, as text (an option by its path in a tree), over the folders the user can see. */
export async function customFieldValuesByUcid(
  ctx: AppContext,
  user: UserRecord,
  fieldId: number,
): Promise<Record<string, string[]>> {
  const folders = await listFoldersForViewer(ctx.db, { id: user.id, organizationId: user.organizationId });
  const rows = await listValuesOfField(
    ctx.db,
    folders.map((f) => f.id),
    fieldId,
  );
  const { options } = await usableFields(ctx, user);
  const labels = optionPaths(options.filter((o) => o.fieldId === fieldId));
  const table: Record<string, string[]> = {};
  for (const row of rows) {
    const text = displayText(row, labels);
    if (text === '') continue;
    const values = table[row.ucid] ?? [];
    if (!values.includes(text)) table[row.ucid] = [...values, text];
  }
  return table;
}
