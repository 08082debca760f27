import { Group, NativeSelect } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { AlertFormValues } from '../utils/alertFormValues';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/** When the alert runs: daily, weekly on a day, or monthly on a day (1–28), at an hour (UTC). */
export function AlertScheduleFields({ form }: { form: UseFormReturnType<AlertFormValues> }) {
  const { t } = useTranslation();
  const frequency = form.values.frequency;
  return (
    <Group grow align="flex-start">
      <NativeSelect
        label={t('alerts.form.frequency')}
        data={(['daily', 'weekly', 'monthly'] as const).map((f) => ({ value: f, label: t(`alerts.frequencies.${f}`) }))}
        {...form.getInputProps('frequency')}
      />
      {frequency === 'weekly' && (
        <NativeSelect
          label={t('alerts.form.weekday')}
          data={WEEKDAYS.map((d) => ({ value: String(d), label: t(`alerts.weekdays.${d}`) }))}
          {...form.getInputProps('weekday')}
        />
      )}
      {frequency === 'monthly' && (
        <NativeSelect
          label={t('alerts.form.dayOfMonth')}
          data={Array.from({ length: 28 }, (_, i) => String(i + 1))}
          {...form.getInputProps('day_of_month')}
        />
      )}
      <NativeSelect
        label={t('alerts.form.hour')}
        data={Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00` }))}
        {...form.getInputProps('hour')}
      />
    </Group>
  );
}
