import { z } from 'zod';

/** Longest unsubscribe token accepted: an alert id, an address of at most 320 characters, and a MAC, base64url. */
export const ALERT_UNSUBSCRIBE_TOKEN_MAX = 600;

const AlertUnsubscribeTokenSchema = z
  .string({ error: 'The unsubscribe link has no token.' })
  .min(1, 'The unsubscribe link has no token.')
  .max(ALERT_UNSUBSCRIBE_TOKEN_MAX, 'The unsubscribe token is too long.');

/** `GET /api/alert-unsubscribe?token=`: the token from the link in an alert run mail. */
export const AlertUnsubscribeQuerySchema = z.strictObject({ token: AlertUnsubscribeTokenSchema });

/** `POST /api/alert-unsubscribe {token}`. */
export const AlertUnsubscribeBodySchema = z.strictObject({ token: AlertUnsubscribeTokenSchema });
export type AlertUnsubscribeBody = z.infer<typeof AlertUnsubscribeBodySchema>;

/**
 * What an unsubscribe link stands for, and whether that address already left the alert's mails. The alert's name
 * is the only thing told about the alert; null once the alert no longer exists (it mails no one then).
 */
export const AlertUnsubscribeInfoSchema = z.object({
  alert_id: z.number().int(),
  alert_name: z.string().nullable(),
  email: z.string(),
  unsubscribed: z.boolean(),
});
export type AlertUnsubscribeInfo = z.infer<typeof AlertUnsubscribeInfoSchema>;
