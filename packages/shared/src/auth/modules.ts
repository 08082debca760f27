/** Licensed modules of SPEC §1 and the rule that decides whether one is on (SPEC §5). */
export const MODULE_NAMES = [
  'tracking',
  'origin_plus',
  'design_image_search',
  'patbase_viewer',
  'generative_ai',
  'access_third_party_ai',
  'chemical_explorer',
] as const;
export type ModuleName = (typeof MODULE_NAMES)[number];

/** A module as the organisation carries it. `configuration` holds module-specific settings. */
export type OrganizationModule = {
  name: ModuleName;
  configuration: { enabled: boolean; [setting: string]: unknown };
};

/** A module counts as enabled only if its configuration says `enabled: true` (SPEC §5). */
export function isModuleEnabled(modules: readonly OrganizationModule[] | null | undefined, name: ModuleName): boolean {
  return modules?.some((m) => m.name === name && m.configuration.enabled === true) ?? false;
}

/** Tracking is required only when the module is enabled and its configuration says required (SPEC §5). */
export function isTrackingRequired(modules: readonly OrganizationModule[] | null | undefined): boolean {
  const tracking = modules?.find((m) => m.name === 'tracking');
  return tracking?.configuration.enabled === true && tracking.configuration.required === true;
}
