import { ActionIcon, Button, Checkbox, Group, Popover, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AVAILABLE_TABLE_COLUMNS, type TableColumn, tableColumns } from '../utils/tableColumns';

/** Props of TableColumnsMenu. */
type TableColumnsMenuProps = {
  columns: readonly TableColumn[];
  onChange: (columns: TableColumn[]) => void;
};

/**
 * Chooses and orders the table's columns by keyboard or pointer: shown columns first, in their order, each with
 * earlier/later buttons; then the hidden ones to tick on. Kept as the table_layout preference.
 */
export function TableColumnsMenu({ columns, onChange }: TableColumnsMenuProps) {
  const { t } = useTranslation();
  const hidden = AVAILABLE_TABLE_COLUMNS.filter((name) => !columns.some((c) => c.name === name));
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns size={16} aria-hidden="true" />}>
          {t('results.toolbar.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4} miw={260} mah={420} style={{ overflowY: 'auto' }}>
          {columns.map((column, i) => {
            const label = t(`results.columns.${column.name}`);
            return (
              <Group key={column.name} justify="space-between" wrap="nowrap" gap="xs">
                <Checkbox
                  size="xs"
                  checked
                  label={label}
                  aria-label={t('results.table.show', { column: label })}
                  onChange={() => onChange(tableColumns.toggle(columns, column.name))}
                />
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    disabled={i === 0}
                    aria-label={t('results.table.moveUp', { column: label })}
                    onClick={() => onChange(tableColumns.move(columns, column.name, -1))}
                  >
                    <IconArrowUp size={14} aria-hidden="true" />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    disabled={i === columns.length - 1}
                    aria-label={t('results.table.moveDown', { column: label })}
                    onClick={() => onChange(tableColumns.move(columns, column.name, 1))}
                  >
                    <IconArrowDown size={14} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              </Group>
            );
          })}
          {hidden.length > 0 && (
            <Text fz="xs" c="dimmed" mt="xs">
              {t('results.table.dragHint')}
            </Text>
          )}
          {hidden.map((name) => {
            const label = t(`results.columns.${name}`);
            return (
              <Checkbox
                key={name}
                size="xs"
                checked={false}
                label={label}
                aria-label={t('results.table.show', { column: label })}
                onChange={() => onChange(tableColumns.toggle(columns, name))}
              />
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
