import { type AnalysisGrouping, type AnalysisSectionResult, buildChartOption, type Chart } from '@app/shared';
import { Center, Loader, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { catalogueSection } from '../hooks/useDrillDown';
import { useWorldMap } from '../hooks/useWorldMap';
import { pivotData } from '../utils/chartData';
import { chartOption, type Palette } from '../utils/chartOption';
import { ChartCanvas } from './ChartCanvas';
import { ChartTable } from './ChartTable';
import { DrawnTable } from './DrawnTable';

type Pick = ((value: string, column?: string) => void) | undefined;

/** What a chart shows: its counts as the chosen type, or why there is nothing to show. */
export function ChartBody({
  chart,
  result,
  grouping,
  isPending,
  error,
  palette,
  onPick,
}: {
  chart: Chart;
  result: AnalysisSectionResult | undefined;
  grouping: AnalysisGrouping;
  isPending: boolean;
  error: unknown;
  palette?: Palette;
  onPick?: Pick;
}) {
  const { t } = useTranslation();
  // Catalogue sections are drawn by the shared builder (the same picture as the server's exports); others, such as
  // custom fields, by the local fallback.
  const needsMap = chart.config.type === 'world-map';
  const mapRegions = useWorldMap(needsMap);
  const drawing = useMemo(() => {
    const section = catalogueSection(chart.section);
    if (!result || !section || (needsMap && !mapRegions)) return null;
    // The card shows the title above the drawing, so the option carries none.
    return buildChartOption({
      section,
      result,
      config: chart.config,
      colours: palette ?? [],
      grouping,
      title: '',
      ...(mapRegions ? { mapRegions } : {}),
    });
  }, [result, chart.config, chart.section, palette, grouping, needsMap, mapRegions]);
  const fallback = useMemo(
    () => (result && !drawing ? chartOption(result, chart.config, palette) : null),
    [result, drawing, chart.config, palette],
  );
  if (isPending || (needsMap && !mapRegions))
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
  if (drawing?.kind === 'table')
    return (
      <div style={{ overflow: 'auto', height: '100%' }}>
        <DrawnTable table={drawing.table} caption={chart.title} onPick={onPick} />
      </div>
    );
  const option = drawing?.kind === 'echarts' ? drawing.option : fallback;
  if (!option)
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
