import { isModuleEnabled, isTrackingRequired, type User } from '@app/shared';

/** How the user's organisation runs tracking (SPEC §3 Module, §5), with the format hint when one is set. */
export function trackingConfig(user: User): { enabled: boolean; required: boolean; hint: string | null } {
  const modules = user.organization?.modules;
  const tracking = modules?.find((m) => m.name === 'tracking');
  const format = tracking?.configuration.tracking_id_format;
  return {
    enabled: isModuleEnabled(modules, 'tracking'),
    required: isTrackingRequired(modules),
    hint: typeof format === 'string' && format.trim() !== '' ? format : null,
  };
}
