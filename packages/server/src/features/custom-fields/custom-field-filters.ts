import { AppError, type SearchPayloadParsed } from '@app/shared';
import type { AppContext } from '../../context';
import { listFoldersForViewer } from '../folder-access/folders.repository';
import type { UserRecord } from '../users/users.repository';
import type { CustomFieldOptionRow, CustomFieldRow } from './custom-field-schemes.repository';
import { ucidsWithDateBetween, ucidsWithOptions } from './custom-field-values.repository';
import { usableFields } from './custom-field-values.service';

const CUSTOM_FILTER = /^cf_([1-9][0-9]{0,9})$/;

/** `from:to` with YYYYMMDD or YYYY-MM-DD ends; an empty start is the beginning of time, an empty end today. */
function dateRange(value: string, today: string): { from: string; to: string } | null {
  const [from = '', to = '', ...rest] = value.split(':');
  if (rest.length > 0) return null;
  const norm = (text: string) => {
    const digits = text.replace(/-/g, '');
    return /^\d{8}$/.test(digits) ? `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}` : null;
  };
  const start = from.trim() === '' ? '0001-01-01' : norm(from.trim());
  const end = to.trim() === '' ? today : norm(to.trim());
  return start && end ? { from: start, to: end } : null;
}

/** An option with every option under it (a tree filter on a node finds values anywhere below it). */
export function withDescendants(optionId: number, options: readonly CustomFieldOptionRow[]): number[] {
  const out = [optionId];
  for (let i = 0; i < out.length; i++) for (const o of options) if (o.parentId === out[i]) out.push(o.id);
  return out;
}

async function matchesOf(
  ctx: AppContext,
  folderIds: readonly number[],
  field: CustomFieldRow,
  options: readonly CustomFieldOptionRow[],
  values: readonly string[],
  name: string,
): Promise<Set<string>> {
  const refuse = (message: string) => new AppError('VALIDATION_FAILED', { fields: { [`filters.${name}`]: [message] } });
  const out = new Set<string>();
  if (field.type === 'date') {
    const today = ctx.now().toISOString().slice(0, 10);
    for (const value of values) {
      const range = dateRange(value, today);
      if (!range) throw refuse('A date filter is a range from:to of YYYYMMDD dates.');
      for (const ucid of await ucidsWithDateBetween(ctx.db, folderIds, field.id, range.from, range.to)) out.add(ucid);
    }
    return out;
  }
  if (field.type === 'single_choice' || field.type === 'multiple_choice' || field.type === 'tree') {
    const own = options.filter((o) => o.fieldId === field.id);
    const ids = values.map(Number);
    if (ids.some((id) => !own.some((o) => o.id === id))) throw refuse('Filter by options of this field.');
    const wanted = field.type === 'tree' ? ids.flatMap((id) => withDescendants(id, own)) : ids;
    for (const ucid of await ucidsWithOptions(ctx.db, folderIds, field.id, wanted)) out.add(ucid);
    return out;
  }
  throw refuse('Only date, choice and tree fields can be filtered.');
}

/**
 * The documents the payload's custom field filters (`cf_{field id}`, SPEC §5) keep, or null when it has none. Values
 * live on patents in folders, so a filter keeps the patents of folders the user can see whose value matches: values
 * of one filter are ORed, filters ANDed. Only queryable fields of schemes the user may use filter; anything else is a
 * field error. Exclusions of custom fields are not supported (the engine takes a set to keep, not one to drop).
 */
export async function customFieldDocuments(
  ctx: AppContext,
  user: UserRecord,
  filters: SearchPayloadParsed['filters'],
): Promise<string[] | null> {
  const excluded = Object.keys(filters.filtersToExclude).find((name) => CUSTOM_FILTER.test(name));
  if (excluded) {
    throw new AppError('VALIDATION_FAILED', {
      fields: { [`filters.${excluded}`]: ['Custom fields can be filtered to, not excluded.'] },
    });
  }
  const wanted = Object.entries(filters.filtersToApply).filter(
    ([name, values]) => CUSTOM_FILTER.test(name) && values.length > 0,
  );
  if (wanted.length === 0) return null;
  const { fields, options } = await usableFields(ctx, user);
  const folders = await listFoldersForViewer(ctx.db, { id: user.id, organizationId: user.organizationId });
  const folderIds = folders.map((f) => f.id);
  const sets: Set<string>[] = [];
  for (const [name, values] of wanted) {
    const id = Number(CUSTOM_FILTER.exec(name)![1]);
    const field = fields.find((f) => f.id === id && f.queryable);
    if (!field) {
      throw new AppError('VALIDATION_FAILED', {
        fields: { [`filters.${name}`]: ['There is no queryable custom field with this id in your schemes.'] },
      });
    }
    sets.push(await matchesOf(ctx, folderIds, field, options, values, name));
  }
  const [first = new Set<string>(), ...rest] = sets;
  return [...first].filter((ucid) => rest.every((set) => set.has(ucid)));
}
