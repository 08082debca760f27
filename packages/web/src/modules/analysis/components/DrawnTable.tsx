import { type ChartTable, OTHER_LABEL } from '@app/shared';
import { Table, Text, UnstyledButton } from '@mantine/core';

/**
 * The table chart type as the shared builder lays it out (the same rows as the xlsx export): a header row, then
 * one row per value. The first cell of a row opens the documents behind it, the folded "Other" row excepted.
 */
export function DrawnTable({
  table,
  caption,
  onPick,
}: {
  table: ChartTable;
  caption: string;
  onPick?: ((value: string, column?: string) => void) | undefined;
}) {
  if (table.rows.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        {table.note ?? ''}
      </Text>
    );
  return (
    <Table fz="sm" data-testid="chart-table" aria-label={caption}>
      <Table.Thead>
        <Table.Tr>
          {table.columns.map((column, i) => (
            <Table.Th key={column} ta={i === 0 ? 'left' : 'right'}>
              {column}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.rows.map((row) => {
          const value = String(row[0] ?? '');
          return (
            <Table.Tr key={row.join('\u0000')} data-testid="chart-row" data-value={value} data-count={row.at(-1)}>
              {row.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are positional
                <Table.Td key={i} ta={i === 0 ? 'left' : 'right'}>
                  {i === 0 && onPick && value !== OTHER_LABEL ? (
                    <UnstyledButton onClick={() => onPick(value)} td="underline" fz="sm">
                      {value}
                    </UnstyledButton>
                  ) : typeof cell === 'number' ? (
                    cell.toLocaleString('en')
                  ) : (
                    cell
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
