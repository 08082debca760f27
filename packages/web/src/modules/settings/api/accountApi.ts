import {
  type AccountSession,
  AccountSessionListSchema,
  type PasswordChangeBody,
  type PreferenceName,
  SessionsEndedSchema,
} from '@app/shared';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/apiRequest';

type SessionsEnded = z.infer<typeof SessionsEndedSchema>;

/** The signed-in user's own account: preferences, password and sessions. */
export const accountApi = {
  /** `PUT /api/preferences/{name} {value}` (SPEC §7): answers the value as the server normalised it. */
  savePreference(name: PreferenceName, value: unknown): Promise<{ name: string; value: unknown }> {
    return apiRequest(`/preferences/${encodeURIComponent(name)}`, { method: 'PUT', body: { value } });
  },
  changePassword(body: PasswordChangeBody): Promise<SessionsEnded> {
    return apiRequest('/user/password', { method: 'PUT', body, schema: SessionsEndedSchema });
  },
  sessions(signal?: AbortSignal): Promise<AccountSession[]> {
    return apiRequest('/user/sessions', { schema: AccountSessionListSchema, signal });
  },
  endOtherSessions(): Promise<SessionsEnded> {
    return apiRequest('/user/sessions', { method: 'DELETE', schema: SessionsEndedSchema });
  },
};
