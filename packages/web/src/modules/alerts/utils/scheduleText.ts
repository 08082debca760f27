import type { Alert } from '@app/shared';
import type { TFunction } from 'i18next';

/** "Daily at 06:00 UTC", "Weekly on Monday at 06:00 UTC", "Monthly on day 1 at 06:00 UTC". */
export function scheduleText(schedule: Alert['schedule'], t: TFunction): string {
  const hour = `${String(schedule.hour).padStart(2, '0')}:00`;
  if (schedule.frequency === 'weekly')
    return t('alerts.schedule.weeklyText', {
      day: t(`alerts.weekdays.${schedule.weekday ?? 1}` as 'alerts.weekdays.1'),
      hour,
    });
  if (schedule.frequency === 'monthly')
    return t('alerts.schedule.monthlyText', { day: schedule.day_of_month ?? 1, hour });
  return t('alerts.schedule.dailyText', { hour });
}
