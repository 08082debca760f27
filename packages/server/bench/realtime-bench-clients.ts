// The client side of `npm run bench:realtime`, in a process of its own (forked by realtime.bench.ts) so the
// server's figures are the server's alone. Raw websocket clients speaking the Pusher protocol as pusher-js does:
// steady clients stay subscribed to one workspace's private and presence channels the whole run, churning
// clients join a random workspace, stay a moment and leave, over and over. Each event carries the time it was
// published and its workspace's sequence number, so every client can tell the delay, a gap and a repeat.

import { REALTIME_APP_KEY, WORKSPACE_EVENTS, workspaceChannel, workspacePresenceChannel } from '@app/shared';
import WebSocket from 'ws';
import { channelAuth, channelSigningSecret } from '../src/features/realtime/pusher-protocol';

export type ClientsConfig = { port: number; secret: string; workspaces: number; steady: number; churning: number };
export type BenchEvent = { sent_at: number; seq: number; workspace: number };
export type ClientsReport = {
  delaysMs: number[];
  steadyReceipts: number;
  lost: number;
  duplicated: number;
  churnConnections: number;
  churnReceipts: number;
  churnDuplicated: number;
};

const now = () => performance.timeOrigin + performance.now();
const config = JSON.parse(process.env.REALTIME_BENCH_CLIENTS ?? '{}') as ClientsConfig;
const secret = channelSigningSecret(config.secret);
const url = `ws://127.0.0.1:${config.port}/app/${REALTIME_APP_KEY}?protocol=7&client=js&version=8.6.0`;
const delays: number[] = [];
let running = true;
let churnConnections = 0;
let churnReceipts = 0;
let churnDuplicated = 0;

type Steady = { workspace: number; seen: Set<number>; duplicates: number };
const steadyClients: Steady[] = [];

/** Opens a socket, subscribes to both channels of the workspace; resolves when both subscriptions succeeded. */
function join(workspace: number, userId: number, onEvent: (event: BenchEvent) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    let pending = 2;
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as { event: string; channel?: string; data: string };
      if (frame.event === 'pusher:connection_established') {
        const socketId = (JSON.parse(frame.data) as { socket_id: string }).socket_id;
        const privateName = workspaceChannel(workspace);
        const presenceName = workspacePresenceChannel(workspace);
        const member = JSON.stringify({ user_id: String(userId), user_info: { name: `User ${userId}` } });
        ws.send(
          JSON.stringify({
            event: 'pusher:subscribe',
            data: { channel: privateName, auth: channelAuth(REALTIME_APP_KEY, secret, socketId, privateName) },
          }),
        );
        ws.send(
          JSON.stringify({
            event: 'pusher:subscribe',
            data: {
              channel: presenceName,
              auth: channelAuth(REALTIME_APP_KEY, secret, socketId, presenceName, member),
              channel_data: member,
            },
          }),
        );
      } else if (frame.event === 'pusher_internal:subscription_succeeded') {
        if (--pending === 0) resolve(ws);
      } else if (frame.event === 'pusher:ping') {
        ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
      } else if (frame.event === WORKSPACE_EVENTS.chartUpdated) {
        const event = JSON.parse(frame.data) as BenchEvent;
        delays.push(now() - event.sent_at);
        onEvent(event);
      }
    });
  });
}

async function steady(index: number): Promise<void> {
  const client: Steady = { workspace: (index % config.workspaces) + 1, seen: new Set(), duplicates: 0 };
  steadyClients.push(client);
  await join(client.workspace, index + 1, (event) => {
    if (client.seen.has(event.seq)) client.duplicates += 1;
    client.seen.add(event.seq);
  });
}

/** One churning client: join a random workspace, stay 0.5–2.5 s, leave, again until the run ends. */
async function churn(index: number): Promise<void> {
  while (running) {
    const workspace = 1 + Math.floor(Math.random() * config.workspaces);
    const seen = new Set<number>();
    const ws = await join(workspace, 100_000 + index, (event) => {
      churnReceipts += 1;
      if (seen.has(event.seq)) churnDuplicated += 1;
      seen.add(event.seq);
    });
    churnConnections += 1;
    await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 2000));
    await new Promise<void>((resolve) => {
      ws.once('close', () => resolve());
      ws.close();
    });
  }
}

function report(lastSeq: Record<number, number>): ClientsReport {
  let lost = 0;
  let duplicated = 0;
  let steadyReceipts = 0;
  for (const client of steadyClients) {
    const last = lastSeq[client.workspace] ?? 0;
    for (let seq = 1; seq <= last; seq += 1) if (!client.seen.has(seq)) lost += 1;
    steadyReceipts += client.seen.size;
    duplicated += client.duplicates;
  }
  return { delaysMs: delays, steadyReceipts, lost, duplicated, churnConnections, churnReceipts, churnDuplicated };
}

/** Every steady client has the workspace's last event, or a few seconds passed (then the gaps count as lost). */
async function drained(lastSeq: Record<number, number>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    if (steadyClients.every((c) => c.seen.has(lastSeq[c.workspace] ?? 0) || !lastSeq[c.workspace])) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

process.on('message', async (message: { type: string; lastSeq?: Record<number, number> }) => {
  if (message.type === 'stop') {
    running = false;
    await drained(message.lastSeq ?? {});
    process.send?.({ type: 'report', report: report(message.lastSeq ?? {}) }, () => process.exit(0));
  }
});

// Steady clients join in batches, so the start is not one burst of a thousand handshakes.
for (let i = 0; i < config.steady; i += 50) {
  await Promise.all(Array.from({ length: Math.min(50, config.steady - i) }, (_, k) => steady(i + k)));
}
for (let i = 0; i < config.churning; i += 1) void churn(i);
while (churnConnections < config.churning) await new Promise((resolve) => setTimeout(resolve, 20));
process.send?.({ type: 'ready' });
