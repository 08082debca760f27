import { Anchor, Group, Stack } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingLine } from '../../ui/LoadState';
import { NotFound } from '../../ui/NotFound';
import { alertQuery, alertRunQuery } from '../alerts/queries/alertQueries';
import type { ResultSource } from '../results/types/ResultSource';
import { alertRunSource } from './alertRunSource';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The data guard of /alert_runs/{uuid} and its browse screen (SPEC §2 alert run guard): the run and its alert must
 * load, else NotFound; then the screen gets the run as a result set.
 */
export function AlertRunGuard({ children }: { children: (source: ResultSource) => ReactNode }) {
  const { t } = useTranslation();
  const param = useParams().uuid ?? '';
  const key = UUID.test(param) ? param.toLowerCase() : null;
  const opened = useQuery({ ...alertRunQuery(key ?? ''), enabled: key !== null });
  const alertId = opened.data?.alert.id;
  const alert = useQuery({ ...alertQuery(alertId ?? 0), enabled: alertId !== undefined });
  if (key === null || opened.isError || alert.isError) return <NotFound />;
  if (!opened.data || !alert.data) return <LoadingLine label={t('alerts.run.loading')} />;
  return (
    <Stack gap="xs">
      <Anchor component={Link} to={`/alerts/${alert.data.id}`} fz="sm">
        <Group gap={4}>
          <IconChevronLeft size={14} aria-hidden="true" />
          {t('alerts.run.backToAlert', { name: alert.data.name })}
        </Group>
      </Anchor>
      {children(alertRunSource(opened.data, alert.data, t))}
    </Stack>
  );
}
