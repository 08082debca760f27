import { Avatar, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Viewer } from '../realtime/useWorkspaceRealtime';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}` : name.slice(0, 2);
  return letters.toUpperCase();
}

/** Who has the workspace open now, as initials with their names on hover (SPEC §3 Viewer). */
export function ViewersList({ viewers }: { viewers: readonly Viewer[] }) {
  const { t } = useTranslation();
  if (viewers.length === 0) return null;
  return (
    <Avatar.Group spacing="xs" aria-label={t('analysis.viewers', { count: viewers.length })} data-testid="viewers">
      {viewers.slice(0, 8).map((viewer) => (
        <Tooltip key={viewer.id} label={viewer.name} withArrow>
          <Avatar size="sm" radius="xl" color="blue" alt={viewer.name} data-testid="viewer" data-name={viewer.name}>
            {initials(viewer.name)}
          </Avatar>
        </Tooltip>
      ))}
      {viewers.length > 8 && (
        <Avatar size="sm" radius="xl">
          +{viewers.length - 8}
        </Avatar>
      )}
    </Avatar.Group>
  );
}
