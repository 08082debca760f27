import { CLIENT_UUID_HEADER, REALTIME_APP_KEY, realtimeClientOptions } from '@app/shared';
import Pusher from 'pusher-js';
import { CLIENT_UUID } from '../api/clientUuid';

// The tab's one realtime connection (SPEC §4 Collaboration, DESIGN.md §7): pusher-js speaking to the app's own
// host and port, channels authorised by POST /api/broadcasting/auth with the session cookie. A refused
// authorisation reaches pusher-js as its authorisation error (SPEC §8).

let client: Pusher | null = null;

/** The tab's connection, opened on first use. */
export function realtimeClient(): Pusher {
  client ??= new Pusher(REALTIME_APP_KEY, realtimeClientOptions(location, { [CLIENT_UUID_HEADER]: CLIENT_UUID }));
  return client;
}
