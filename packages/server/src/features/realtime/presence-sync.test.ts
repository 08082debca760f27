// Presence across processes without a database: the registry and its PresenceSync on a hub, and the messages another
// process would publish on it. A user present here and there counts once; a process that stops restating its
// members has them expire.

import { describe, expect, it } from 'vitest';
import { inProcessHub } from '../../realtime/realtime-hub';
import { ChannelRegistry, type ChannelSubscriber } from './channel-registry';
import { PRESENCE_SYNC_EVENT, PresenceSync } from './presence-sync';

const CHANNEL = 'presence-workspace.1';

function subscriber(socketId: string) {
  const frames: { event: string; data: { user_id?: string } }[] = [];
  const made: ChannelSubscriber = {
    socketId,
    channels: new Set(),
    send: (frame) => {
      const parsed = JSON.parse(frame.toString()) as { event: string; data: string };
      frames.push({ event: parsed.event, data: JSON.parse(parsed.data) });
    },
  };
  return { made, frames };
}

describe('PresenceSync', () => {
  it('adds and removes members of other processes once, and expires those no longer restated', async () => {
    const hub = inProcessHub();
    const registry = new ChannelRegistry();
    const sync = new PresenceSync(hub, registry, { heartbeatMs: 20, expiryMs: 500 });
    const sent: unknown[] = [];
    hub.onMessage((message) => {
      if (!sync.handle(message)) return;
      sent.push(message.data);
    });
    const other = (data: object) =>
      hub.publish({ channel: CHANNEL, event: PRESENCE_SYNC_EVENT, data: { process: 'other', ...data } });

    const ada = subscriber('1.1');
    const snapshot = registry.subscribe(ada.made, CHANNEL, { user_id: '1', user_info: { name: 'Ada' } });
    expect(snapshot?.presence.count).toBe(1);
    // This process said hello and that Ada joined; it ignores its own news.
    expect(sent).toEqual([
      { kind: 'hello', process: sync.process },
      { kind: 'join', member: { user_id: '1', user_info: { name: 'Ada' } }, process: sync.process },
    ]);

    // Ada in a tab served by the other process too: still one member, nobody told.
    await other({ kind: 'join', member: { user_id: '1', user_info: { name: 'Ada' } } });
    await other({ kind: 'state', members: [{ user_id: '2', user_info: { name: 'Bea' } }] });
    expect(ada.frames).toEqual([
      { event: 'pusher_internal:member_added', data: { user_id: '2', user_info: { name: 'Bea' } } },
    ]);
    const second = subscriber('1.2');
    const seen = registry.subscribe(second.made, CHANNEL, { user_id: '3', user_info: { name: 'Cy' } });
    expect(seen?.presence.ids.sort()).toEqual(['1', '2', '3']);

    // The other process falls silent: its members go, Ada stays (she is here too).
    await expect
      .poll(() => second.frames.filter((f) => f.event === 'pusher_internal:member_removed'))
      .toEqual([{ event: 'pusher_internal:member_removed', data: { user_id: '2' } }]);
    expect(sync.members(CHANNEL).size).toBe(0);
    sync.close();
  });
});
