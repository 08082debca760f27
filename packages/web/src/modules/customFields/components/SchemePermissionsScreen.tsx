import { Anchor, Button, Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api/ApiError';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { LoadFailedAlert, LoadingLine } from '../../../ui/LoadState';
import { NotFound } from '../../../ui/NotFound';
import { customFieldsApi } from '../api/customFieldsApi';
import {
  CUSTOM_FIELDS_KEY,
  customFieldSchemeQuery,
  customFieldSchemeUsersQuery,
  grantableQuery,
} from '../queries/customFieldQueries';

/** SPEC §2 /custom-field-schemes/{scheme_id}/permissions: the users and groups an admin grants the scheme to. */
export function SchemePermissionsScreen({ schemeId }: { schemeId: number }) {
  const { t } = useTranslation();
  const scheme = useQuery(customFieldSchemeQuery(schemeId));
  const granted = useQuery(customFieldSchemeUsersQuery(schemeId));
  const grantable = useQuery(grantableQuery);
  const failed = [scheme, granted, grantable].find((q) => q.isError);
  if (failed?.error instanceof ApiError && [403, 404].includes(failed.error.status)) return <NotFound />;
  if (failed) {
    return (
      <LoadFailedAlert
        title={t('customFields.grants.loadFailed')}
        error={failed.error}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (!scheme.data || !granted.data || !grantable.data) return <LoadingLine label={t('customFields.grants.loading')} />;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/custom-field-schemes" fz="sm">
        {t('customFields.fields.back')}
      </Anchor>
      <Title order={1}>{t('customFields.grants.title', { name: scheme.data.name })}</Title>
      <Text fz="sm">{t('customFields.grants.intro')}</Text>
      <GrantsForm
        schemeId={schemeId}
        users={grantable.data.users.filter((u) => !u.is_admin)}
        groups={grantable.data.groups}
        initialUsers={granted.data.users.map((u) => u.id)}
        initialGroups={granted.data.groups.map((g) => g.id)}
      />
    </Stack>
  );
}

type GrantsFormProps = {
  schemeId: number;
  users: readonly { id: number; name: string; email: string }[];
  groups: readonly { id: number; name: string }[];
  initialUsers: number[];
  initialGroups: number[];
};

function GrantsForm({ schemeId, users, groups, initialUsers, initialGroups }: GrantsFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [userIds, setUserIds] = useState(initialUsers.map(String));
  const [groupIds, setGroupIds] = useState(initialGroups.map(String));
  const save = useMutation({
    mutationFn: () =>
      customFieldsApi.setPermissions(schemeId, { user_ids: userIds.map(Number), group_ids: groupIds.map(Number) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CUSTOM_FIELDS_KEY });
      notify({ type: 'success', message: t('customFields.grants.saved') });
    },
    onError: (error) =>
      notify({ type: 'error', title: t('customFields.grants.saveFailed'), message: describeApiError(error, t) }),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Checkbox.Group label={t('customFields.grants.users')} value={userIds} onChange={setUserIds}>
            <Stack gap={6} mt="xs">
              {users.length === 0 && <Text c="dimmed">{t('customFields.grants.noUsers')}</Text>}
              {users.map((u) => (
                <Checkbox key={u.id} value={String(u.id)} label={`${u.name} (${u.email})`} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Checkbox.Group label={t('customFields.grants.groups')} value={groupIds} onChange={setGroupIds}>
            <Stack gap={6} mt="xs">
              {groups.length === 0 && <Text c="dimmed">{t('customFields.grants.noGroups')}</Text>}
              {groups.map((g) => (
                <Checkbox key={g.id} value={String(g.id)} label={g.name} />
              ))}
            </Stack>
          </Checkbox.Group>
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('customFields.grants.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
