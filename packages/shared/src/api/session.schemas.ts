import { z } from 'zod';
import { MODULE_NAMES } from '../auth/modules';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

/** E-mail addresses are compared and stored trimmed and lower-cased, everywhere. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** An e-mail field of any form: validated, then normalised. The SPA checks its fields with it too. */
export const EmailSchema = z.email('Enter a valid e-mail address.').max(254).transform(normalizeEmail);
const Email = EmailSchema;
/** Tokens from e-mailed links; a mangled one reads as an invalid link, not as a form error. */
const LinkToken = z
  .string({ error: 'This link is invalid or has expired. Ask for a new one.' })
  .min(16, 'This link is invalid or has expired. Ask for a new one.')
  .max(200, 'This link is invalid or has expired. Ask for a new one.');
const NewPassword = z
  .string({ error: 'Enter a password.' })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

export const SessionLoginSchema = z.strictObject({
  email: Email,
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(PASSWORD_MAX_LENGTH),
});
export type SessionLoginBody = z.infer<typeof SessionLoginSchema>;

export const PasswordForgotSchema = z.strictObject({ email: Email });
export type PasswordForgotBody = z.infer<typeof PasswordForgotSchema>;

/** Used by both password reset and an invited user's first password. */
export const PasswordSetSchema = z
  .strictObject({
    token: LinkToken,
    password: NewPassword,
    password_confirmation: z.string(),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The two passwords do not match.',
  });
export type PasswordSetBody = z.infer<typeof PasswordSetSchema>;

export const PasswordTokenParamsSchema = z.strictObject({ token: LinkToken });
/** What a token check tells the screen before the user types a password. */
export const PasswordTokenInfoSchema = z.object({ valid: z.literal(true), email: z.string() });

export const PreferenceParamsSchema = z.strictObject({ name: z.string().max(64) });
export const PreferenceUpdateSchema = z.strictObject({ value: z.unknown() });
export type PreferenceUpdateBody = z.infer<typeof PreferenceUpdateSchema>;

export const ModuleSchema = z.object({
  name: z.enum(MODULE_NAMES),
  configuration: z.looseObject({ enabled: z.boolean() }),
});
export const FolderCategorySchema = z.object({ id: z.number().int(), name: z.string() });

export const OrganizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  modules: z.array(ModuleSchema),
  folder_categories: z.array(FolderCategorySchema),
});
export type Organization = z.infer<typeof OrganizationSchema>;

/** GET /api/user (SPEC §3 User). `preferences` is complete: stored values over SPEC §9 defaults. */
export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_admin: z.boolean(),
  is_end_user: z.boolean(),
  is_read_only: z.boolean(),
  group_manager: z.boolean(),
  global_dashboards: z.array(z.number().int()),
  preferences: z.record(z.string(), z.unknown()),
  organization: OrganizationSchema.nullable(),
  app_update: z
    .object({ update_name: z.string(), banner_text: z.string(), banner_link: z.string().nullable() })
    .nullable(),
});
export type User = z.infer<typeof UserSchema>;

export const OkSchema = z.object({ ok: z.literal(true) });
