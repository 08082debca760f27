import type { PreferenceName, User, UserPreferences } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/ApiError';
import { describeApiError } from '../../../lib/api/describeApiError';
import { useCurrentUser } from '../../session/hooks/useCurrentUser';
import { currentUserQuery } from '../../session/queries/currentUserQuery';
import { accountApi } from '../api/accountApi';

/**
 * One preference on the settings screen: its current value, and `save`, which stores a new one at once. The
 * server validates it; what it stored (normalised) goes into the current user, so every screen uses it straight
 * away, and a refusal shows under the field while the stored value stays as it was.
 */
export function usePreference<N extends PreferenceName>(name: N) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useCurrentUser().data;
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (value: unknown) => accountApi.savePreference(name, value),
    scope: { id: `preference-${name}` },
    onSuccess: (saved) => {
      setError(null);
      client.setQueryData<User | null>(currentUserQuery.queryKey, (current) =>
        current ? { ...current, preferences: { ...current.preferences, [name]: saved.value } } : current,
      );
    },
    onError: (failure) => {
      const fieldMessages = failure instanceof ApiError ? Object.values(failure.fields).flat() : [];
      setError(fieldMessages[0] ?? describeApiError(failure, t));
    },
  });
  return {
    value: user?.preferences[name] as UserPreferences[N] | undefined,
    save: (value: unknown) => mutation.mutate(value),
    saving: mutation.isPending,
    error,
  };
}
