import type { AnalysisSectionResult, Chart } from '@app/shared';
import { Center, Loader, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { pivotData } from '../utils/chartData';
import { chartOption, type Palette } from '../utils/chartOption';
import { ChartCanvas } from './ChartCanvas';
import { ChartTable } from './ChartTable';

/** What a chart shows: its counts as the chosen type, or why there is nothing to show. */
export function ChartBody({
  chart,
  result,
  isPending,
  error,
  palette,
  onPick,
}: {
  chart: Chart;
  result: AnalysisSectionResult | undefined;
  isPending: boolean;
  error: unknown;
  palette?: Palette;
  onPick?: ((value: string, column?: string) => void) | undefined;
}) {
  const { t } = useTranslation();
  const option = useMemo(
    () => (result ? chartOption(result, chart.config, palette) : null),
    [result, chart.config, palette],
  );
  if (isPending)
    return (
      <Center h="100%" aria-busy="true">
        <Loader size="sm" aria-label={t('analysis.chart.loading')} />
      </Center>
    );
  if (error)
    return (
      <Text c="red.8" fz="sm">
        {describeApiError(error, t)}
      </Text>
    );
  if (!result)
    return (
      <Text c="dimmed" fz="sm">
        {t('analysis.chart.noData')}
      </Text>
    );
  if (result.kind === 'unavailable')
    return (
      <Text c="dimmed" fz="sm" data-testid="chart-unavailable">
        {result.reason}
      </Text>
    );
  if (option === null)
    return (
      <div style={{ overflow: 'auto', height: '100%' }}>
        <ChartTable result={result} config={chart.config} caption={chart.title} onPick={onPick} />
      </div>
    );
  const pivot = pivotData(result, chart.config);
  return (
    <ChartCanvas
      option={option}
      label={chart.title}
      {...(onPick ? { onPick: (pick: { value: string; column?: string }) => onPick(pick.value, pick.column) } : {})}
      {...(pivot ? { axes: { rows: pivot.rows, columns: pivot.columns } } : {})}
    />
  );
}
