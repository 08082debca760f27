import type { TFunction } from 'i18next';
import { fieldGroups } from './fieldGroups';

/** Options of a field select, grouped by kind: `TI — Title`. */
export function fieldSelectData(t: TFunction) {
  return fieldGroups().map((group) => ({
    group: t(`search.fieldKinds.${group.kind}`),
    items: group.fields.map((field) => ({ value: field.code, label: `${field.code} — ${field.title}` })),
  }));
}
