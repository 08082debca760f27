import {
  AppError,
  CHOICE_FIELD_TYPES,
  CUSTOM_FIELD_TREE_MAX_DEPTH,
  type CustomFieldInput,
  type CustomFieldOptionInput,
} from '@app/shared';
import type { Database } from '../../db/client';
import {
  type CustomFieldOptionRow,
  type CustomFieldRow,
  deleteFields,
  deleteOptions,
  insertField,
  insertOption,
  listFieldsOfSchemes,
  listOptionsOfFields,
  updateField,
  updateOption,
} from './custom-field-schemes.repository';
import { countValuesOfFields, countValuesOfOptions } from './custom-field-values.repository';

type FieldErrors = Record<string, string[]>;

function addError(errors: FieldErrors, path: string, message: string): void {
  errors[path] = [...(errors[path] ?? []), message];
}

/** Every option of an input tree with its path in the body, depth first. */
function walkOptions(
  options: readonly CustomFieldOptionInput[],
  path: string,
  depth = 1,
): { option: CustomFieldOptionInput; path: string; depth: number; siblings: readonly CustomFieldOptionInput[] }[] {
  return options.flatMap((option, i) => [
    { option, path: `${path}.${i}`, depth, siblings: options },
    ...walkOptions(option.children ?? [], `${path}.${i}.children`, depth + 1),
  ]);
}

/** The refusals of an edit that no database row is needed for, and those that compare it with what exists. */
function validate(
  fields: readonly CustomFieldInput[],
  existing: readonly CustomFieldRow[],
  options: readonly CustomFieldOptionRow[],
): FieldErrors {
  const errors: FieldErrors = {};
  const byId = new Map(existing.map((f) => [f.id, f]));
  const names = new Set<string>();
  const seenFields = new Set<number>();
  fields.forEach((field, i) => {
    const at = `fields.${i}`;
    const key = field.name.trim().toLowerCase();
    if (names.has(key)) addError(errors, `${at}.name`, 'Another field of this scheme has this name.');
    names.add(key);
    if (field.id !== undefined) {
      const before = byId.get(field.id);
      if (!before) addError(errors, `${at}.id`, 'This field is not in the scheme.');
      else if (before.type !== field.type)
        addError(errors, `${at}.type`, 'A field keeps its type; add a new field for another type.');
      if (seenFields.has(field.id)) addError(errors, `${at}.id`, 'This field is named twice.');
      seenFields.add(field.id);
    }
    const isChoice = CHOICE_FIELD_TYPES.includes(field.type);
    if (!isChoice && field.options.length > 0)
      addError(errors, `${at}.options`, 'Only choice and tree fields have options.');
    if (isChoice && field.options.length === 0)
      addError(errors, `${at}.options`, 'Give this field at least one option.');
    const ownOptions = new Set(options.filter((o) => o.fieldId === field.id).map((o) => o.id));
    const seenOptions = new Set<number>();
    for (const { option, path, depth, siblings } of walkOptions(field.options, `${at}.options`)) {
      if (field.type !== 'tree' && (option.children?.length ?? 0) > 0)
        addError(errors, `${path}.children`, 'Only a tree field has options under options.');
      if (depth > CUSTOM_FIELD_TREE_MAX_DEPTH)
        addError(errors, path, `A tree has at most ${CUSTOM_FIELD_TREE_MAX_DEPTH} levels.`);
      const label = option.label.trim().toLowerCase();
      if (siblings.filter((s) => s.label.trim().toLowerCase() === label).length > 1)
        addError(errors, `${path}.label`, 'Options side by side need different labels.');
      if (option.id !== undefined) {
        if (!ownOptions.has(option.id)) addError(errors, `${path}.id`, 'This option is not one of this field’s.');
        if (seenOptions.has(option.id)) addError(errors, `${path}.id`, 'This option is named twice.');
        seenOptions.add(option.id);
      }
    }
  });
  return errors;
}

