import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value; rows whose value is null are left out. */
export type KeyValueRow = { key: string; label: string; value: ReactNode | null };

/** Props of KeyValueTable. */
type KeyValueTableProps = {
  rows: readonly KeyValueRow[];
  /** Names the table for screen readers (the section heading's text). */
  label: string;
  /** Width of the label column (CSS); the default suits long labels such as "Earliest priority office". */
  labelWidth?: string | number;
};

/**
 * Label and value pairs as a table with row headers, so a screen reader announces "Publication date, 2015-01-06"
 * and a test can find a row by its label.
 */
export function KeyValueTable({ rows, label, labelWidth = '42%' }: KeyValueTableProps) {
  const shown = rows.filter((row) => row.value !== null);
  return (
    <Table aria-label={label} verticalSpacing={6} layout="fixed">
      <Table.Tbody>
        {shown.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" w={labelWidth} fw={600} c="dimmed" style={{ verticalAlign: 'top' }}>
              {row.label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
