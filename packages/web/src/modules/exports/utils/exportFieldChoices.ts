import {
  DEFAULT_EXPORT_CHOICES,
  EXPORT_FIELDS,
  type ExportChoices,
  ExportChoicesSchema,
  type ExportFieldDef,
  type ExportFieldGroup,
  type ExportFormat,
  type ExportSource,
  exportField,
  fieldAllowed,
} from '@app/shared';

type SourceType = ExportSource['type'];

/** Why a field cannot be chosen for this format and source (SPEC §5), or null when it can. */
export type FieldBlock = 'folder_only' | 'json_xml_only' | 'not_json_xml' | null;

/** The SPEC §5 rule that keeps a field out; the contract's `fieldAllowed` decides, this names the reason. */
export function fieldBlock(def: ExportFieldDef, format: ExportFormat, sourceType: SourceType): FieldBlock {
  if (fieldAllowed(def, format, sourceType)) return null;
  if (def.group === 'folder' && sourceType !== 'folder') return 'folder_only';
  return def.id === 'full_images' ? 'json_xml_only' : 'not_json_xml';
}

/** The fields of a group, in catalogue order. */
export function fieldsOfGroup(group: ExportFieldGroup): readonly ExportFieldDef[] {
  return EXPORT_FIELDS.filter((f) => f.group === group);
}

/** A group checkbox's state: every allowed field ticked, some, or none (also none when no field is allowed). */
export type GroupState = 'all' | 'some' | 'none';

export function groupState(
  group: ExportFieldGroup,
  selected: ReadonlySet<string>,
  format: ExportFormat,
  sourceType: SourceType,
): GroupState {
  const allowed = fieldsOfGroup(group).filter((f) => fieldAllowed(f, format, sourceType));
  const ticked = allowed.filter((f) => selected.has(f.id)).length;
  if (ticked === 0) return 'none';
  return ticked === allowed.length ? 'all' : 'some';
}

/**
 * Select-all of a group: a fully ticked group is cleared, any other is filled. Only allowed fields change, so a
 * remembered choice of a field this format cannot hold stays remembered for the next format that can.
 */
export function toggleGroup(
  group: ExportFieldGroup,
  selected: ReadonlySet<string>,
  format: ExportFormat,
  sourceType: SourceType,
): Set<string> {
  const next = new Set(selected);
  const clear = groupState(group, selected, format, sourceType) === 'all';
  for (const f of fieldsOfGroup(group)) {
    if (!fieldAllowed(f, format, sourceType)) continue;
    if (clear) next.delete(f.id);
    else next.add(f.id);
  }
  return next;
}

/** The fields to ask for: those ticked that the format and source allow, in catalogue (column) order. */
export function fieldsToSend(selected: ReadonlySet<string>, format: ExportFormat, sourceType: SourceType): string[] {
  return EXPORT_FIELDS.filter((f) => selected.has(f.id) && fieldAllowed(f, format, sourceType)).map((f) => f.id);
}

/**
 * The dialog's starting choices from the `export_options` preference: what the user chose last, without fields
 * the catalogue no longer has; the defaults (Excel, general fields) when nothing valid is stored.
 */
export function choicesFromPreference(stored: unknown): ExportChoices {
  const parsed = ExportChoicesSchema.safeParse(stored);
  if (!parsed.success) return DEFAULT_EXPORT_CHOICES;
  const fields = [...new Set(parsed.data.fields.filter((id) => exportField(id) !== undefined))];
  return { ...parsed.data, fields };
}
