import { type AnalysisAggregateResponse, WORKSPACE_METRIC_LABELS, type WorkspaceMetricKey } from '@app/shared';
import { Group, Paper, Skeleton, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { analysisApi } from '../api/analysisApi';
import type { FullWorkspace } from '../utils/fullWorkspace';
import { metricsChanged, workspaceMetrics } from '../utils/metrics';

/**
 * The headline metrics of SPEC §9 (Families, Applications, …, Expiry) for the workspace's first query. A writer's
 * page also stores them on the workspace so the workspaces list can show them.
 */
export function MetricsStrip({
  workspace,
  answer,
  canEdit,
}: {
  workspace: FullWorkspace;
  answer: AnalysisAggregateResponse | undefined;
  canEdit: boolean;
}) {
  const values = answer ? workspaceMetrics(answer.metrics, workspace.grouping) : null;
  const stored = useRef('');
  const text = values ? JSON.stringify(values) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `text` stands for `values`
  useEffect(() => {
    if (!canEdit || !values || stored.current === text || !metricsChanged(workspace.metrics, values)) return;
    stored.current = text;
    // Failure only leaves the list's copy older; the strip shows the live numbers either way.
    analysisApi.storeMetrics(workspace.id, values).catch(() => undefined);
  }, [canEdit, text, workspace.id, workspace.metrics]);
  return (
    <Group gap="xs" wrap="wrap" data-testid="metrics-strip" aria-label="Metrics" role="list">
      {(Object.keys(WORKSPACE_METRIC_LABELS) as WorkspaceMetricKey[]).map((key) => (
        <Paper key={key} withBorder px="sm" py={6} role="listitem" data-testid={`metric-${key}`}>
          <Text fz="xs" c="dimmed">
            {WORKSPACE_METRIC_LABELS[key]}
          </Text>
          {values ? (
            <Text fw={600} fz="sm">
              {typeof values[key] === 'number' ? values[key].toLocaleString('en') : (values[key] ?? '—')}
            </Text>
          ) : (
            <Skeleton height={18} width={60} />
          )}
        </Paper>
      ))}
    </Group>
  );
}
