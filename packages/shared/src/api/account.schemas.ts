import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

/** `PUT /api/user/password`: the current password proves it is the user; the new one is typed twice. */
export const PasswordChangeSchema = z
  .strictObject({
    current_password: z
      .string({ error: 'Enter your current password.' })
      .min(1, 'Enter your current password.')
      .max(PASSWORD_MAX_LENGTH),
    password: z
      .string({ error: 'Enter a new password.' })
      .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
      .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
    password_confirmation: z.string({ error: 'Repeat the new password.' }),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The two passwords do not match.',
  });
export type PasswordChangeBody = z.infer<typeof PasswordChangeSchema>;

/** One of the user's signed-in sessions, as the settings screen lists them. */
export const AccountSessionSchema = z.object({
  created_at: z.string(),
  last_seen_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The session this request came from. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;
export const AccountSessionListSchema = z.array(AccountSessionSchema);

/** How many sessions a "sign out everywhere else" or a password change ended. */
export const SessionsEndedSchema = z.object({ message: z.string(), ended: z.number().int() });
