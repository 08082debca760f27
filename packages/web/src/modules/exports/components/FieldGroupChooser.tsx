import { EXPORT_FIELD_GROUP_LABELS, type ExportFieldGroup, type ExportFormat, type ExportSource } from '@app/shared';
import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type FieldBlock, fieldBlock, fieldsOfGroup, groupState, toggleGroup } from '../utils/exportFieldChoices';

/** Props of FieldGroupChooser. */
type FieldGroupChooserProps = {
  group: ExportFieldGroup;
  selected: ReadonlySet<string>;
  format: ExportFormat;
  sourceType: ExportSource['type'];
  disabled: boolean;
  onChange: (selected: Set<string>) => void;
};

const BLOCK_KEYS = {
  folder_only: 'exports.dialog.blockedFolderOnly',
  json_xml_only: 'exports.dialog.blockedJsonXmlOnly',
  not_json_xml: 'exports.dialog.blockedNotJsonXml',
} as const satisfies Record<Exclude<FieldBlock, null>, string>;

/**
 * One field group of SPEC §3: a tri-state box that ticks or clears the whole group, and a box per field. A field
 * the format or source cannot hold (SPEC §5) is greyed out with the reason beside it. Labels are the catalogue's,
 * the same words the written file uses for its columns.
 */
export function FieldGroupChooser({ group, selected, format, sourceType, disabled, onChange }: FieldGroupChooserProps) {
  const { t } = useTranslation();
  const fields = fieldsOfGroup(group);
  const state = groupState(group, selected, format, sourceType);
  const anyAllowed = fields.some((f) => fieldBlock(f, format, sourceType) === null);
  const groupLabel = EXPORT_FIELD_GROUP_LABELS[group];
  const listId = `export-fields-${group}`;
  return (
    <fieldset className="export-field-group" data-testid={`export-group-${group}`}>
      <legend className="export-field-group-legend">
        <Checkbox
          label={groupLabel}
          aria-label={t('exports.dialog.groupAll', { group: groupLabel })}
          aria-controls={listId}
          checked={state === 'all'}
          indeterminate={state === 'some'}
          disabled={disabled || !anyAllowed}
          onChange={() => onChange(toggleGroup(group, selected, format, sourceType))}
          styles={{ label: { fontWeight: 600 } }}
        />
      </legend>
      <Stack gap={6} pl="lg" pt={6} id={listId}>
        {fields.map((f) => {
          const block = fieldBlock(f, format, sourceType);
          return (
            <Checkbox
              key={f.id}
              size="xs"
              label={f.label}
              value={f.id}
              checked={block === null && selected.has(f.id)}
              disabled={disabled || block !== null}
              description={block === null ? undefined : t(BLOCK_KEYS[block])}
              data-field={f.id}
              onChange={(event) => {
                const next = new Set(selected);
                if (event.currentTarget.checked) next.add(f.id);
                else next.delete(f.id);
                onChange(next);
              }}
            />
          );
        })}
      </Stack>
    </fieldset>
  );
}
