import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { formatActivityTime } from '../../folders/utils/activityTime';
import { accountApi } from '../api/accountApi';
import { describeUserAgent } from '../utils/describeUserAgent';

export const SESSIONS_KEY = ['account', 'sessions'] as const;

const sessionsQuery = queryOptions({
  queryKey: SESSIONS_KEY,
  queryFn: ({ signal }) => accountApi.sessions(signal),
});

/** Where the user is signed in, and "Sign out everywhere else". */
export function SessionsList() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const sessions = useQuery(sessionsQuery);
  const endOthers = useMutation({
    mutationFn: () => accountApi.endOtherSessions(),
    onSuccess: async (answer) => {
      notify({ type: 'success', message: answer.message });
      await client.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
    onError: (error) =>
      notify({ type: 'error', title: t('settings.sessions.endFailed'), message: describeApiError(error, t) }),
  });
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  return (
    <Stack gap="md">
      <Title order={2}>{t('settings.sessions.title')}</Title>
      {sessions.isPending && (
        <Group gap="xs" aria-busy="true">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t('settings.sessions.loading')}</Text>
        </Group>
      )}
      {sessions.isError && (
        <Alert color="red" variant="light" title={t('settings.sessions.loadFailed')}>
          <Group gap="sm">
            <Text fz="sm">{describeApiError(sessions.error, t)}</Text>
            <Button size="xs" variant="default" onClick={() => void sessions.refetch()}>
              {t('errors.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {sessions.data && (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={t('settings.sessions.listLabel')} data-testid="sessions-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('settings.sessions.device')}</Table.Th>
                <Table.Th>{t('settings.sessions.address')}</Table.Th>
                <Table.Th>{t('settings.sessions.signedIn')}</Table.Th>
                <Table.Th>{t('settings.sessions.lastSeen')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.data.map((session) => (
                <Table.Tr key={`${session.created_at}-${session.last_seen_at}-${session.ip}`}>
                  <Table.Td>
                    <Group gap="xs">
                      <Text fz="sm">{describeUserAgent(session.user_agent, t('settings.sessions.unknownDevice'))}</Text>
                      {session.current && <Badge variant="default">{t('settings.sessions.current')}</Badge>}
                    </Group>
                  </Table.Td>
                  <Table.Td fz="sm">{session.ip ?? '—'}</Table.Td>
                  <Table.Td fz="sm">{formatActivityTime(session.created_at)}</Table.Td>
                  <Table.Td fz="sm">{formatActivityTime(session.last_seen_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group>
        <Button
          variant="default"
          color="red"
          loading={endOthers.isPending}
          disabled={sessions.isPending || others === 0}
          onClick={() => endOthers.mutate()}
        >
          {t('settings.sessions.endOthers')}
        </Button>
        {sessions.data && (
          <Text fz="sm" c="dimmed" aria-live="polite">
            {t('settings.sessions.otherCount', { count: others })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
