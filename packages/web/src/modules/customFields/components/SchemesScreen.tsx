import { type CustomFieldScheme, can } from '@app/shared';
import { Anchor, Badge, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconListTree, IconTrash, IconUsers } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeApiError } from '../../../lib/api/describeApiError';
import { confirm } from '../../../lib/modals/confirm';
import { notify } from '../../../lib/notifications/notify';
import { LoadFailedAlert, LoadingLine } from '../../../ui/LoadState';
import { useCurrentUser } from '../../session/hooks/useCurrentUser';
import { customFieldsApi } from '../api/customFieldsApi';
import {
  activeCustomFieldSchemeQuery,
  CUSTOM_FIELDS_KEY,
  customFieldSchemesQuery,
} from '../queries/customFieldQueries';
import { NewSchemeForm } from './NewSchemeForm';

/**
 * SPEC §2 /custom-field-schemes: the schemes the user may use, which one is active (its fields show in folders and
 * the results table), and for admins the ways to make, edit, grant and delete schemes.
 */
export function SchemesScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser().data;
  const isAdmin = user ? can.manageCustomFieldSchemes(user) : false;
  const list = useQuery(customFieldSchemesQuery);
  const active = useQuery(activeCustomFieldSchemeQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: CUSTOM_FIELDS_KEY });

  const toggleActive = useMutation({
    mutationFn: async (scheme: CustomFieldScheme) => {
      if (active.data?.id === scheme.id) await customFieldsApi.deactivate(scheme.id);
      else await customFieldsApi.activate(scheme.id);
    },
    onSuccess: async (_answer, scheme) => {
      const wasActive = active.data?.id === scheme.id;
      await refresh();
      if (!wasActive) notify({ type: 'success', message: t('customFields.activated', { name: scheme.name }) });
    },
    onError: (error) =>
      notify({ type: 'error', title: t('customFields.activateFailed'), message: describeApiError(error, t) }),
  });
  const remove = useMutation({
    mutationFn: (scheme: CustomFieldScheme) => customFieldsApi.remove(scheme.id),
    onSuccess: async (_answer, scheme) => {
      await refresh();
      notify({ type: 'success', message: t('customFields.deleted', { name: scheme.name }) });
    },
    onError: (error) =>
      notify({ type: 'error', title: t('customFields.deleteFailed'), message: describeApiError(error, t) }),
  });
  const askDelete = (scheme: CustomFieldScheme) =>
    confirm({
      title: t('customFields.confirmDeleteTitle'),
      message: t('customFields.confirmDelete', { name: scheme.name }),
      confirmLabel: t('customFields.delete'),
      onConfirm: () => remove.mutate(scheme),
    });

  const body = () => {
    if (list.isPending) return <LoadingLine label={t('customFields.loading')} />;
    if (list.isError) {
      return (
        <LoadFailedAlert title={t('customFields.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      );
    }
    if (list.data.schemes.length === 0) {
      return (
        <Text fz="sm" c="dimmed">
          {isAdmin ? t('customFields.emptyAdmin') : t('customFields.empty')}
        </Text>
      );
    }
    return (
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing={6} aria-label={t('customFields.tableLabel')} data-testid="schemes-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('customFields.columns.name')}</Table.Th>
              <Table.Th w={110}>{t('customFields.columns.fields')}</Table.Th>
              <Table.Th w={100}>{t('customFields.columns.active')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('customFields.columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.schemes.map((scheme) => {
              const isActive = active.data?.id === scheme.id;
              return (
                <Table.Tr key={scheme.id} data-testid="scheme-row">
                  <Table.Td>
                    <Anchor component={Link} to={`/custom-field-schemes/${scheme.id}`} fw={600}>
                      {scheme.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t('customFields.fieldCount', { count: scheme.fields?.length ?? 0 })}</Table.Td>
                  <Table.Td>{isActive && <Badge variant="light">{t('customFields.activeBadge')}</Badge>}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant={isActive ? 'default' : 'light'}
                        aria-label={t(isActive ? 'customFields.deactivateNamed' : 'customFields.activateNamed', {
                          name: scheme.name,
                        })}
                        loading={toggleActive.isPending && toggleActive.variables?.id === scheme.id}
                        onClick={() => toggleActive.mutate(scheme)}
                      >
                        {isActive ? t('customFields.deactivate') : t('customFields.activate')}
                      </Button>
                      <Button
                        component={Link}
                        to={`/custom-field-schemes/${scheme.id}`}
                        size="xs"
                        variant="default"
                        leftSection={<IconListTree size={14} aria-hidden="true" />}
                        aria-label={t('customFields.editFieldsNamed', { name: scheme.name })}
                      >
                        {t('customFields.editFields')}
                      </Button>
                      {isAdmin && (
                        <>
                          <Button
                            component={Link}
                            to={`/custom-field-schemes/${scheme.id}/permissions`}
                            size="xs"
                            variant="default"
                            leftSection={<IconUsers size={14} aria-hidden="true" />}
                            aria-label={t('customFields.permissionsNamed', { name: scheme.name })}
                          >
                            {t('customFields.permissions')}
                          </Button>
                          <Button
                            size="xs"
                            variant="default"
                            color="red"
                            leftSection={<IconTrash size={14} aria-hidden="true" />}
                            aria-label={t('customFields.deleteNamed', { name: scheme.name })}
                            loading={remove.isPending && remove.variables?.id === scheme.id}
                            onClick={() => askDelete(scheme)}
                          >
                            {t('customFields.delete')}
                          </Button>
                        </>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('customFields.title')}</Title>
      <Text fz="sm">{t('customFields.intro')}</Text>
      {body()}
      {isAdmin && list.isSuccess && <NewSchemeForm />}
    </Stack>
  );
}
