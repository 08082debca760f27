import {
  CHOICE_FIELD_TYPES,
  type CustomField,
  type CustomFieldOption,
  type CustomFieldOptionInput,
  type CustomFieldsUpdateBody,
  type CustomFieldType,
} from '@app/shared';

/** An option being edited; `id` is there for options that exist (so their values stay), `key` for React. */
export type DraftOption = { key: string; id?: number; label: string; children: DraftOption[] };
export type DraftField = {
  key: string;
  id?: number;
  name: string;
  type: CustomFieldType;
  queryable: boolean;
  options: DraftOption[];
};
/** Where an option sits: its index among the field's options, then among each parent's children. */
export type OptionPath = readonly number[];

let counter = 0;
export const newKey = (): string => `draft-${++counter}`;

function draftOption(option: CustomFieldOption): DraftOption {
  return { key: newKey(), id: option.id, label: option.label, children: option.children.map(draftOption) };
}

export function draftFields(fields: readonly CustomField[]): DraftField[] {
  return fields.map((f) => ({
    key: newKey(),
    id: f.id,
    name: f.name,
    type: f.type,
    queryable: f.queryable,
    options: f.options.map(draftOption),
  }));
}

export function emptyField(): DraftField {
  return { key: newKey(), name: '', type: 'text', queryable: false, options: [] };
}

export function emptyOption(): DraftOption {
  return { key: newKey(), label: '', children: [] };
}

export const hasOptions = (type: CustomFieldType): boolean => CHOICE_FIELD_TYPES.includes(type);

/** The options with the one at `path` replaced by what `change` makes of it (null removes it). */
export function changeOption(
  options: readonly DraftOption[],
  path: OptionPath,
  change: (option: DraftOption) => DraftOption | null,
): DraftOption[] {
  const [at, ...rest] = path;
  return options.flatMap((option, i) => {
    if (i !== at) return [option];
    if (rest.length === 0) {
      const changed = change(option);
      return changed ? [changed] : [];
    }
    return [{ ...option, children: changeOption(option.children, rest, change) }];
  });
}

/** The request body: ids where options and fields exist, options only for the types that have them. */
export function fieldsBody(fields: readonly DraftField[], confirmRemovals: boolean): CustomFieldsUpdateBody {
  const option = (o: DraftOption): CustomFieldOptionInput => ({
    ...(o.id !== undefined ? { id: o.id } : {}),
    label: o.label,
    ...(o.children.length > 0 ? { children: o.children.map(option) } : {}),
  });
  return {
    fields: fields.map((f) => ({
      ...(f.id !== undefined ? { id: f.id } : {}),
      name: f.name,
      type: f.type,
      queryable: f.queryable,
      options: hasOptions(f.type) ? f.options.map(option) : [],
    })),
    confirm_removals: confirmRemovals,
  };
}

/** Blank names and labels, by the paths the server names its field errors with (`fields.0.options.1.label`). */
export function blankProblems(fields: readonly DraftField[], message: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (options: readonly DraftOption[], path: string) =>
    options.forEach((o, i) => {
      if (o.label.trim() === '') out[`${path}.${i}.label`] = [message];
      walk(o.children, `${path}.${i}.children`);
    });
  fields.forEach((f, i) => {
    if (f.name.trim() === '') out[`fields.${i}.name`] = [message];
    if (hasOptions(f.type)) walk(f.options, `fields.${i}.options`);
  });
  return out;
}

/** The server's path of an option's label field (children of a tree nest under `children`). */
export function optionErrorPath(fieldIndex: number, path: OptionPath): string {
  return `fields.${fieldIndex}.options.${path.join('.children.')}`;
}
