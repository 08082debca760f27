import { ALERT_TYPES, type Alert, type AlertType, can } from '@app/shared';
import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailedAlert, LoadingLine } from '../../../ui/LoadState';
import { useCurrentUser } from '../../session/hooks/useCurrentUser';
import { alertsQuery } from '../queries/alertQueries';
import { openAlertForm } from './AlertForm';
import { AlertsTable } from './AlertsTable';

const typeOf = (param: string | null): AlertType =>
  (ALERT_TYPES as readonly number[]).includes(Number(param)) ? (Number(param) as AlertType) : 1;

/** SPEC §2 /alerts: the user's alerts in a tab per type (SPEC §9 types 1, 2, 3); the tab is in the URL (`?type=`). */
export function AlertsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = typeOf(params.get('type'));
  const user = useCurrentUser().data;
  const canWrite = user ? can.writeData(user) : false;
  const list = useQuery(alertsQuery);
  const alerts = list.data?.alerts ?? [];
  const ofType = (ty: AlertType): Alert[] => alerts.filter((a) => a.type === ty);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('alerts.title')}</Title>
        {canWrite && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => openAlertForm({ prefill: {}, onSaved: (a) => setParams({ type: String(a.type) }) })}
          >
            {t('alerts.new')}
          </Button>
        )}
      </Group>
      <Tabs value={String(type)} onChange={(value) => value && setParams({ type: value })} keepMounted={false}>
        <Tabs.List aria-label={t('alerts.tabsLabel')}>
          {ALERT_TYPES.map((ty) => (
            <Tabs.Tab key={ty} value={String(ty)} data-testid={`alerts-tab-${ty}`}>
              {t(`alerts.typesPlural.${ty}`)}
              {list.data ? ` (${ofType(ty).length})` : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {list.isPending ? (
        <LoadingLine label={t('alerts.loading')} />
      ) : list.isError ? (
        <LoadFailedAlert title={t('alerts.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : ofType(type).length === 0 ? (
        <Stack gap="xs" align="flex-start" data-testid="alerts-empty">
          <Text c="dimmed">{t(`alerts.empty.${type}`)}</Text>
          {canWrite && (
            <Button variant="light" onClick={() => openAlertForm({ prefill: {} })}>
              {t('alerts.new')}
            </Button>
          )}
        </Stack>
      ) : (
        // Keyed by type: the ticked alerts of one tab are not carried into another (an export is of one type).
        <AlertsTable key={type} type={type} alerts={ofType(type)} canWrite={canWrite} />
      )}
    </Stack>
  );
}
