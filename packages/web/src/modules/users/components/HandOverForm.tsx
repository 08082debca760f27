import type { Person } from '@app/shared';
import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/ApiError';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { peopleUsersQuery } from '../../folders/queries/peopleQueries';
import { usersAdminApi } from '../api/usersAdminApi';
import { PEOPLE_KEY } from '../queries/usersAdminQueries';

/** Chooses who receives a deactivated user's folders and saved searches, and hands them over. */
export function HandOverForm({ person, onDone }: { person: Person; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const people = useQuery(peopleUsersQuery);
  const [receiver, setReceiver] = useState('');
  const [error, setError] = useState<string | null>(null);
  const handOver = useMutation({
    mutationFn: (toUserId: number) => usersAdminApi.handOver(person.id, toUserId),
    onSuccess: async (result, toUserId) => {
      await queryClient.invalidateQueries({ queryKey: PEOPLE_KEY });
      const to = people.data?.users.find((p) => p.id === toUserId)?.name ?? '';
      const folders = t('users.handOver.folders', { count: result.folders });
      const searches = t('users.handOver.searches', { count: result.searches });
      notify({ type: 'success', message: t('users.handOver.done', { from: person.name, to, folders, searches }) });
      onDone();
    },
    onError: (failure) => {
      const field = failure instanceof ApiError ? failure.fields.to_user_id : undefined;
      setError(field ? field.join(' ') : describeApiError(failure, t));
    },
  });
  const candidates = (people.data?.users ?? []).filter((p) => p.id !== person.id);
  return (
    <form
      noValidate
      aria-label={t('users.handOver.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (receiver === '') {
          setError(t('users.handOver.required'));
          return;
        }
        setError(null);
        handOver.mutate(Number(receiver));
      }}
    >
      <Stack gap="sm">
        <Text fz="sm">{t('users.handOver.intro', { name: person.name })}</Text>
        {people.isError ? (
          <Alert color="red" variant="light">
            {describeApiError(people.error, t)}
          </Alert>
        ) : (
          <NativeSelect
            label={t('users.handOver.receiver')}
            data-autofocus
            value={receiver}
            error={error}
            disabled={people.isPending}
            onChange={(event) => {
              setReceiver(event.currentTarget.value);
              setError(null);
            }}
            data={[
              { value: '', label: t('users.handOver.choose') },
              ...candidates.map((p) => ({ value: String(p.id), label: `${p.name} (${p.email})` })),
            ]}
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('modals.cancel')}
          </Button>
          <Button type="submit" loading={handOver.isPending}>
            {t('users.handOver.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
