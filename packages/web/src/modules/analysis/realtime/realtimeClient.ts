import { CLIENT_UUID_HEADER, REALTIME_APP_KEY } from '@app/shared';
import Pusher from 'pusher-js';
import { CLIENT_UUID } from '../api/clientUuid';

// The tab's one realtime connection (SPEC §4 Collaboration, DESIGN.md §7): pusher-js speaking to the app's own
// host and port, channels authorised by POST /api/broadcasting/auth with the session cookie.

type AuthAnswer = { auth: string; channel_data?: string };

/** POST /api/broadcasting/auth with the CSRF header; JSON first, the Pusher form encoding if JSON is refused. */
async function authorise(socketId: string, channelName: string): Promise<AuthAnswer> {
  const headers = {
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
    [CLIENT_UUID_HEADER]: CLIENT_UUID,
  };
  let response = await fetch('/api/broadcasting/auth', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
  });
  if (response.status === 415)
    response = await fetch('/api/broadcasting/auth', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString(),
    });
  if (!response.ok) throw new Error(`Channel authorisation refused (${response.status}).`);
  return (await response.json()) as AuthAnswer;
}

let client: Pusher | null = null;

/** The tab's connection, opened on first use. */
export function realtimeClient(): Pusher {
  if (client) return client;
  const tls = location.protocol === 'https:';
  const port = Number(location.port) || (tls ? 443 : 80);
  client = new Pusher(REALTIME_APP_KEY, {
    cluster: 'mt1',
    wsHost: location.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: tls,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: {
      // A failed authorisation is reported to pusher-js as its authorisation error (SPEC §8).
      customHandler: ({ socketId, channelName }, callback) => {
        authorise(socketId, channelName).then(
          (answer) => callback(null, answer),
          (error: Error) => callback(error, null),
        );
      },
    },
  });
  return client;
}
