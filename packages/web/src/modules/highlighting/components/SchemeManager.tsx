import type { HighlightingScheme } from '@app/shared';
import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { confirm } from '../../../lib/modals/confirm';
import { notify } from '../../../lib/notifications/notify';
import { LoadFailedAlert } from '../../../ui/LoadState';
import { highlightingApi } from '../api/highlightingApi';
import { highlightingSchemesQuery } from '../queries/highlightingSchemesQuery';
import { SchemeEditor } from './SchemeEditor';
import { SchemeLegend } from './SchemeLegend';

/** Props of SchemeManager. */
type SchemeManagerProps = {
  /** Called with a scheme just made, so the results can switch to it. */
  onCreated: (scheme: HighlightingScheme) => void;
  /** Called with the id of a deleted scheme, so a results screen using it falls back to the query's words. */
  onDeleted: (id: number) => void;
  /** False for read-only users: they see their schemes but cannot change them. */
  canWrite: boolean;
};

/** The user's highlighting schemes: each with its colours, to edit or delete, and a way to make a new one. */
export function SchemeManager({ onCreated, onDeleted, canWrite }: SchemeManagerProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(highlightingSchemesQuery);
  const [editing, setEditing] = useState<HighlightingScheme | 'new' | null>(null);
  const remove = useMutation({
    mutationFn: (scheme: HighlightingScheme) => highlightingApi.remove(scheme.id),
    onSuccess: async (_, scheme) => {
      await queryClient.invalidateQueries({ queryKey: highlightingSchemesQuery.queryKey });
      onDeleted(scheme.id);
      notify({ type: 'success', message: t('highlighting.manager.deleted', { name: scheme.name }) });
    },
    onError: (error) =>
      notify({ type: 'error', title: t('highlighting.manager.deleteFailed'), message: describeApiError(error, t) }),
  });

  if (editing !== null) {
    return (
      <SchemeEditor
        scheme={editing === 'new' ? null : editing}
        onDone={(saved) => {
          if (saved && editing === 'new') onCreated(saved);
          setEditing(null);
        }}
      />
    );
  }
  if (list.isPending) {
    return (
      <Group gap="sm" py="md" justify="center">
        <Loader size="sm" />
        <Text>{t('highlighting.manager.loading')}</Text>
      </Group>
    );
  }
  if (list.isError) {
    return (
      <LoadFailedAlert
        title={t('highlighting.manager.loadFailed')}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const schemes = list.data.schemes;
  return (
    <Stack gap="sm">
      {schemes.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('highlighting.manager.empty')}
        </Text>
      ) : (
        <ul className="scheme-list" aria-label={t('highlighting.manager.listLabel')}>
          {schemes.map((scheme) => (
            <li key={scheme.id}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600}>{scheme.name}</Text>
                    {scheme.shared && (
                      <Badge variant="light" size="sm">
                        {scheme.own
                          ? t('highlighting.manager.sharedByYou')
                          : t('highlighting.manager.sharedBy', { name: scheme.owner_name })}
                      </Badge>
                    )}
                  </Group>
                  <SchemeLegend scheme={scheme} />
                </Stack>
                {canWrite && scheme.own && (
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconPencil size={14} aria-hidden="true" />}
                      aria-label={t('highlighting.manager.editNamed', { name: scheme.name })}
                      onClick={() => setEditing(scheme)}
                    >
                      {t('highlighting.manager.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden="true" />}
                      aria-label={t('highlighting.manager.deleteNamed', { name: scheme.name })}
                      loading={remove.isPending && remove.variables?.id === scheme.id}
                      onClick={() =>
                        confirm({
                          title: t('highlighting.manager.confirmTitle'),
                          message: t('highlighting.manager.confirmMessage', { name: scheme.name }),
                          confirmLabel: t('highlighting.manager.delete'),
                          onConfirm: () => remove.mutate(scheme),
                        })
                      }
                    >
                      {t('highlighting.manager.delete')}
                    </Button>
                  </Group>
                )}
              </Group>
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <Group justify="flex-start">
          <Button leftSection={<IconPlus size={14} aria-hidden="true" />} onClick={() => setEditing('new')}>
            {t('highlighting.manager.new')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
