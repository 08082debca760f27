import { WORKSPACE_ACTIVITY_PING_MS } from '@app/shared';
import { useEffect } from 'react';
import { analysisApi } from '../api/analysisApi';

/**
 * SPEC §4/§9: every 30 seconds the page reports the user active in the workspace (on the dashboard or in a
 * section); leaving the page clears the marker. Failed reports are only logged (SPEC §8).
 */
export function useActivityPing(workspaceId: number | null, section: string): void {
  useEffect(() => {
    if (workspaceId === null) return;
    const ping = () =>
      analysisApi.active(workspaceId, section).catch((error: unknown) => console.warn('Activity report failed', error));
    void ping();
    const timer = window.setInterval(() => void ping(), WORKSPACE_ACTIVITY_PING_MS);
    return () => {
      window.clearInterval(timer);
      analysisApi.clearActive(workspaceId).catch((error: unknown) => console.warn('Clearing activity failed', error));
    };
  }, [workspaceId, section]);
}
