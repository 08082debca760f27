import {
  OkSchema,
  type PasswordForgotBody,
  PasswordTokenInfoSchema,
  type SessionLoginBody,
  type User,
  UserSchema,
} from '@app/shared';
import { apiRequest } from '../../../lib/api/apiRequest';
import type { PasswordFlow } from '../types/PasswordFlow';

/** Body of POST /api/password-reset and /api/set-password. */
type PasswordSetInput = { token: string; password: string; password_confirmation: string };

const TOKEN_PATHS: Record<PasswordFlow, { check: string; save: string }> = {
  reset: { check: '/password-reset', save: '/password-reset' },
  invite: { check: '/set-password', save: '/set-password' },
};

/** Sign-in and password calls (guest-only screens of SPEC §2). */
export const authApi = {
  login(body: SessionLoginBody): Promise<User> {
    return apiRequest('/login', { method: 'POST', body, schema: UserSchema });
  },

  /** Always succeeds for a well-formed address, so the answer never reveals whether an account exists. */
  forgotPassword(body: PasswordForgotBody): Promise<{ ok: true }> {
    return apiRequest('/forgot-password', { method: 'POST', body, schema: OkSchema });
  },

  checkPasswordToken(flow: PasswordFlow, token: string): Promise<{ valid: true; email: string }> {
    return apiRequest(`${TOKEN_PATHS[flow].check}/${encodeURIComponent(token)}`, { schema: PasswordTokenInfoSchema });
  },

  savePassword(flow: PasswordFlow, body: PasswordSetInput): Promise<{ ok: true }> {
    return apiRequest(TOKEN_PATHS[flow].save, { method: 'POST', body, schema: OkSchema });
  },
};