/** What the edit removes that holds values, in words, e.g. 'Option “Lithium” of “Chemistry” holds 3 values.'. */
async function removalsHoldingValues(
  db: Database,
  removedFields: readonly CustomFieldRow[],
  removedOptions: readonly CustomFieldOptionRow[],
  fieldNames: Map<number, string>,
): Promise<string[]> {
  // One after another: this runs in the caller's transaction, whose connection takes one query at a time.
  const byField = await countValuesOfFields(
    db,
    removedFields.map((f) => f.id),
  );
  const byOption = await countValuesOfOptions(
    db,
    removedOptions.map((o) => o.id),
  );
  const plural = (n: number) => (n === 1 ? '1 value' : `${n} values`);
  return [
    ...removedFields.flatMap((f) => {
      const n = byField.get(f.id) ?? 0;
      return n > 0 ? [`Field “${f.name}” holds ${plural(n)}.`] : [];
    }),
    ...removedOptions.flatMap((o) => {
      const n = byOption.get(o.id) ?? 0;
      return n > 0 ? [`Option “${o.label}” of “${fieldNames.get(o.fieldId)}” holds ${plural(n)}.`] : [];
    }),
  ];
}

/** Writes an input option tree under `parentId`: kept options are updated (label, place), new ones inserted. */
async function writeOptions(
  db: Database,
  fieldId: number,
  parentId: number | null,
  options: readonly CustomFieldOptionInput[],
): Promise<void> {
  for (const [position, option] of options.entries()) {
    const values = { parentId, label: option.label.trim(), position };
    let id = option.id;
    if (id !== undefined) await updateOption(db, id, values);
    else id = (await insertOption(db, { fieldId, ...values })).id;
    await writeOptions(db, fieldId, id, option.children ?? []);
  }
}

/**
 * Makes the scheme's fields what `fields` says, inside the caller's transaction. Fields and options keep their ids
 * through renames and moves, so the values given for them stay; a field or option left out is removed with its
 * values, but only when `confirmRemovals` is set if any value would go: otherwise the edit is refused with how many
 * values each removal holds, so the editor can ask first.
 */
export async function applyFieldEdits(
  db: Database,
  schemeId: number,
  fields: readonly CustomFieldInput[],
  confirmRemovals: boolean,
): Promise<void> {
  const existing = await listFieldsOfSchemes(db, [schemeId]);
  const options = await listOptionsOfFields(
    db,
    existing.map((f) => f.id),
  );
  const errors = validate(fields, existing, options);
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', { fields: errors });

  const keptFields = new Set(fields.flatMap((f) => (f.id === undefined ? [] : [f.id])));
  const keptOptions = new Set(
    fields.flatMap((f) =>
      walkOptions(f.options, '').flatMap(({ option }) => (option.id === undefined ? [] : [option.id])),
    ),
  );
  const removedFields = existing.filter((f) => !keptFields.has(f.id));
  // Options of removed fields go with their field (counted there); a removed option's descendants are counted too.
  const removedOptions = options.filter((o) => keptFields.has(o.fieldId) && !keptOptions.has(o.id));
  const names = new Map(existing.map((f) => [f.id, f.name]));
  const held = await removalsHoldingValues(db, removedFields, removedOptions, names);
  if (held.length > 0 && !confirmRemovals) {
    throw new AppError('VALIDATION_FAILED', {
      message: `Saving removes values: ${held.join(' ')} Confirm to remove them.`,
      fields: { confirm_removals: held },
    });
  }

  for (const [position, field] of fields.entries()) {
    const values = { name: field.name.trim(), queryable: field.queryable, position };
    let id = field.id;
    if (id !== undefined) await updateField(db, id, values);
    else id = (await insertField(db, { schemeId, type: field.type, ...values })).id;
    await writeOptions(db, id, null, field.options);
  }
  // Removed last: a kept option that moved out from under a removed one has its new parent by now.
  await deleteOptions(
    db,
    removedOptions.map((o) => o.id),
  );
  await deleteFields(
    db,
    removedFields.map((f) => f.id),
  );
}
