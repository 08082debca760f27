import { type UserPreferences, withPreferenceDefaults } from '@app/shared';
import { useMemo } from 'react';
import { useCurrentUser } from '../../session/hooks/useCurrentUser';

/** The signed-in user's preferences over SPEC §9 defaults (stored values that no longer validate fall back). */
export function useResultPreferences(): UserPreferences {
  const { data: user } = useCurrentUser();
  return useMemo(() => withPreferenceDefaults(user?.preferences), [user?.preferences]);
}
