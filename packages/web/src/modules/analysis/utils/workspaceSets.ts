import type { AnalysisSet, Workspace } from '@app/shared';

/** What `POST /workspace/set/apply` is sent (SPEC §5): a set of the workspace, a global one, or clear with null. */
export type SetChoice = { type: 'set' | 'global'; set_id: number } | { type: 'clear'; set_id: null };

/** The choice that applies `set`, or clears the workspace's set when null. */
export function setChoice(set: Pick<AnalysisSet, 'id' | 'type'> | null): SetChoice {
  return set === null ? { type: 'clear', set_id: null } : { type: set.type, set_id: set.id };
}

/** The sets a workspace may apply, its own first, each group in name order. */
export function groupSets(sets: readonly AnalysisSet[]): { own: AnalysisSet[]; global: AnalysisSet[] } {
  const byName = (a: AnalysisSet, b: AnalysisSet) => a.name.localeCompare(b.name, 'en') || a.id - b.id;
  return {
    own: sets.filter((s) => s.type === 'set').sort(byName),
    global: sets.filter((s) => s.type === 'global').sort(byName),
  };
}

/** Whether `set` is the one applied to the workspace (the same id is not enough: the type must match too). */
export function isAppliedSet(applied: Workspace['set'], set: Pick<AnalysisSet, 'id' | 'type'>): boolean {
  return applied !== null && applied.set_id === set.id && applied.type === set.type;
}

/** The applied set among those listed; undefined when none is applied or the list does not hold it (yet). */
export function appliedSet(applied: Workspace['set'], sets: readonly AnalysisSet[]): AnalysisSet | undefined {
  return sets.find((s) => isAppliedSet(applied, s));
}

/**
 * Jurisdiction codes as typed in the set form: trimmed, upper-cased, without empties or repeats, in the order
 * typed. They become the set's `country` filter.
 */
export function jurisdictionCodes(typed: readonly string[]): string[] {
  const codes = typed.map((c) => c.trim().toUpperCase()).filter((c) => c !== '');
  return [...new Set(codes)];
}

/** What a set holds, for its line in the list: how many queries (null: all of them) and how many filter values. */
export function setContents(set: Pick<AnalysisSet, 'query_ids' | 'filters'>): {
  queries: number | null;
  filters: number;
} {
  const values = (group: Record<string, string[]>) => Object.values(group).reduce((n, v) => n + v.length, 0);
  return {
    queries: set.query_ids.length === 0 ? null : set.query_ids.length,
    filters: values(set.filters.filtersToApply) + values(set.filters.filtersToExclude),
  };
}
