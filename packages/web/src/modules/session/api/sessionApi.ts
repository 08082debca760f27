import { OkSchema, type User, UserSchema } from '@app/shared';
import { ApiError } from '../../../lib/api/ApiError';
import { apiRequest } from '../../../lib/api/apiRequest';

/** Calls about the signed-in session (SPEC §7 Session and user). */
export const sessionApi = {
  /** The signed-in user, or null for a guest (401, or 419 where the guard treats the visitor as a guest). */
  async fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
    try {
      return await apiRequest('/user', { schema: UserSchema, signal, currentUserCall: true });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 419)) return null;
      throw error;
    }
  },

  /**
   * Asks whether the session still holds. Not the current-user call: its 401 or 419 goes to sign-in like any other
   * call's (apiRequest), which is the point of asking.
   */
  ping(): Promise<{ ok: true }> {
    return apiRequest('/session', { schema: OkSchema });
  },

  logout(): Promise<{ ok: true }> {
    return apiRequest('/logout', { method: 'POST', body: {}, schema: OkSchema });
  },
};
