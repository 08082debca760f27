import type { FieldVersions } from '../../db/workspace-tables';

/**
 * Versioned edits (issue 20 item 5: no change lost silently). Every dashboard and chart has a version, bumped by each
 * stored change, and remembers at which version each setting last changed. A change says which version it was based
 * on; a setting it touches that changed after that version is a conflict (someone else's change would be overwritten
 * unseen), while settings changed by others that it does not touch are kept: the two changes merge.
 */

/** Deep equality of two JSON values (settings are small: strings, numbers, booleans, arrays of those, objects). */
export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/** The settings a change really alters: those given whose value differs from the current one. */
export function changedSettings(current: Record<string, unknown>, change: Record<string, unknown>): string[] {
  return Object.keys(change).filter((k) => change[k] !== undefined && !sameJson(current[k], change[k]));
}

/** The settings among `changed` that someone changed after `baseVersion`. */
export function conflictingSettings(fieldVersions: FieldVersions, baseVersion: number, changed: string[]): string[] {
  return changed.filter((setting) => (fieldVersions[setting] ?? 0) > baseVersion);
}

/** The next version, and the field versions with the changed settings marked at it. */
export function nextVersions(
  version: number,
  fieldVersions: FieldVersions,
  changed: string[],
): { version: number; fieldVersions: FieldVersions } {
  const next = version + 1;
  return { version: next, fieldVersions: { ...fieldVersions, ...Object.fromEntries(changed.map((s) => [s, next])) } };
}
