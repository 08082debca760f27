import { WORKSPACE_EVENTS, workspaceChannel, workspacePresenceChannel } from '@app/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications/notify';
import { CLIENT_UUID } from '../api/clientUuid';
import { useWorkspaceCache } from '../hooks/useWorkspaceCache';
import { realtimeClient } from './realtimeClient';
import { eventEffect } from './workspaceEvents';

/** Someone with the workspace open (SPEC §3 Viewer), as the presence channel lists them. */
export type Viewer = { id: string; name: string };

type Members = { each: (fn: (member: { id: string; info?: { name?: string } }) => void) => void };

function viewersOf(members: Members): Viewer[] {
  const list: Viewer[] = [];
  members.each((m) => list.push({ id: String(m.id), name: m.info?.name ?? String(m.id) }));
  return list;
}

/**
 * SPEC §4 Collaboration: while a workspace is open, its private channel's events keep the page current and its
 * presence channel lists who else is here. Events this tab caused are ignored (client UUID). Leaving unsubscribes.
 */
export function useWorkspaceRealtime(workspaceId: number | null): { viewers: Viewer[] } {
  const { t } = useTranslation();
  const { update, refetch } = useWorkspaceCache(workspaceId ?? 0);
  const [viewers, setViewers] = useState<Viewer[]>([]);

  useEffect(() => {
    if (workspaceId === null) return;
    const pusher = realtimeClient();
    const privateName = workspaceChannel(workspaceId);
    const presenceName = workspacePresenceChannel(workspaceId);
    const channel = pusher.subscribe(privateName);
    for (const event of Object.values(WORKSPACE_EVENTS)) {
      channel.bind(event, (data: unknown) => {
        const payload = (data ?? {}) as { client_uuid?: string | null };
        if (payload.client_uuid === CLIENT_UUID) return;
        const effect = eventEffect(event, data);
        if (effect.kind === 'refetch') void refetch();
        else if (effect.kind === 'change') update(effect.change);
        else if (effect.kind === 'switched') {
          update(effect.change);
          notify({
            type: 'info',
            message: effect.by
              ? t('analysis.realtime.switchedBy', { name: effect.by })
              : t('analysis.realtime.switched'),
          });
        }
      });
    }
    const presence = pusher.subscribe(presenceName) as unknown as {
      members: Members;
      bind: (event: string, fn: () => void) => void;
    };
    const refresh = () => setViewers(viewersOf(presence.members));
    presence.bind('pusher:subscription_succeeded', refresh);
    presence.bind('pusher:member_added', refresh);
    presence.bind('pusher:member_removed', refresh);
    return () => {
      channel.unbind_all();
      pusher.unsubscribe(privateName);
      pusher.unsubscribe(presenceName);
      setViewers([]);
    };
  }, [workspaceId, update, refetch, t]);

  return { viewers };
}
