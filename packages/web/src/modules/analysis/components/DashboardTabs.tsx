import { DASHBOARD_NAME_MAX, type Dashboard } from '@app/shared';
import { ActionIcon, Group, Menu, Tabs, Tooltip } from '@mantine/core';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../lib/modals/confirm';
import { analysisApi } from '../api/analysisApi';
import type { useDashboardEditing } from '../hooks/useDashboardEditing';
import { openNameForm } from './NameForm';
import { openShareLinkModal } from './ShareLinkModal';

/** The workspace's dashboards as tabs; choosing one makes it the active dashboard for everyone (SPEC §4). */
export function DashboardTabs({
  workspaceId,
  queryCount,
  dashboards,
  active,
  canEdit,
  editing,
}: {
  workspaceId: number;
  /** How many of the workspace's queries a shared dashboard shows. */
  queryCount: number;
  dashboards: readonly Dashboard[];
  active: Dashboard | null;
  canEdit: boolean;
  editing: ReturnType<typeof useDashboardEditing>;
}) {
  const { t } = useTranslation();
  const ordered = [...dashboards].sort((a, b) => a.position - b.position || a.id - b.id);
  const create = () =>
    openNameForm({
      title: t('analysis.dashboard.createTitle'),
      label: t('analysis.dashboard.name'),
      initial: t('analysis.dashboard.defaultName', { n: dashboards.length + 1 }),
      max: DASHBOARD_NAME_MAX,
      onSave: (name) => editing.create.mutate(name),
    });
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <Tabs
        value={active ? String(active.id) : null}
        onChange={(value) => value && Number(value) !== active?.id && editing.activate.mutate(Number(value))}
        style={{ flex: 1, minWidth: 0 }}
      >
        <Tabs.List aria-label={t('analysis.dashboard.tabs')} data-testid="dashboard-tabs">
          {ordered.map((dashboard) => (
            <Tabs.Tab key={dashboard.id} value={String(dashboard.id)} data-dashboard-id={dashboard.id}>
              {dashboard.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {canEdit && (
        <Tooltip label={t('analysis.dashboard.create')}>
          <ActionIcon
            variant="light"
            aria-label={t('analysis.dashboard.create')}
            onClick={create}
            data-testid="dashboard-create"
          >
            <IconPlus size={16} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      )}
      {canEdit && active && (
        <Menu withinPortal position="bottom-end">
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              aria-label={t('analysis.dashboard.actions', { name: active.name })}
              data-testid="dashboard-actions"
            >
              <IconDots size={16} aria-hidden="true" />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              onClick={() =>
                openNameForm({
                  title: t('analysis.dashboard.renameTitle'),
                  label: t('analysis.dashboard.name'),
                  initial: active.name,
                  max: DASHBOARD_NAME_MAX,
                  onSave: (name) => editing.update.mutate({ dashboard: active, name }),
                })
              }
            >
              {t('analysis.dashboard.rename')}
            </Menu.Item>
            <Menu.Item
              data-testid="dashboard-share"
              onClick={() =>
                openShareLinkModal(t('analysis.share.dashboardTitle', { name: active.name }), {
                  make: () => analysisApi.shareDashboard(workspaceId, active.id, queryCount),
                  revoke: (key) => analysisApi.revokeDashboardShare(workspaceId, key),
                })
              }
            >
              {t('analysis.share.dashboard')}
            </Menu.Item>
            <Menu.Item
              color="red"
              onClick={() =>
                confirm({
                  title: t('analysis.dashboard.deleteTitle'),
                  message: t('analysis.dashboard.deleteConfirm', { name: active.name }),
                  confirmLabel: t('analysis.dashboard.delete'),
                  onConfirm: () => editing.remove.mutate(active),
                })
              }
            >
              {t('analysis.dashboard.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
