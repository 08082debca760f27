import { WORKSPACE_QUERY_NAME_MAX, type WorkspaceQuery } from '@app/shared';
import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { confirm } from '../../../lib/modals/confirm';
import { notify } from '../../../lib/notifications/notify';
import { analysisApi } from '../api/analysisApi';
import { useWorkspaceCache } from '../hooks/useWorkspaceCache';
import type { FullWorkspace } from '../utils/fullWorkspace';
import { openNameForm } from './NameForm';
import { openQueryForm } from './QueryForm';

/** The workspace's saved queries (SPEC §3 Query): add, rename, delete. */
export function QueriesPanel({ workspace, canEdit }: { workspace: FullWorkspace; canEdit: boolean }) {
  const { t } = useTranslation();
  const cache = useWorkspaceCache(workspace.id);
  // Query calls answer the workspace; only its queries are taken, the dashboards and charts stay as cached.
  const adopt = (answer: { data: FullWorkspace }) =>
    cache.update((w) => ({ ...w, queries: answer.data.queries, no_of_queries: answer.data.no_of_queries }));
  const failed = (title: string) => (error: unknown) =>
    notify({ type: 'error', title, message: describeApiError(error, t) });
  const rename = useMutation({
    mutationFn: ({ query, name }: { query: WorkspaceQuery; name: string }) =>
      analysisApi.updateQuery(workspace.id, query.id, { name }),
    onSuccess: adopt,
    onError: failed(t('analysis.queries.renameFailed')),
  });
  const remove = useMutation({
    mutationFn: (query: WorkspaceQuery) => analysisApi.removeQuery(workspace.id, query.id),
    onSuccess: adopt,
    onError: failed(t('analysis.queries.deleteFailed')),
  });
  const add = (values: { name: string; query: string }) =>
    analysisApi
      .addQuery(workspace.id, {
        name: values.name,
        full_query: values.query,
        filters: { filtersToApply: {}, filtersToExclude: {} },
        grouping: workspace.grouping,
      })
      .then(adopt);

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="queries-heading" data-testid="queries-panel">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="md" id="queries-heading">
          {t('analysis.queries.title')}
        </Title>
        {canEdit && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() => openQueryForm(t('analysis.queries.addTitle'), add)}
          >
            {t('analysis.queries.add')}
          </Button>
        )}
      </Group>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {workspace.queries.map((query) => (
          <Group key={query.id} component="li" justify="space-between" wrap="nowrap" gap="xs" data-testid="query-row">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} fz="sm" truncate data-testid="query-name">
                {query.name}
              </Text>
              <Text fz="xs" c="dimmed" ff="monospace" truncate title={query.full_query}>
                {query.full_query}
              </Text>
            </div>
            {canEdit && (
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('analysis.queries.rename', { name: query.name })}
                  onClick={() =>
                    openNameForm({
                      title: t('analysis.queries.renameTitle'),
                      label: t('analysis.form.queryName'),
                      initial: query.name,
                      max: WORKSPACE_QUERY_NAME_MAX,
                      onSave: (name) => rename.mutate({ query, name }),
                    })
                  }
                >
                  <IconPencil size={16} aria-hidden="true" />
                </ActionIcon>
                {workspace.queries.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('analysis.queries.delete', { name: query.name })}
                    onClick={() =>
                      confirm({
                        title: t('analysis.queries.deleteTitle'),
                        message: t('analysis.queries.deleteConfirm', { name: query.name }),
                        confirmLabel: t('analysis.queries.deleteLabel'),
                        onConfirm: () => remove.mutate(query),
                      })
                    }
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                )}
              </Group>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
