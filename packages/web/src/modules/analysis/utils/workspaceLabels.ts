import type { WorkspaceLabel } from '@app/shared';
import { LABEL_SWATCHES } from '../../../lib/labelSwatches';

/** Colours a new workspace label starts with: the label colours offered everywhere, in order. */
export const WORKSPACE_LABEL_COLOURS = LABEL_SWATCHES;

/** The colour for a new label: the first offered colour not in use, else the first again. */
export function nextWorkspaceLabelColour(used: readonly string[]): string {
  const taken = new Set(used.map((c) => c.toLowerCase()));
  return WORKSPACE_LABEL_COLOURS.find((c) => !taken.has(c)) ?? WORKSPACE_LABEL_COLOURS[0];
}

/** The user's labels in name order, as the Labels control lists them. */
export function sortedLabels(labels: readonly WorkspaceLabel[]): WorkspaceLabel[] {
  return [...labels].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id);
}

/** The labels on a workspace, in name order; ids of labels the list does not hold (yet) are left out. */
export function labelsOn<T extends WorkspaceLabel>(labels: readonly T[], ids: readonly number[]): T[] {
  const on = new Set(ids);
  return sortedLabels(labels.filter((l) => on.has(l.id))) as T[];
}

/** The label of that name, whatever its case (the server refuses a second label differing only in case). */
export function labelNamed(labels: readonly WorkspaceLabel[], name: string): WorkspaceLabel | undefined {
  const wanted = name.trim().toLocaleLowerCase('en');
  return wanted === '' ? undefined : labels.find((l) => l.name.toLocaleLowerCase('en') === wanted);
}

/** The labels whose name holds what is typed in the Labels control's field (all of them when it is empty). */
export function labelsMatching(labels: readonly WorkspaceLabel[], typed: string): WorkspaceLabel[] {
  const wanted = typed.trim().toLocaleLowerCase('en');
  const sorted = sortedLabels(labels);
  return wanted === '' ? sorted : sorted.filter((l) => l.name.toLocaleLowerCase('en').includes(wanted));
}
