import type { PreferenceName, User } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { currentUserQuery } from '../../session/queries/currentUserQuery';
import { preferencesApi } from '../api/preferencesApi';

/** One save: the preference, its new value, the value before, and its place among saves of that preference. */
type Save = { name: PreferenceName; value: unknown; previous: unknown; seq: number };

/**
 * Saves a preference (layout, list options, table columns). The current user is updated at once so the screen
 * answers immediately. Saves run one after another (a mutation scope), so the server keeps the last one; only the
 * answer to the latest save of a preference is written back, so a slow answer to an earlier click never undoes a
 * later one. A failure says so and restores the value from before.
 */
export function useSavePreference() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const latest = useRef(new Map<PreferenceName, number>());

  const setPreference = useCallback(
    (name: string, value: unknown) =>
      queryClient.setQueryData<User | null>(currentUserQuery.queryKey, (user) =>
        user ? { ...user, preferences: { ...user.preferences, [name]: value } } : user,
      ),
    [queryClient],
  );
  const isLatest = (save: Save) => latest.current.get(save.name) === save.seq;

  const mutation = useMutation({
    mutationFn: (save: Save) => preferencesApi.save(save.name, save.value),
    scope: { id: 'preferences' },
    onSuccess: (saved, save) => {
      if (isLatest(save)) setPreference(saved.name, saved.value);
    },
    onError: (error, save) => {
      if (isLatest(save)) setPreference(save.name, save.previous);
      notify({ type: 'error', title: t('results.preferenceFailed'), message: describeApiError(error, t) });
    },
  });

  const { mutate } = mutation;
  return useCallback(
    ({ name, value }: { name: PreferenceName; value: unknown }) => {
      const previous = queryClient.getQueryData<User | null>(currentUserQuery.queryKey)?.preferences[name];
      const seq = (latest.current.get(name) ?? 0) + 1;
      latest.current.set(name, seq);
      setPreference(name, value);
      mutate({ name, value, previous, seq });
    },
    [queryClient, setPreference, mutate],
  );
}
