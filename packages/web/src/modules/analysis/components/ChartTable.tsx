import type { AnalysisSectionResult, ChartConfig } from '@app/shared';
import { Table, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chartRows, pivotData } from '../utils/chartData';

/** The table chart type: the chart's numbers as rows (for a pivot, rows × columns), each row opening its documents. */
export function ChartTable({
  result,
  config,
  caption,
  onPick,
}: {
  result: AnalysisSectionResult;
  config: ChartConfig;
  caption: string;
  onPick?: ((value: string, column?: string) => void) | undefined;
}) {
  const { t } = useTranslation();
  const pivot = pivotData(result, config);
  const pick = (value: string, column?: string) =>
    onPick ? (
      <UnstyledButton onClick={() => onPick(value, column)} td="underline" fz="sm">
        {value}
      </UnstyledButton>
    ) : (
      value
    );
  if (pivot)
    return (
      <Table.ScrollContainer minWidth={300}>
        <Table fz="sm" data-testid="chart-table" aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('analysis.chart.value')}</Table.Th>
              {pivot.columns.map((column) => (
                <Table.Th key={column} ta="right">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pivot.rows.map((row, r) => (
              <Table.Tr key={row}>
                <Table.Td>{row}</Table.Td>
                {pivot.columns.map((column, c) => (
                  <Table.Td key={column} ta="right" data-testid="chart-cell">
                    {pivot.cells[r]?.[c] ?? 0}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  const rows =
    result.kind === 'hierarchy'
      ? (result.levels[0]?.buckets ?? []).slice(0, config.top).map((b) => ({ ...b, other: false }))
      : chartRows(result, config);
  return (
    <Table fz="sm" data-testid="chart-table" aria-label={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('analysis.chart.value')}</Table.Th>
          <Table.Th ta="right">{t('analysis.chart.count')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.value} data-testid="chart-row" data-value={row.value} data-count={row.count}>
            <Table.Td>{row.other ? row.value : pick(row.value)}</Table.Td>
            <Table.Td ta="right">{row.count.toLocaleString('en')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
