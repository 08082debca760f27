import type { AnalysisGrouping, AnalysisSectionResult, Chart, ChartType } from '@app/shared';
import { ActionIcon, Group, Menu, Paper, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDots, IconDownload, IconMaximize, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirm } from '../../../lib/modals/confirm';
import { openModal } from '../../../lib/modals/openModal';
import { analysisApi, exportLinks } from '../api/analysisApi';
import type { ChartChange } from '../hooks/useChartEditing';
import type { Palette } from '../utils/chartOption';
import type { LayoutMove } from '../utils/layout';
import { ChartBody } from './ChartBody';
import { ChartSettingsForm } from './ChartSettingsForm';
import { ExportMenu } from './ExportMenu';
import { openShareLinkModal } from './ShareLinkModal';

const MOVES: readonly LayoutMove[] = ['left', 'right', 'up', 'down', 'wider', 'narrower', 'taller', 'shorter'];
const EXPORTS = ['png', 'svg', 'pdf', 'xlsx'] as const;

export type ChartCardProps = {
  chart: Chart;
  workspaceId: number;
  result: AnalysisSectionResult | undefined;
  grouping: AnalysisGrouping;
  isPending: boolean;
  error: unknown;
  palette?: Palette;
  types: readonly ChartType[];
  /** The section route of this chart (opens it large). */
  href?: string;
  canEdit: boolean;
  /** A visitor's view of a shared link: no exports (they need a session). */
  shared?: boolean;
  onSave: (change: ChartChange) => void;
  onMove: (move: LayoutMove) => void;
  onDelete: () => void;
  onPick?: ((value: string, column?: string) => void) | undefined;
};

/** One chart on the dashboard: its title, its actions (settings, move and resize, export, delete) and its drawing. */
export function ChartCard(props: ChartCardProps) {
  const { t } = useTranslation();
  const { chart } = props;
  const openSettings = () => {
    const id = openModal({
      title: t('analysis.chart.settingsTitle', { title: chart.title }),
      children: (
        <ChartSettingsForm
          chart={chart}
          types={props.types}
          onCancel={() => modals.close(id)}
          onSave={(change) => {
            modals.close(id);
            if (Object.keys(change).length > 0) props.onSave(change);
          }}
        />
      ),
    });
  };
  return (
    <Paper
      withBorder
      p="xs"
      h="100%"
      style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}
      data-testid="chart-card"
      data-chart-id={chart.id}
      data-section={chart.section}
      data-type={chart.config.type}
      aria-label={chart.title}
      component="section"
    >
      <Group justify="space-between" wrap="nowrap" gap={4} mb={4}>
        <Text fw={600} fz="sm" truncate data-testid="chart-title">
          {chart.title}
        </Text>
        <Group gap={2} wrap="nowrap">
          {props.href && (
            <Tooltip label={t('analysis.chart.openLarge')}>
              <ActionIcon component={Link} to={props.href} variant="subtle" aria-label={t('analysis.chart.openLarge')}>
                <IconMaximize size={16} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          )}
          {props.canEdit && (
            <ActionIcon variant="subtle" aria-label={t('analysis.chart.settings')} onClick={openSettings}>
              <IconSettings size={16} aria-hidden="true" />
            </ActionIcon>
          )}
          {!props.shared && (
            <ExportMenu
              formats={EXPORTS}
              href={(format) => exportLinks.chart(props.workspaceId, chart.id, format)}
              target={
                <ActionIcon variant="subtle" aria-label={t('analysis.chart.export')}>
                  <IconDownload size={16} aria-hidden="true" />
                </ActionIcon>
              }
            />
          )}
          {props.canEdit && (
            <Menu withinPortal position="bottom-end" closeOnItemClick={false}>
              <Menu.Target>
                <ActionIcon variant="subtle" aria-label={t('analysis.chart.more')}>
                  <IconDots size={16} aria-hidden="true" />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{t('analysis.chart.layout')}</Menu.Label>
                {MOVES.map((move) => (
                  <Menu.Item key={move} onClick={() => props.onMove(move)}>
                    {t(`analysis.moves.${move}`)}
                  </Menu.Item>
                ))}
                <Menu.Divider />
                <Menu.Item
                  data-testid="chart-share"
                  onClick={() =>
                    openShareLinkModal(t('analysis.share.chartTitle', { title: chart.title }), {
                      make: () => analysisApi.shareChart(props.workspaceId, chart.section.split('/')[0]!, chart.id),
                      revoke: (key) => analysisApi.revokeChartShare(props.workspaceId, key),
                    })
                  }
                >
                  {t('analysis.share.chart')}
                </Menu.Item>
                <Menu.Item
                  color="red"
                  onClick={() =>
                    confirm({
                      title: t('analysis.chart.deleteTitle'),
                      message: t('analysis.chart.deleteConfirm', { title: chart.title }),
                      confirmLabel: t('analysis.chart.delete'),
                      onConfirm: props.onDelete,
                    })
                  }
                >
                  {t('analysis.chart.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Group>
      <div style={{ flex: 1, minHeight: 0 }}>
        <ChartBody
          chart={chart}
          result={props.result}
          grouping={props.grouping}
          isPending={props.isPending}
          error={props.error}
          onPick={props.onPick}
          {...(props.palette ? { palette: props.palette } : {})}
        />
      </div>
    </Paper>
  );
}
