import { CUSTOM_FIELD_NAME_MAX, CUSTOM_FIELD_TYPES, type CustomFieldType } from '@app/shared';
import { ActionIcon, Button, Checkbox, Fieldset, Group, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeOption, type DraftField, emptyOption, hasOptions } from '../utils/fieldsDraft';
import { OptionTreeEditor } from './OptionTreeEditor';

type FieldCardProps = {
  field: DraftField;
  index: number;
  count: number;
  errors: Record<string, string[]>;
  onChange: (field: DraftField) => void;
  onRemove: () => void;
  onMove: (by: -1 | 1) => void;
};

/** One field of the editor: name, type (fixed once saved), whether it is searchable, and its options. */
export function FieldCard({ field, index, count, errors, onChange, onRemove, onMove }: FieldCardProps) {
  const { t } = useTranslation();
  const at = `fields.${index}`;
  const name = field.name || t('customFields.fields.fieldLegend', { number: index + 1 });
  return (
    <Fieldset legend={t('customFields.fields.fieldLegend', { number: index + 1 })} data-testid="field-card">
      <Stack gap="sm">
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('customFields.fields.name')}
            value={field.name}
            maxLength={CUSTOM_FIELD_NAME_MAX}
            error={errors[`${at}.name`]?.[0]}
            onChange={(event) => onChange({ ...field, name: event.currentTarget.value })}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Select
            label={t('customFields.fields.type')}
            data={CUSTOM_FIELD_TYPES.map((type) => ({ value: type, label: t(`customFields.fields.types.${type}`) }))}
            value={field.type}
            allowDeselect={false}
            disabled={field.id !== undefined}
            description={field.id !== undefined ? t('customFields.fields.typeKept') : undefined}
            error={errors[`${at}.type`]?.[0]}
            onChange={(value) => {
              const type = value as CustomFieldType;
              onChange({
                ...field,
                type,
                options: hasOptions(type) && field.options.length === 0 ? [emptyOption()] : field.options,
              });
            }}
            w={220}
          />
        </Group>
        <Group justify="space-between">
          <Checkbox
            label={t('customFields.fields.queryable')}
            checked={field.queryable}
            onChange={(event) => onChange({ ...field, queryable: event.currentTarget.checked })}
            description={
              field.queryable
                ? field.id !== undefined
                  ? t('customFields.fields.queryCode', { code: `CF_${field.id}` })
                  : t('customFields.fields.queryCodeAfterSave')
                : undefined
            }
          />
          <Group gap={4}>
            <Tooltip label={t('customFields.fields.moveUp')}>
              <ActionIcon
                variant="default"
                aria-label={t('customFields.fields.moveUp')}
                disabled={index === 0}
                onClick={() => onMove(-1)}
              >
                <IconArrowUp size={14} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('customFields.fields.moveDown')}>
              <ActionIcon
                variant="default"
                aria-label={t('customFields.fields.moveDown')}
                disabled={index === count - 1}
                onClick={() => onMove(1)}
              >
                <IconArrowDown size={14} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
            <Button
              size="xs"
              variant="default"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden="true" />}
              aria-label={t('customFields.fields.removeNamed', { name })}
              onClick={onRemove}
            >
              {t('customFields.fields.remove')}
            </Button>
          </Group>
        </Group>
        {hasOptions(field.type) && (
          <Stack gap={6}>
            <Text fz="sm" fw={600}>
              {field.type === 'tree' ? t('customFields.fields.treeOptions') : t('customFields.fields.options')}
            </Text>
            {errors[`${at}.options`]?.[0] && (
              <Text fz="sm" c="red" role="alert">
                {errors[`${at}.options`]?.[0]}
              </Text>
            )}
            <OptionTreeEditor
              options={field.options}
              nested={field.type === 'tree'}
              fieldIndex={index}
              errors={errors}
              onChange={(path, change) => onChange({ ...field, options: changeOption(field.options, path, change) })}
            />
            <Group>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} aria-hidden="true" />}
                onClick={() => onChange({ ...field, options: [...field.options, emptyOption()] })}
              >
                {t('customFields.fields.addOption')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Fieldset>
  );
}
