import { type TrackingLogFilters as Filters, TRACKING_PERIODS, type TrackingPeriod } from '@app/shared';
import { Group, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { peopleUsersQuery } from '../../folders/queries/peopleQueries';
import { clientReferencesQuery } from '../queries/trackingQueries';

/** Period, user (administrators only: others see their own logs) and reference of the tracking logs. */
export function TrackingLogFilters({
  filters,
  onChange,
  isAdmin,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
  isAdmin: boolean;
}) {
  const { t } = useTranslation();
  const references = useQuery(clientReferencesQuery);
  const people = useQuery({ ...peopleUsersQuery, enabled: isAdmin });
  return (
    <Group align="flex-end" gap="md">
      <NativeSelect
        label={t('tracking.logs.period')}
        data={TRACKING_PERIODS.map((p) => ({ value: p, label: t(`tracking.logs.periods.${p}`) }))}
        value={filters.period}
        onChange={(e) => onChange({ ...filters, period: e.currentTarget.value as TrackingPeriod })}
      />
      {isAdmin && (
        <NativeSelect
          label={t('tracking.logs.user')}
          data={[
            { value: '', label: t('tracking.logs.everyone') },
            ...(people.data?.users ?? []).map((u) => ({ value: String(u.id), label: u.name })),
          ]}
          value={filters.user_id === null ? '' : String(filters.user_id)}
          onChange={(e) =>
            onChange({ ...filters, user_id: e.currentTarget.value === '' ? null : Number(e.currentTarget.value) })
          }
        />
      )}
      <NativeSelect
        label={t('tracking.logs.reference')}
        data={[
          { value: '', label: t('tracking.logs.allReferences') },
          ...(references.data ?? []).map((r) => ({ value: r, label: r })),
        ]}
        value={filters.reference ?? ''}
        onChange={(e) =>
          onChange({ ...filters, reference: e.currentTarget.value === '' ? null : e.currentTarget.value })
        }
      />
    </Group>
  );
}
