import { matchesPeopleFilter, matchesPeopleSearch, type Person } from '@app/shared';
import { Button, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadFailedAlert, LoadingLine } from '../../../ui/LoadState';
import { peopleGroupsQuery, peopleUsersQuery } from '../../folders/queries/peopleQueries';
import { deactivatedUsersQuery } from '../queries/usersAdminQueries';
import { USERS_VIEWS, type UsersRoute, usersPath } from '../utils/usersRoute';
import { openUserForm } from './UserForm';
import { UsersTable } from './UsersTable';

/** The groups each user is in, from the group list's members. */
function groupsByUser(groups: readonly { id: number; name: string; member_ids: number[] }[]) {
  const byUser = new Map<number, { id: number; name: string }[]>();
  for (const group of groups) {
    for (const id of group.member_ids) byUser.set(id, [...(byUser.get(id) ?? []), group]);
  }
  return byUser;
}

/**
 * SPEC §2 /users/{query} (admins): the organisation's users filtered as SPEC §6 says (normal users, end users,
 * read-only users, admins) or the deactivated ones, searched by name or e-mail; the view and the search live in
 * the address. From here an admin invites, edits, deactivates, reactivates and hands over.
 */
export function UsersScreen({ route }: { route: UsersRoute }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deactivatedView = route.view === 'deactivated';
  const active = useQuery({ ...peopleUsersQuery, enabled: !deactivatedView });
  const deactivated = useQuery({ ...deactivatedUsersQuery, enabled: deactivatedView });
  const groups = useQuery(peopleGroupsQuery);
  const [text, setText] = useState(route.text);
  // Typing replaces the address (no history entry per key); Back and links change the route, which the box follows.
  useEffect(() => setText(route.text), [route.text]);
  // The route last asked for, ahead of the render that shows it: a search typed straight after a click on a view
  // keeps that view rather than the one still on screen.
  const requested = useRef(route);
  useEffect(() => {
    requested.current = { view: route.view, text: route.text };
  }, [route.view, route.text]);
  const show = (change: Partial<UsersRoute>) => {
    const next = { ...requested.current, ...change };
    navigate(usersPath(next), { replace: next.view === requested.current.view });
    requested.current = next;
  };

  const list = deactivatedView ? deactivated : active;
  const people: readonly Person[] = deactivatedView ? (deactivated.data ?? []) : (active.data?.users ?? []);
  const shown = people.filter(
    (p) =>
      (deactivatedView || matchesPeopleFilter(p, route.view === 'deactivated' ? 'all' : route.view)) &&
      matchesPeopleSearch(p, route.text),
  );
  const memberships = groupsByUser(groups.data?.groups ?? []);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('users.title')}</Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => openUserForm(t('users.form.inviteTitle'), null, [])}
        >
          {t('users.invite')}
        </Button>
      </Group>
      <Group align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Text fz="sm" fw={500} id="users-view-label">
            {t('users.viewLabel')}
          </Text>
          <SegmentedControl
            aria-labelledby="users-view-label"
            value={route.view}
            onChange={(view) => show({ view: view as UsersRoute['view'] })}
            data={USERS_VIEWS.map((view) => ({ value: view, label: t(`users.views.${view}`) }))}
          />
        </Stack>
        <TextInput
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            show({ text: event.currentTarget.value });
          }}
          style={{ flex: 1, minWidth: 240 }}
        />
      </Group>
      {list.isPending ? (
        <LoadingLine label={t('users.loading')} />
      ) : list.isError ? (
        <LoadFailedAlert title={t('users.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : shown.length === 0 ? (
        <Text c="dimmed" data-testid="users-empty">
          {people.length === 0 ? t(`users.empty.${deactivatedView ? 'deactivated' : 'active'}`) : t('users.noMatch')}
        </Text>
      ) : (
        <UsersTable people={shown} deactivated={deactivatedView} memberships={memberships} />
      )}
    </Stack>
  );
}
