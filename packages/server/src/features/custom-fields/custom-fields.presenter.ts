import type { CustomField, CustomFieldOption, CustomFieldScheme } from '@app/shared';
import type { CustomFieldOptionRow, CustomFieldRow, CustomFieldSchemeRow } from './custom-field-schemes.repository';

/** A field's options as the tree they form (flat choices are a tree of one level). */
export function optionTree(options: readonly CustomFieldOptionRow[]): CustomFieldOption[] {
  const byParent = new Map<number | null, CustomFieldOptionRow[]>();
  for (const option of options) {
    const siblings = byParent.get(option.parentId) ?? [];
    siblings.push(option);
    byParent.set(option.parentId, siblings);
  }
  const build = (parentId: number | null): CustomFieldOption[] =>
    (byParent.get(parentId) ?? []).map((o) => ({ id: o.id, label: o.label, children: build(o.id) }));
  return build(null);
}

export function presentField(field: CustomFieldRow, options: readonly CustomFieldOptionRow[]): CustomField {
  return {
    id: field.id,
    name: field.name,
    type: field.type,
    queryable: field.queryable,
    options: optionTree(options.filter((o) => o.fieldId === field.id)),
  };
}

export function presentScheme(
  row: CustomFieldSchemeRow,
  fields?: { rows: readonly CustomFieldRow[]; options: readonly CustomFieldOptionRow[] },
): CustomFieldScheme {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...(fields
      ? {
          fields: fields.rows.filter((f) => f.schemeId === row.id).map((f) => presentField(f, fields.options)),
        }
      : {}),
  };
}
