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

/** What one request needs of the custom fields: the sections the user may ask for, and each field's values. */
export type UsableCustomFields = {
  /** The custom-field sections the user may ask for, by path. */
  sections: ReadonlyMap<string, AnalysisSection>;
  /** The field's values by ucid, as text (an option by its path in a tree), over the folders the user can see. */
  valuesByUcid: (fieldId: number) => Promise<Record<string, string[]>>;
};

const NONE: UsableCustomFields = {
  sections: new Map(),
  valuesByUcid: async () => ({}),
};

/**
 * The custom fields as one request sees them. The usable fields and the user's folders are read once however many
 * custom-field sections the request counts, and nothing is read when it asks for none.
 */
export async function usableCustomFields(
  ctx: AppContext,
  user: UserRecord,
  paths: readonly string[],
): Promise<UsableCustomFields> {
  if (!paths.some((path) => path.startsWith('custom-fields/'))) return NONE;
  const { fields, options } = await usableFields(ctx, user);
  let folderIds: Promise<number[]> | undefined;
  const visibleFolderIds = () => {
    folderIds ??= listFoldersForViewer(ctx.db, { id: user.id, organizationId: user.organizationId }).then((folders) =>
      folders.map((f) => f.id),
    );
    return folderIds;
  };
  return {
    sections: new Map(customFieldSections(fields).map((section) => [sectionPath(section), section])),
    valuesByUcid: async (fieldId) => {
      const rows = await listValuesOfField(ctx.db, await visibleFolderIds(), fieldId);
      const labels = optionPaths(options.filter((o) => o.fieldId === fieldId));
      const table: Record<string, string[]> = {};
      for (const row of rows) {
        const text = displayText(row, labels);
        if (text === '') continue;
        const values = table[row.ucid] ?? [];
        if (!values.includes(text)) table[row.ucid] = [...values, text];
      }
      return table;
    },
  };
}
