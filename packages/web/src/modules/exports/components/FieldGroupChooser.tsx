import { EXPORT_FIELD_GROUP_LABELS, type ExportFieldGroup, type ExportFormat, type ExportSource } from '@app/shared';
import { Checkbox, Text } from '@mantine/core';
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
  const blocks = fields.map((f) => fieldBlock(f, format, sourceType));
  const anyAllowed = blocks.some((b) => b === null);
  // When one rule keeps the whole group out (folder fields outside a folder), it is said once, under the group.
  const groupBlock = blocks[0] !== null && blocks.every((b) => b === blocks[0]) ? blocks[0] : null;
  const groupLabel = EXPORT_FIELD_GROUP_LABELS[group];
  const listId = `export-fields-${group}`;
  // The general group holds half the catalogue: it takes two columns and two rows, its fields in two columns.
  const wide = group === 'general';
  return (
    <fieldset className="export-field-group" data-wide={wide || undefined} data-testid={`export-group-${group}`}>
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
      {groupBlock && (
        <Text fz="xs" className="export-field-group-reason" data-testid={`export-group-reason-${group}`}>
          {t(BLOCK_KEYS[groupBlock])}
        </Text>
      )}
      <div
        className="export-field-list"
        id={listId}
        style={wide ? { gridTemplateRows: `repeat(${Math.ceil(fields.length / 2)}, auto)` } : undefined}
      >
        {fields.map((f, i) => {
          const block = blocks[i] ?? null;
          return (
            <Checkbox
              key={f.id}
              size="xs"
              label={f.label}
              value={f.id}
              checked={block === null && selected.has(f.id)}
              disabled={disabled || block !== null}
              description={block === null || groupBlock ? undefined : t(BLOCK_KEYS[block])}
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
      </div>
    </fieldset>
  );
}
