import { FIELDS, type FieldDef, type FieldKind } from '@app/query';

/** The fields of one kind, for grouped lists (the expert field select, the reference panel). */
export type FieldGroup = { readonly kind: FieldKind; readonly fields: readonly FieldDef[] };

/** Kinds in the order a searcher reaches for them: text first, the exotic last. */
export const FIELD_KIND_ORDER: readonly FieldKind[] = [
  'text',
  'name',
  'classification',
  'date',
  'number',
  'citation',
  'keyword',
  'numeric',
];

/** The catalogue grouped by kind, in catalogue order within a group; `filter` keeps fields by code, alias or title. */
export function fieldGroups(filter = ''): FieldGroup[] {
  const needle = filter.trim().toLowerCase();
  const matches = (field: FieldDef) =>
    needle === '' ||
    field.code.toLowerCase().includes(needle) ||
    field.title.toLowerCase().includes(needle) ||
    field.aliases.some((alias) => alias.includes(needle));
  return FIELD_KIND_ORDER.map((kind) => ({
    kind,
    fields: FIELDS.filter((field) => field.kind === kind && matches(field)),
  })).filter((group) => group.fields.length > 0);
}
