import { can, type GroupView } from '@app/shared';
import { Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { describeApiError } from '../../../lib/api/describeApiError';
import { confirm } from '../../../lib/modals/confirm';
import { notify } from '../../../lib/notifications/notify';
import { notifyUndoable } from '../../../lib/notifications/notifyUndoable';
import { LoadFailedAlert, LoadingLine } from '../../../ui/LoadState';
import { peopleGroupsQuery, peopleUsersQuery } from '../../folders/queries/peopleQueries';
import { useCurrentUser } from '../../session/hooks/useCurrentUser';
import { groupsApi } from '../api/groupsApi';
import { canChangeGroup, filterGroups } from '../utils/groupFilter';
import { openGroupForm } from './GroupForm';

/**
 * SPEC §2 /groups/{query}: the organisation's groups with their members and managers, filtered by the route's query
 * (a group's name, or a member's name or e-mail). Admins change every group; group managers the groups they manage.
 */
export function GroupsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useParams().query ?? '';
  const user = useCurrentUser().data;
  const groups = useQuery(peopleGroupsQuery);
  const users = useQuery(peopleUsersQuery);
  const people = useMemo(() => new Map((users.data?.users ?? []).map((p) => [p.id, p])), [users.data]);
  const remove = useMutation({
    mutationFn: (group: GroupView) => groupsApi.remove(group.id),
    onSuccess: async (answer) => {
      const refresh = () => queryClient.invalidateQueries({ queryKey: peopleGroupsQuery.queryKey });
      await refresh();
      notifyUndoable(answer, () => void refresh());
    },
    onError: (error) => notify({ type: 'error', title: t('groups.deleteFailed'), message: describeApiError(error, t) }),
  });
  if (!user) return null;
  const isAdmin = user.is_admin;
  const names = (ids: readonly number[]) =>
    ids
      .map((id) => people.get(id)?.name)
      .filter((name): name is string => name !== undefined)
      .join(', ');
  const shown = filterGroups(groups.data?.groups ?? [], people, query);
  const formProps = { people: users.data?.users ?? [], isAdmin };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('groups.title')}</Title>
        {can.manageGroups(user) && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            disabled={users.isPending}
            onClick={() => openGroupForm(t('groups.form.createTitle'), { ...formProps, group: null })}
          >
            {t('groups.new')}
          </Button>
        )}
      </Group>
      <TextInput
        label={t('groups.filter')}
        placeholder={t('groups.filterPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        defaultValue={query}
        onChange={(event) => {
          const value = event.currentTarget.value.trim();
          void navigate(value ? `/groups/${encodeURIComponent(value)}` : '/groups', { replace: true });
        }}
        maw={420}
      />
      {groups.data?.defaultGroupName && (
        <Text fz="sm" c="dimmed">
          {t('groups.defaultGroup', { name: groups.data.defaultGroupName })}
        </Text>
      )}
      {groups.isPending || users.isPending ? (
        <LoadingLine label={t('groups.loading')} />
      ) : groups.isError || users.isError ? (
        <LoadFailedAlert
          title={t('groups.loadFailed')}
          error={groups.error ?? users.error}
          onRetry={() => {
            void groups.refetch();
            void users.refetch();
          }}
        />
      ) : shown.length === 0 ? (
        <Text c="dimmed">{query ? t('groups.noneMatch', { query }) : t('groups.empty')}</Text>
      ) : (
        <Table striped aria-label={t('groups.listLabel')} data-testid="groups-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('groups.columns.name')}</Table.Th>
              <Table.Th>{t('groups.columns.members')}</Table.Th>
              <Table.Th>{t('groups.columns.managers')}</Table.Th>
              <Table.Th>{t('groups.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((group) => {
              const changeable = canChangeGroup(user, group);
              return (
                <Table.Tr key={group.id}>
                  <Table.Td>
                    <Group gap="xs">
                      <Text fw={600}>{group.name}</Text>
                      {group.is_default && <Badge variant="light">{t('groups.defaultBadge')}</Badge>}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm">
                      {t('groups.memberCount', { count: group.member_ids.length })}
                      {group.member_ids.length > 0 && `: ${names(group.member_ids)}`}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm">{names(group.manager_ids) || t('groups.adminsOnly')}</Text>
                  </Table.Td>
                  <Table.Td>
                    {changeable ? (
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="xs"
                          variant="default"
                          leftSection={<IconPencil size={14} aria-hidden="true" />}
                          aria-label={t('groups.editNamed', { name: group.name })}
                          onClick={() =>
                            openGroupForm(t('groups.form.editTitle', { name: group.name }), { ...formProps, group })
                          }
                        >
                          {t('groups.edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          color="red"
                          leftSection={<IconTrash size={14} aria-hidden="true" />}
                          aria-label={t('groups.deleteNamed', { name: group.name })}
                          loading={remove.isPending && remove.variables?.id === group.id}
                          onClick={() =>
                            confirm({
                              title: t('groups.confirmTitle'),
                              message: t('groups.confirmMessage', { name: group.name }),
                              confirmLabel: t('groups.delete'),
                              onConfirm: () => remove.mutate(group),
                            })
                          }
                        >
                          {t('groups.delete')}
                        </Button>
                      </Group>
                    ) : (
                      <Text fz="sm" c="dimmed">
                        {t('groups.notYours')}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
