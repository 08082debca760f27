/** Which password-token flow a screen is in: a reset link, or an invited user's first password. */
export type PasswordFlow = 'reset' | 'invite';
