import { randomUUID } from 'node:crypto';
import type { RealtimeHub, RealtimeMessage } from '../../realtime/realtime-hub';
import type { ChannelRegistry, PresenceElsewhere } from './channel-registry';
import type { PresenceMember } from './pusher-protocol';

/** The hub event presence news between processes travels as; never delivered to clients. */
export const PRESENCE_SYNC_EVENT = 'pusher_internal:presence_sync';
/** Members per state message, so one stays far below PostgreSQL's NOTIFY limit. */
const MEMBERS_PER_MESSAGE = 20;

type SyncData =
  | { process: string; kind: 'join' | 'leave'; member: PresenceMember }
  /** Who this process has on the channel: sent now and then, and in answer to a `hello`. */
  | { process: string; kind: 'state'; members: PresenceMember[] }
  /** A process's first subscriber on the channel asks the others who is there. */
  | { process: string; kind: 'hello' };

type Remote = { info: unknown; seenAt: number };

export type PresenceSyncOptions = {
  /** How often each process restates its members (default 20 s). */
  heartbeatMs?: number;
  /** A member a process has not restated for this long is gone (its process died; default 3 heartbeats). */
  expiryMs?: number;
  onError?: (error: unknown) => void;
};

/**
 * Presence across server processes (DESIGN.md §7): each process tells the others through the hub when a user's
 * first socket on a presence channel arrives or their last one leaves, restates its members every heartbeat, and
 * answers a newcomer's `hello`. A member counts once however many processes have them; one whose process stopped
 * restating it is dropped after `expiryMs`. With the in-process hub a process hears only itself, which it ignores.
 */
export class PresenceSync implements PresenceElsewhere {
  readonly process = randomUUID();
  /** channel → user id → process → what that process last said. */
  private readonly remote = new Map<string, Map<string, Map<string, Remote>>>();
  private readonly timer: NodeJS.Timeout;
  private readonly expiryMs: number;

  constructor(
    private readonly hub: RealtimeHub,
    private readonly registry: ChannelRegistry,
    private readonly options: PresenceSyncOptions = {},
  ) {
    const heartbeatMs = options.heartbeatMs ?? 20_000;
    this.expiryMs = options.expiryMs ?? heartbeatMs * 3;
    this.timer = setInterval(() => this.heartbeat(), heartbeatMs);
    this.timer.unref();
    registry.elsewhere = this;
  }

  members(channel: string): ReadonlyMap<string, unknown> {
    const users = this.remote.get(channel);
    const present = new Map<string, unknown>();
    for (const [userId, processes] of users ?? []) {
      for (const { info } of processes.values()) present.set(userId, info);
    }
    return present;
  }

  localChanged(channel: string, member: PresenceMember, joined: boolean): void {
    if (joined && this.registry.localMembers(channel).length === 1) this.send(channel, { kind: 'hello' });
    this.send(channel, { kind: joined ? 'join' : 'leave', member });
  }

  /** Takes a hub message if it is presence news; answers whether it was. */
  handle(message: RealtimeMessage): boolean {
    if (message.event !== PRESENCE_SYNC_EVENT) return false;
    const data = message.data as SyncData;
    if (!data || data.process === this.process) return true;
    const channel = message.channel;
    if (data.kind === 'hello') {
      this.sendState(channel);
    } else if (data.kind === 'join') {
      this.seen(channel, data.process, data.member);
    } else if (data.kind === 'leave') {
      this.forget(channel, data.process, data.member);
    } else if (data.kind === 'state') {
      for (const member of data.members) this.seen(channel, data.process, member);
    }
    return true;
  }

  close(): void {
    clearInterval(this.timer);
    this.registry.elsewhere = null;
  }

  private seen(channel: string, process: string, member: PresenceMember): void {
    const users = this.remote.get(channel) ?? new Map<string, Map<string, Remote>>();
    this.remote.set(channel, users);
    const processes = users.get(member.user_id) ?? new Map<string, Remote>();
    users.set(member.user_id, processes);
    const wasPresent = processes.size > 0;
    processes.set(process, { info: member.user_info, seenAt: Date.now() });
    if (!wasPresent) this.registry.remoteChanged(channel, member, true);
  }

  private forget(channel: string, process: string, member: PresenceMember): void {
    const users = this.remote.get(channel);
    const processes = users?.get(member.user_id);
    if (!users || !processes?.delete(process)) return;
    if (processes.size > 0) return;
    users.delete(member.user_id);
    if (users.size === 0) this.remote.delete(channel);
    this.registry.remoteChanged(channel, member, false);
  }

  private heartbeat(): void {
    const cutoff = Date.now() - this.expiryMs;
    for (const [channel, users] of this.remote) {
      for (const [userId, processes] of users) {
        for (const [process, remote] of processes) {
          if (remote.seenAt < cutoff) this.forget(channel, process, { user_id: userId, user_info: remote.info });
        }
      }
    }
    for (const channel of this.registry.presenceChannels()) this.sendState(channel);
  }

  private sendState(channel: string): void {
    const members = this.registry.localMembers(channel);
    for (let i = 0; i < members.length; i += MEMBERS_PER_MESSAGE) {
      this.send(channel, { kind: 'state', members: members.slice(i, i + MEMBERS_PER_MESSAGE) });
    }
  }

  private send(channel: string, data: Omit<SyncData, 'process'> & Partial<SyncData>): void {
    const message = { channel, event: PRESENCE_SYNC_EVENT, data: { ...data, process: this.process } };
    this.hub.publish(message).catch((error: unknown) => this.options.onError?.(error));
  }
}
