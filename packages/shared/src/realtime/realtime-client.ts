import { z } from 'zod';
import { API_BASE_PATH } from '../constants';

// The broadcasting auth call (SPEC §7 `POST /broadcasting/auth {socket_id, channel_name}`) and the options the SPA's
// pusher-js client is built with, so the server and the SPA agree on both.

/** Pusher's socket id: two decimal numbers joined by a dot. */
export const SOCKET_ID_PATTERN = /^[0-9]{1,10}\.[0-9]{1,10}$/;

/**
 * What pusher-js posts (form-urlencoded by default, JSON accepted too). Only workspace channels are authorised; a
 * well formed name for anything else answers 403 like a workspace the user has no level on.
 */
export const BroadcastingAuthBodySchema = z.object({
  socket_id: z.string().regex(SOCKET_ID_PATTERN, 'Not a socket id'),
  channel_name: z
    .string()
    .max(164)
    .regex(/^(private|presence)-[A-Za-z0-9_\-=@,.;]+$/, 'Not a private or presence channel'),
});
export type BroadcastingAuthBody = z.infer<typeof BroadcastingAuthBodySchema>;

/** Handed to pusher-js unchanged: the signature, and for presence channels the member the user joins as. */
export const BroadcastingAuthAnswerSchema = z.object({
  auth: z.string(),
  channel_data: z.string().optional(),
});
export type BroadcastingAuthAnswer = z.infer<typeof BroadcastingAuthAnswerSchema>;

/** What a presence channel tells the others about a member. */
export type RealtimeMemberInfo = { name: string };

/** The part of `window.location` the client options depend on. */
export type RealtimeLocation = { protocol: string; hostname: string; port: string };

/**
 * Options for `new Pusher(REALTIME_APP_KEY, options)` in the SPA: the websocket of the origin the page came from
 * (the server serves both), no fallback transports, and pusher-js's own form-urlencoded auth request with our
 * CSRF header (the session cookie goes with it, as with every same-origin call). `headers` may add the tab's
 * client UUID header. The object matches pusher-js's `Options` type without this package depending on it.
 */
export function realtimeClientOptions(location: RealtimeLocation, headers: Record<string, string> = {}) {
  const secure = location.protocol === 'https:';
  const port = Number(location.port || (secure ? 443 : 80));
  return {
    cluster: 'mt1',
    wsHost: location.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: secure,
    enabledTransports: ['ws', 'wss'] as ('ws' | 'wss')[],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${API_BASE_PATH}/broadcasting/auth`,
      transport: 'ajax' as const,
      headers: { 'X-Requested-With': 'XMLHttpRequest', ...headers },
    },
  };
}
