import type { CustomField, CustomFieldOption, CustomFieldValue } from '@app/shared';

/** A field's options as a flat list, a tree option labelled with its path (`Energy › Batteries`), in tree order. */
export function optionChoices(field: CustomField): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  const walk = (options: readonly CustomFieldOption[], prefix: string) => {
    for (const o of options) {
      const label = prefix ? `${prefix} › ${o.label}` : o.label;
      out.push({ value: String(o.id), label });
      walk(o.children, label);
    }
  };
  walk(field.options, '');
  return out;
}

/** A value as text for reading: option labels (with their tree path), the number, the date, the text. */
export function valueText(field: CustomField, value: CustomFieldValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (field.type === 'single_choice' || field.type === 'multiple_choice' || field.type === 'tree') {
    const labels = new Map(optionChoices(field).map((c) => [c.value, c.label]));
    const ids = Array.isArray(value) ? value : [value];
    return ids
      .map((id) => labels.get(String(id)) ?? '')
      .filter(Boolean)
      .join(', ');
  }
  return String(value);
}

/** What the form holds for each field: text for text, number and date inputs; option ids as strings for choices. */
export type FormValue = string | string[];

export function formValue(field: CustomField, value: CustomFieldValue | undefined): FormValue {
  if (field.type === 'multiple_choice' || field.type === 'tree') return Array.isArray(value) ? value.map(String) : [];
  if (value === undefined || value === null) return '';
  return Array.isArray(value) ? String(value[0] ?? '') : String(value);
}

/** The form's value as the API takes it; empty clears the field. Null when a number does not read as one. */
export function apiValue(field: CustomField, value: FormValue): { value: CustomFieldValue } | null {
  if (Array.isArray(value)) return { value: value.length === 0 ? null : value.map(Number) };
  const text = value.trim();
  if (text === '') return { value: null };
  if (field.type === 'number') {
    const number = Number(text.replace(',', '.'));
    return Number.isFinite(number) ? { value: number } : null;
  }
  if (field.type === 'single_choice') return { value: Number(text) };
  return { value: text };
}
