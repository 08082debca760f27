import {
  AppError,
  type CustomFieldDisplay,
  type CustomFieldValue,
  type CustomFieldValuesBulkBody,
  type CustomFieldValuesSetBody,
  type PatentCustomFieldValues,
} from '@app/shared';
import type { AppContext } from '../../context';
import { folderAccess } from '../folder-access/folder-access';
import { listFoldersForViewer } from '../folder-access/folders.repository';
import type { UserRecord } from '../users/users.repository';
import {
  type CustomFieldOptionRow,
  type CustomFieldRow,
  getActiveSchemeId,
  listFieldsOfSchemes,
  listOptionsOfFields,
  listSchemesForViewer,
} from './custom-field-schemes.repository';
import { schemeViewer } from './custom-field-schemes.service';
import {
  type CustomFieldValueRow,
  listValuesOfFolder,
  listValuesOfPatents,
  type NewCustomFieldValue,
  replaceValues,
  ucidsInFolder,
} from './custom-field-values.repository';

/** The fields of every scheme the user may use, with their options. */
export async function usableFields(
  ctx: AppContext,
  user: UserRecord,
): Promise<{ fields: CustomFieldRow[]; options: CustomFieldOptionRow[] }> {
  const schemes = await listSchemesForViewer(ctx.db, schemeViewer(user));
  const fields = await listFieldsOfSchemes(
    ctx.db,
    schemes.map((s) => s.id),
  );
  const options = await listOptionsOfFields(
    ctx.db,
    fields.map((f) => f.id),
  );
  return { fields, options };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The rows one value becomes for one patent, or the message saying why it cannot be stored. */
function rowsOf(
  field: CustomFieldRow,
  optionIds: Set<number>,
  value: CustomFieldValue,
): { rows: Omit<NewCustomFieldValue, 'folderId' | 'ucid'>[] } | { error: string } {
  if (value === null) return { rows: [] };
  const base = { fieldId: field.id };
  switch (field.type) {
    case 'text':
      if (typeof value !== 'string') return { error: 'Give text.' };
      return { rows: value.trim() === '' ? [] : [{ ...base, textValue: value.trim() }] };
    case 'number':
      return typeof value === 'number' ? { rows: [{ ...base, numberValue: value }] } : { error: 'Give a number.' };
    case 'date':
      return typeof value === 'string' && isRealDate(value)
        ? { rows: [{ ...base, dateValue: value }] }
        : { error: 'Give a date as YYYY-MM-DD.' };
    default: {
      const ids = typeof value === 'number' ? [value] : Array.isArray(value) ? [...new Set(value)] : null;
      if (ids === null) return { error: 'Choose options by their ids.' };
      if (field.type === 'single_choice' && ids.length > 1) return { error: 'Choose one option.' };
      if (ids.some((id) => !optionIds.has(id))) return { error: 'Choose options of this field.' };
      return { rows: ids.map((optionId) => ({ ...base, optionId })) };
    }
  }
}

/** The value rows of one patent as the API shows them: field id → value. */
function presentValues(rows: readonly CustomFieldValueRow[], fields: readonly CustomFieldRow[]) {
  const types = new Map(fields.map((f) => [f.id, f.type]));
  const values: Record<string, CustomFieldValue> = {};
  for (const row of rows) {
    const type = types.get(row.fieldId);
    if (!type) continue;
    const key = String(row.fieldId);
    if (type === 'text') values[key] = row.textValue;
    else if (type === 'number') values[key] = row.numberValue;
    else if (type === 'date') values[key] = row.dateValue;
    else if (type === 'single_choice') values[key] = row.optionId;
    else values[key] = [...((values[key] as number[] | undefined) ?? []), row.optionId!];
  }
  return values;
}

function groupByUcid(rows: readonly CustomFieldValueRow[]): Map<string, CustomFieldValueRow[]> {
  const out = new Map<string, CustomFieldValueRow[]>();
  for (const row of rows) out.set(row.ucid, [...(out.get(row.ucid) ?? []), row]);
  return out;
}

/** `GET /api/folders/{id}/custom_field_values`: the values of the folder's patents, for the fields the user may use. */
export async function folderValues(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
): Promise<{ data: PatentCustomFieldValues[] }> {
  await folderAccess(ctx.db, user, folderId, 'read');
  const { fields } = await usableFields(ctx, user);
  const rows = await listValuesOfFolder(
    ctx.db,
    folderId,
    fields.map((f) => f.id),
  );
  return {
    data: [...groupByUcid(rows)].map(([ucid, patentRows]) => ({ ucid, values: presentValues(patentRows, fields) })),
  };
}

/** Sets the given fields' values on patents of a folder (the others stay); 404 for a patent not in the folder. */
async function setValues(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  ucids: readonly string[],
  values: Record<string, CustomFieldValue>,
): Promise<{ fields: CustomFieldRow[] }> {
  await folderAccess(ctx.db, user, folderId, 'write');
  if (Object.keys(values).length === 0) {
    throw new AppError('VALIDATION_FAILED', { fields: { values: ['Give at least one field’s value.'] } });
  }
  const present = await ucidsInFolder(ctx.db, folderId, ucids);
  const missing = ucids.filter((u) => !present.includes(u));
  if (missing.length > 0) {
    const shown = missing.slice(0, 10).join(', ');
    throw new AppError('NOT_FOUND', { message: `Not in this folder: ${shown}${missing.length > 10 ? ', …' : ''}.` });
  }
  const { fields, options } = await usableFields(ctx, user);
  const byId = new Map(fields.map((f) => [f.id, f]));
  const errors: Record<string, string[]> = {};
  const perPatent: Omit<NewCustomFieldValue, 'folderId' | 'ucid'>[] = [];
  for (const [key, value] of Object.entries(values)) {
    const field = byId.get(Number(key));
    if (!field) {
      errors[`values.${key}`] = ['There is no such field in the schemes you may use.'];
      continue;
    }
    const optionIds = new Set(options.filter((o) => o.fieldId === field.id).map((o) => o.id));
    const result = rowsOf(field, optionIds, value);
    if ('error' in result) errors[`values.${key}`] = [result.error];
    else perPatent.push(...result.rows);
  }
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', { fields: errors });
  const rows = ucids.flatMap((ucid) => perPatent.map((row) => ({ ...row, folderId, ucid })));
  const fieldIds = Object.keys(values).map(Number);
  await ctx.db.transaction((tx) => replaceValues(tx, folderId, ucids, fieldIds, rows));
  return { fields };
}

/** `PUT /api/folders/{id}/custom_field_values/{ucid}`: one patent's values; answers all of its values after. */
export async function setPatentValues(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  ucid: string,
  body: CustomFieldValuesSetBody,
): Promise<PatentCustomFieldValues> {
  const { fields } = await setValues(ctx, user, folderId, [ucid], body.values);
  const rows = await listValuesOfPatents(
    ctx.db,
    [folderId],
    [ucid],
    fields.map((f) => f.id),
  );
  return { ucid, values: presentValues(rows, fields) };
}

/** `POST /api/folders/{id}/custom_field_values/bulk`: the same values on many patents of the folder. */
export async function setBulkValues(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  body: CustomFieldValuesBulkBody,
): Promise<{ updated: number }> {
  const ucids = [...new Set(body.ucids)];
  await setValues(ctx, user, folderId, ucids, body.values);
  return { updated: ucids.length };
}

/** A value row as text: the option's label (a tree option with its path, `A › B`), the number, the date. */
export function displayText(row: CustomFieldValueRow, labels: Map<number, string>): string {
  if (row.optionId !== null) return labels.get(row.optionId) ?? '';
  if (row.numberValue !== null) return String(row.numberValue);
  return row.textValue ?? row.dateValue ?? '';
}

export function optionPaths(options: readonly CustomFieldOptionRow[]): Map<number, string> {
  const byId = new Map(options.map((o) => [o.id, o]));
  const path = (o: CustomFieldOptionRow): string => {
    const parent = o.parentId === null ? undefined : byId.get(o.parentId);
    return parent ? `${path(parent)} › ${o.label}` : o.label;
  };
  return new Map(options.map((o) => [o.id, path(o)]));
}

/**
 * `POST /api/custom_field_values/patents`: the results table's custom fields column. For each ucid, the values of the
 * active scheme's fields in every folder the user can see, as text, without repeats (a patent can be in several).
 */
export async function displayValues(
  ctx: AppContext,
  user: UserRecord,
  ucids: readonly string[],
): Promise<CustomFieldDisplay> {
  const activeId = await getActiveSchemeId(ctx.db, user.id);
  const { fields, options } = await usableFields(ctx, user);
  const activeFields = fields.filter((f) => f.schemeId === activeId);
  if (activeFields.length === 0 || ucids.length === 0) return { data: [] };
  const folders = await listFoldersForViewer(ctx.db, { id: user.id, organizationId: user.organizationId });
  const rows = await listValuesOfPatents(
    ctx.db,
    folders.map((f) => f.id),
    ucids,
    activeFields.map((f) => f.id),
  );
  const labels = optionPaths(options);
  const data = [...groupByUcid(rows)].map(([ucid, patentRows]) => {
    const values: Record<string, string[]> = {};
    for (const row of patentRows) {
      const text = displayText(row, labels);
      const list = values[String(row.fieldId)] ?? [];
      if (text !== '' && !list.includes(text)) values[String(row.fieldId)] = [...list, text];
    }
    return { ucid, values };
  });
  return { data };
}
