import { type PresenceMember, serverFrame } from './pusher-protocol';

/** What the registry needs of a connection: its id, the channels it is in, and a way to send it a frame. */
export interface ChannelSubscriber {
  readonly socketId: string;
  readonly channels: Set<string>;
  /** A text frame; a Buffer holds its UTF-8 bytes (encoded once for many subscribers). */
  send(frame: string | Buffer): void;
}

type PresenceEntry = { info: unknown; sockets: number };

type Channel = {
  subscribers: Set<ChannelSubscriber>;
  /** Presence channels only: each user once, however many tabs (sockets) they joined with. */
  members?: Map<string, PresenceEntry>;
  /** Presence channels only: the user each socket joined as. */
  memberOf?: Map<ChannelSubscriber, string>;
};

/** Sends one frame to the channel's subscribers (but `except`), as UTF-8 bytes encoded once for all of them. */
function broadcast(channel: Channel, frame: string, except?: ChannelSubscriber): void {
  const bytes = Buffer.from(frame);
  for (const subscriber of channel.subscribers) if (subscriber !== except) subscriber.send(bytes);
}

/**
 * Members present through other server processes (presence-sync.ts), and where this process reports its own
 * members' arrivals and departures. Without it (one process) nobody else is present.
 */
export interface PresenceElsewhere {
  /** The members other processes have on the channel, by user id. */
  members(channel: string): ReadonlyMap<string, unknown>;
  /** A user's first socket on the channel in this process joined (`joined`) or their last one left. */
  localChanged(channel: string, member: PresenceMember, joined: boolean): void;
}

/** The presence part of `pusher_internal:subscription_succeeded`. */
export type PresenceSnapshot = { presence: { ids: string[]; hash: Record<string, unknown>; count: number } };

/**
 * Who is subscribed to which channel in this process, and who is present on presence channels. A user present
 * with two tabs is one member: `member_added` goes out when their first socket joins, `member_removed` when the
 * last one leaves. Channels without subscribers are dropped so the maps only hold what is in use.
 */
export class ChannelRegistry {
  private readonly channels = new Map<string, Channel>();
  /** Set by the presence sync between processes, when there is one. */
  elsewhere: PresenceElsewhere | null = null;

  /** Subscribes; answers the presence snapshot for a presence channel (the joining member included). */
  subscribe(subscriber: ChannelSubscriber, name: string, member?: PresenceMember): PresenceSnapshot | null {
    // Subscribing again (a client that lost track) starts afresh rather than counting the socket twice.
    if (subscriber.channels.has(name)) this.unsubscribe(subscriber, name);
    let channel = this.channels.get(name);
    if (!channel) {
      channel = member
        ? { subscribers: new Set(), members: new Map(), memberOf: new Map() }
        : { subscribers: new Set() };
      this.channels.set(name, channel);
    }
    channel.subscribers.add(subscriber);
    subscriber.channels.add(name);
    if (!member || !channel.members || !channel.memberOf) return null;

    channel.memberOf.set(subscriber, member.user_id);
    const entry = channel.members.get(member.user_id);
    if (entry) {
      entry.sockets += 1;
    } else {
      channel.members.set(member.user_id, { info: member.user_info, sockets: 1 });
      if (!this.elsewhere?.members(name).has(member.user_id)) {
        broadcast(channel, serverFrame('pusher_internal:member_added', member, name), subscriber);
      }
      this.elsewhere?.localChanged(name, member, true);
    }
    const hash: Record<string, unknown> = {};
    for (const [id, info] of this.elsewhere?.members(name) ?? []) hash[id] = info ?? null;
    for (const [id, { info }] of channel.members) hash[id] = info ?? null;
    const ids = Object.keys(hash);
    return { presence: { ids, hash, count: ids.length } };
  }

  unsubscribe(subscriber: ChannelSubscriber, name: string): void {
    subscriber.channels.delete(name);
    const channel = this.channels.get(name);
    if (!channel?.subscribers.delete(subscriber)) return;
    const userId = channel.memberOf?.get(subscriber);
    if (userId !== undefined && channel.members && channel.memberOf) {
      channel.memberOf.delete(subscriber);
      const entry = channel.members.get(userId);
      if (entry && --entry.sockets === 0) {
        channel.members.delete(userId);
        if (!this.elsewhere?.members(name).has(userId)) {
          broadcast(channel, serverFrame('pusher_internal:member_removed', { user_id: userId }, name));
        }
        this.elsewhere?.localChanged(name, { user_id: userId, user_info: entry.info }, false);
      }
    }
    if (channel.subscribers.size === 0) this.channels.delete(name);
  }

  /** A closed connection leaves every channel it was in. */
  removeSubscriber(subscriber: ChannelSubscriber): void {
    for (const name of [...subscriber.channels]) this.unsubscribe(subscriber, name);
  }

  /** Sends one event to every subscriber of the channel in this process (encoded once for all of them). */
  deliver(name: string, event: string, data: unknown): number {
    const channel = this.channels.get(name);
    if (!channel) return 0;
    broadcast(channel, serverFrame(event, data, name));
    return channel.subscribers.size;
  }

  /** Sockets subscribed to the channel in this process. */
  subscriberCount(name: string): number {
    return this.channels.get(name)?.subscribers.size ?? 0;
  }

  /** Members present through this process's sockets on a presence channel. */
  localMembers(name: string): PresenceMember[] {
    return [...(this.channels.get(name)?.members ?? [])].map(([id, { info }]) => ({ user_id: id, user_info: info }));
  }

  /** Presence channels with members in this process. */
  presenceChannels(): string[] {
    return [...this.channels].filter(([, channel]) => (channel.members?.size ?? 0) > 0).map(([name]) => name);
  }

  /**
   * Another process's member arrived or left: this process's subscribers hear of it only when it changes who is
   * present (not when the user is also here, or still present through a third process).
   */
  remoteChanged(name: string, member: PresenceMember, joined: boolean): void {
    const channel = this.channels.get(name);
    if (!channel?.members || channel.members.has(member.user_id)) return;
    broadcast(
      channel,
      joined
        ? serverFrame('pusher_internal:member_added', member, name)
        : serverFrame('pusher_internal:member_removed', { user_id: member.user_id }, name),
    );
  }
}
