import type { Person } from '@app/shared';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { confirm } from '../../../lib/modals/confirm';
import { openModal } from '../../../lib/modals/openModal';
import { notify } from '../../../lib/notifications/notify';
import { usersAdminApi } from '../api/usersAdminApi';
import { PEOPLE_KEY } from '../queries/usersAdminQueries';
import { roleChoiceOf } from '../utils/roleChoice';
import { HandOverForm } from './HandOverForm';
import { openUserForm } from './UserForm';

/** Props of UsersTable. */
type UsersTableProps = {
  people: readonly Person[];
  /** The deactivated list: reactivate and hand over instead of edit and deactivate. */
  deactivated: boolean;
  /** Each user's groups. */
  memberships: ReadonlyMap<number, { id: number; name: string }[]>;
};

type Action = 'deactivate' | 'reactivate' | 'inviteAgain';

/** The users of one view with what an admin can do to each. */
export function UsersTable({ people, deactivated, memberships }: UsersTableProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: ({ action, person }: { action: Action; person: Person }) => usersAdminApi[action](person.id),
    onSuccess: async (_, { action, person }) => {
      await queryClient.invalidateQueries({ queryKey: PEOPLE_KEY });
      notify({
        type: 'success',
        message: t(`users.actions.${action}Done`, { name: person.name, email: person.email }),
      });
    },
    onError: (error, { action }) =>
      notify({ type: 'error', title: t(`users.actions.${action}Failed`), message: describeApiError(error, t) }),
  });
  const ask = (action: 'deactivate' | 'reactivate', person: Person) =>
    confirm({
      title: t(`users.actions.${action}Title`),
      message: t(`users.actions.${action}Confirm`, { name: person.name }),
      confirmLabel: t(`users.actions.${action}`),
      onConfirm: () => act.mutate({ action, person }),
    });
  const handOver = (person: Person) => {
    const id = openModal({
      title: t('users.handOver.title'),
      children: <HandOverForm person={person} onDone={() => modals.close(id)} />,
    });
  };

  return (
    <Table striped highlightOnHover aria-label={t('users.listLabel')} data-testid="users-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('users.columns.name')}</Table.Th>
          <Table.Th>{t('users.columns.email')}</Table.Th>
          <Table.Th>{t('users.columns.access')}</Table.Th>
          <Table.Th>{t('users.columns.groups')}</Table.Th>
          <Table.Th>{t('users.columns.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {people.map((person) => {
          const groups = memberships.get(person.id) ?? [];
          return (
            <Table.Tr key={person.id} data-testid="user-row" data-user-id={person.id}>
              <Table.Td>
                <Text fw={600} fz="sm">
                  {person.name}
                </Text>
              </Table.Td>
              <Table.Td>{person.email}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Text fz="sm">{t(`users.access.${roleChoiceOf(person).access}`)}</Text>
                  {person.is_admin && <Badge variant="light">{t('users.roles.admin')}</Badge>}
                  {person.group_manager && <Badge variant="light">{t('users.roles.groupManager')}</Badge>}
                  {person.invitation_pending && (
                    <Badge variant="outline" color="gray.8">
                      {t('users.invitationPending')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{groups.map((g) => g.name).join(', ') || '—'}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {deactivated ? (
                    <>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('users.actions.reactivateNamed', { name: person.name })}
                        onClick={() => ask('reactivate', person)}
                      >
                        {t('users.actions.reactivate')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('users.handOver.named', { name: person.name })}
                        onClick={() => handOver(person)}
                      >
                        {t('users.handOver.button')}
                      </Button>
                    </>
                  ) : (
                    <>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('users.actions.editNamed', { name: person.name })}
                        onClick={() =>
                          openUserForm(
                            t('users.form.editTitle'),
                            person,
                            groups.map((g) => g.id),
                          )
                        }
                      >
                        {t('users.actions.edit')}
                      </Button>
                      {person.invitation_pending && (
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={t('users.actions.inviteAgainNamed', { name: person.name })}
                          onClick={() => act.mutate({ action: 'inviteAgain', person })}
                        >
                          {t('users.actions.inviteAgain')}
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="default"
                        color="red"
                        aria-label={t('users.actions.deactivateNamed', { name: person.name })}
                        onClick={() => ask('deactivate', person)}
                      >
                        {t('users.actions.deactivate')}
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
  );
}
