import type { GroupingMethod } from '@app/shared';
import { Anchor, Badge, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { analysisApi } from '../api/analysisApi';
import { useWorkspaceCache } from '../hooks/useWorkspaceCache';
import { workspaceLabelsQuery } from '../queries/analysisQueries';
import type { Viewer } from '../realtime/useWorkspaceRealtime';
import type { FullWorkspace } from '../utils/fullWorkspace';
import { GROUPING_CHOICES } from '../utils/grouping';
import { labelsOn } from '../utils/workspaceLabels';
import { LabelBadges } from './LabelBadges';
import { LabelsControl } from './LabelsControl';
import { SetsControl } from './SetsControl';
import { ThemeControl } from './ThemeControl';
import { ViewersList } from './ViewersList';

/**
 * The workspace's name, the user's level and labels, who is here, the grouping every chart counts by, and the
 * controls of its labels, colour theme and set (Write and Admin change them; Read sees them).
 */
export function WorkspaceHeader({
  workspace,
  canEdit,
  viewers,
}: {
  workspace: FullWorkspace;
  canEdit: boolean;
  viewers: readonly Viewer[];
}) {
  const { t } = useTranslation();
  const cache = useWorkspaceCache(workspace.id);
  const labels = labelsOn(useQuery(workspaceLabelsQuery).data ?? [], workspace.label_ids);
  const grouping = useMutation({
    mutationFn: (value: GroupingMethod) => analysisApi.update(workspace.id, { grouping: value }),
    onMutate: (value) => cache.update((w) => ({ ...w, grouping: value })),
    onError: (error) => {
      void cache.refetch();
      notify({ type: 'error', title: t('analysis.workspace.groupingFailed'), message: describeApiError(error, t) });
    },
  });
  return (
    <Stack gap={4}>
      <Anchor component={Link} to="/analysis/workspaces" fz="sm">
        {t('analysis.workspace.back')}
      </Anchor>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Title order={1} data-testid="workspace-name">
            {workspace.name}
          </Title>
          <Badge variant="light">{workspace.permission}</Badge>
          <LabelBadges labels={labels} name={t('analysis.labels.onWorkspace')} />
        </Group>
        <Group gap="md">
          <ViewersList viewers={viewers} />
          <SegmentedControl
            aria-label={t('analysis.workspace.grouping')}
            data-testid="grouping-switch"
            size="xs"
            value={workspace.grouping}
            disabled={!canEdit}
            onChange={(value) => grouping.mutate(value as GroupingMethod)}
            data={GROUPING_CHOICES.map((g) => ({ value: g, label: t(`analysis.grouping.${g}`) }))}
          />
        </Group>
      </Group>
      <Group gap="xs" role="toolbar" aria-label={t('analysis.options.region')} data-testid="workspace-options">
        <LabelsControl workspace={workspace} canEdit={canEdit} />
        <ThemeControl workspace={workspace} canEdit={canEdit} />
        <SetsControl workspace={workspace} canEdit={canEdit} />
      </Group>
    </Stack>
  );
}
