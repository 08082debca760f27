import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

// The Pusher channels protocol, version 7, as the official pusher-js client speaks it (DESIGN.md §7): frames are
// JSON objects `{event, channel?, data}`; the server's `data` is itself a JSON string (pusher-js parses it again),
// private and presence subscriptions carry `auth` = `key:hex(hmac-sha256(secret, socket_id:channel[:channel_data]))`.

export const PUSHER_PROTOCOL_VERSION = 7;

/**
 * Error codes in `pusher:error` frames and close codes. pusher-js acts on the range of a close code: 4000–4099 it
 * does not reconnect, 4100–4199 it reconnects after a back-off, 4200–4299 at once. The 43xx codes are answers to
 * one frame that leave the connection open.
 */
export const PUSHER_ERRORS = {
  unknownAppKey: 4001,
  pathNotFound: 4005,
  unsupportedProtocol: 4007,
  unauthorized: 4009,
  overCapacity: 4100,
  pongNotReceived: 4201,
  malformedFrame: 4300,
  clientEventsRefused: 4301,
  tooManyChannels: 4302,
} as const;

/** A frame a client sent, after the checks of `parseClientFrame`. */
export type ClientFrame = { event: string; channel?: string; data: unknown };

/** The frame as an object with a string `event`, or null for anything else (bad JSON, an array, no event). */
export function parseClientFrame(text: string): ClientFrame | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { event, channel, data } = value as Record<string, unknown>;
  if (typeof event !== 'string' || event.length === 0 || event.length > 200) return null;
  if (channel !== undefined && typeof channel !== 'string') return null;
  return { event, ...(channel !== undefined ? { channel } : {}), data };
}

/** A server frame: `data` goes out as a JSON string, as Pusher's servers send it. */
export function serverFrame(event: string, data: unknown, channel?: string): string {
  const encoded = typeof data === 'string' ? data : JSON.stringify(data ?? {});
  return JSON.stringify(channel === undefined ? { event, data: encoded } : { event, channel, data: encoded });
}

/** A `pusher:error` frame; its data is an object, as Pusher sends it (pusher-js accepts both). */
export function errorFrame(code: number, message: string): string {
  return JSON.stringify({ event: 'pusher:error', data: { code, message } });
}

/** The socket id a connection is told: two decimal numbers joined by a dot, as pusher-js expects. */
export function newSocketId(): string {
  return `${randomInt(1, 2 ** 31 - 1)}.${randomInt(1, 2 ** 31 - 1)}`;
}

/** Pusher's channel name alphabet and length. */
export const CHANNEL_NAME_PATTERN = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;

export type ChannelKind = 'public' | 'private' | 'presence';

/**
 * The kind of a channel by its prefix, or null for a name we refuse: badly formed, or an end-to-end encrypted
 * channel (`private-encrypted-`), which this server does not offer.
 */
export function channelKind(channel: string): ChannelKind | null {
  if (!CHANNEL_NAME_PATTERN.test(channel)) return null;
  if (channel.startsWith('private-encrypted-')) return null;
  if (channel.startsWith('presence-')) return 'presence';
  if (channel.startsWith('private-')) return 'private';
  return 'public';
}

/**
 * The channels' signing secret, derived from the app's secret so the two are never the same value: a leaked
 * channel signature says nothing about session or share signatures.
 */
export function channelSigningSecret(appSecret: string): string {
  return createHmac('sha256', appSecret).update('realtime-channel-auth').digest('hex');
}

function signature(secret: string, socketId: string, channel: string, channelData?: string): string {
  const signed = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return createHmac('sha256', secret).update(signed).digest('hex');
}

/** The `auth` value the broadcasting auth call answers: `key:signature`. */
export function channelAuth(key: string, secret: string, socketId: string, channel: string, channelData?: string) {
  return `${key}:${signature(secret, socketId, channel, channelData)}`;
}

/** Whether `auth` is our key and the right signature for this socket, channel and channel data. */
export function authIsValid(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  auth: unknown,
  channelData?: string,
): boolean {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(channelAuth(key, secret, socketId, channel, channelData));
  const given = Buffer.from(auth);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A presence member as channel data carries it: a string user id and what others see of the user. */
export type PresenceMember = { user_id: string; user_info: unknown };

/** The member in a presence subscription's `channel_data`, or null when it is not one. */
export function parsePresenceMember(channelData: unknown): PresenceMember | null {
  if (typeof channelData !== 'string' || channelData.length > 1000) return null;
  try {
    const value = JSON.parse(channelData) as Record<string, unknown>;
    const id = value?.user_id;
    if (typeof id === 'number' && Number.isSafeInteger(id)) return { user_id: String(id), user_info: value.user_info };
    if (typeof id === 'string' && id.length > 0 && id.length <= 128) return { user_id: id, user_info: value.user_info };
  } catch {
    // Not JSON: refused below.
  }
  return null;
}
