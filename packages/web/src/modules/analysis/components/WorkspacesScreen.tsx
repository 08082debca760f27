import { can, type GroupingMethod, WORKSPACE_METRIC_LABELS, type WorkspaceSummary } from '@app/shared';
import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadFailedAlert, LoadingLine } from '../../../ui/LoadState';
import { useCurrentUser } from '../../session/hooks/useCurrentUser';
import { workspaceLabelsQuery, workspacesQuery } from '../queries/analysisQueries';
import { errorQueryOf } from '../utils/analysisRoutes';
import { labelsOn } from '../utils/workspaceLabels';
import { LabelBadges } from './LabelBadges';
import { openWorkspaceForm } from './WorkspaceForm';

/** The metrics a row shows (SPEC §9 labels), when the workspace has stored them. */
const ROW_METRICS = ['families', 'publications', 'jurisdictions'] as const;

/** SPEC §2 /analysis/workspaces: the workspaces the user has a level on; opening one starts the analysis. */
export function WorkspacesScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const error = errorQueryOf(search);
  const user = useCurrentUser().data;
  const canWrite = user ? can.writeData(user) : false;
  const list = useQuery(workspacesQuery);
  const labels = useQuery(workspaceLabelsQuery).data ?? [];
  const open = (id: number) => `/analysis/init?workspace_id=${id}`;
  const workspaces = [...(list.data?.workspaces ?? [])].sort((a, b) => b.updated_at.localeCompare(a.updated_at));

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('analysis.workspaces.title')}</Title>
        {canWrite && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => openWorkspaceForm((created) => navigate(open(created.id)))}
          >
            {t('analysis.workspaces.new')}
          </Button>
        )}
      </Group>
      {error && (
        <Alert color="red" variant="light" title={t('analysis.errors.title')} data-testid="analysis-error" role="alert">
          {t(`analysis.errors.${error}`)}
        </Alert>
      )}
      {list.isPending ? (
        <LoadingLine label={t('analysis.workspaces.loading')} />
      ) : list.isError ? (
        <LoadFailedAlert
          title={t('analysis.workspaces.loadFailed')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : workspaces.length === 0 ? (
        <Stack gap="xs" data-testid="workspaces-empty">
          <Text>{t('analysis.workspaces.empty')}</Text>
          {canWrite && <Text c="dimmed">{t('analysis.workspaces.emptyHint')}</Text>}
        </Stack>
      ) : (
        <Table striped highlightOnHover aria-label={t('analysis.workspaces.listLabel')} data-testid="workspaces-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('analysis.workspaces.columns.name')}</Table.Th>
              <Table.Th>{t('analysis.workspaces.columns.owner')}</Table.Th>
              <Table.Th ta="right">{t('analysis.workspaces.columns.queries')}</Table.Th>
              <Table.Th>{t('analysis.workspaces.columns.grouping')}</Table.Th>
              <Table.Th>{t('analysis.workspaces.columns.metrics')}</Table.Th>
              <Table.Th>{t('analysis.workspaces.columns.permission')}</Table.Th>
              <Table.Th>{t('analysis.workspaces.columns.updated')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {workspaces.map((workspace) => (
              <WorkspaceRow
                key={workspace.id}
                workspace={workspace}
                href={open(workspace.id)}
                labels={labelsOn(labels, workspace.label_ids)}
              />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function WorkspaceRow({
  workspace,
  href,
  labels,
}: {
  workspace: WorkspaceSummary;
  href: string;
  labels: readonly { id: number; name: string; colour: string }[];
}) {
  const { t } = useTranslation();
  const metrics = ROW_METRICS.filter((key) => workspace.metrics[key] !== undefined && workspace.metrics[key] !== null);
  return (
    <Table.Tr data-testid="workspace-row" data-workspace-id={workspace.id}>
      <Table.Td>
        <Button component={Link} to={href} variant="subtle" px={0} fw={600}>
          {workspace.name}
        </Button>
        <LabelBadges labels={labels} name={t('analysis.labels.onWorkspace')} />
      </Table.Td>
      <Table.Td>{workspace.owner?.name ?? '—'}</Table.Td>
      <Table.Td ta="right">{workspace.no_of_queries}</Table.Td>
      <Table.Td>{t(`analysis.grouping.${workspace.grouping as GroupingMethod}`)}</Table.Td>
      <Table.Td>
        {metrics.length === 0 ? (
          <Text c="dimmed" fz="sm">
            —
          </Text>
        ) : (
          <Text fz="sm">
            {metrics
              .map((key) => `${WORKSPACE_METRIC_LABELS[key]}: ${formatMetric(workspace.metrics[key])}`)
              .join(' · ')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{workspace.permission}</Table.Td>
      <Table.Td>{workspace.updated_at.slice(0, 10)}</Table.Td>
    </Table.Tr>
  );
}

function formatMetric(value: number | string | null | undefined): string {
  return typeof value === 'number' ? value.toLocaleString('en') : String(value ?? '—');
}
