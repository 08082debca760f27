import { CUSTOM_FIELD_NAME_MAX, CUSTOM_FIELD_TREE_MAX_DEPTH } from '@app/shared';
import { ActionIcon, Box, Group, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconCornerDownRight, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type DraftOption, emptyOption, type OptionPath, optionErrorPath } from '../utils/fieldsDraft';

type OptionTreeEditorProps = {
  options: readonly DraftOption[];
  /** Trees let an option hold options; choices are one level. */
  nested: boolean;
  fieldIndex: number;
  errors: Record<string, string[]>;
  onChange: (path: OptionPath, change: (option: DraftOption) => DraftOption | null) => void;
  /** Where these options sit (empty at the top). */
  path?: OptionPath;
};

/**
 * A field's options as a list of labelled inputs, each with Remove and (in a tree) "Add option under", nested
 * options indented under their parent and announced as a group, so the tree reads the same by keyboard and screen
 * reader as it looks.
 */
export function OptionTreeEditor({ options, nested, fieldIndex, errors, onChange, path = [] }: OptionTreeEditorProps) {
  const { t } = useTranslation();
  const level = path.length + 1;
  return (
    <Stack gap={6} role={path.length === 0 ? undefined : 'group'}>
      {options.map((option, i) => {
        const at = [...path, i];
        const errorPath = optionErrorPath(fieldIndex, at);
        const error = errors[`${errorPath}.label`]?.[0] ?? errors[errorPath]?.[0] ?? errors[`${errorPath}.id`]?.[0];
        const name = option.label || t('customFields.fields.optionLabel');
        return (
          <Box key={option.key} data-testid="option-row">
            <Group gap={6} align="flex-start" wrap="nowrap">
              <TextInput
                aria-label={t('customFields.fields.optionLabelNamed', { level })}
                placeholder={t('customFields.fields.optionLabel')}
                value={option.label}
                maxLength={CUSTOM_FIELD_NAME_MAX}
                error={error}
                onChange={(event) => {
                  const label = event.currentTarget.value;
                  onChange(at, (o) => ({ ...o, label }));
                }}
                style={{ flex: 1 }}
                size="xs"
              />
              {nested && level < CUSTOM_FIELD_TREE_MAX_DEPTH && (
                <Tooltip label={t('customFields.fields.addChild')}>
                  <ActionIcon
                    variant="default"
                    size="md"
                    aria-label={t('customFields.fields.addChildNamed', { name })}
                    onClick={() => onChange(at, (o) => ({ ...o, children: [...o.children, emptyOption()] }))}
                  >
                    <IconCornerDownRight size={14} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
              )}
              <Tooltip label={t('customFields.fields.removeOption')}>
                <ActionIcon
                  variant="default"
                  color="red"
                  size="md"
                  aria-label={t('customFields.fields.removeOptionNamed', { name })}
                  onClick={() => onChange(at, () => null)}
                >
                  <IconX size={14} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            </Group>
            {option.children.length > 0 && (
              <Box pl="lg" mt={6} style={{ borderLeft: '2px solid var(--mantine-color-gray-4)' }}>
                <OptionTreeEditor
                  options={option.children}
                  nested={nested}
                  fieldIndex={fieldIndex}
                  errors={errors}
                  onChange={onChange}
                  path={at}
                />
              </Box>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
