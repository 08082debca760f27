import type { WorkspaceLabel } from '@app/shared';
import { describe, expect, it } from 'vitest';
import {
  labelNamed,
  labelsMatching,
  labelsOn,
  nextWorkspaceLabelColour,
  sortedLabels,
  WORKSPACE_LABEL_COLOURS,
} from './workspaceLabels';

const label = (id: number, name: string, colour = '#1c7ed6'): WorkspaceLabel => ({
  id,
  name,
  colour,
  workspace_ids: [],
});

describe('workspace labels', () => {
  it('starts a new label with the first colour not in use, then the first again', () => {
    expect(nextWorkspaceLabelColour([])).toBe(WORKSPACE_LABEL_COLOURS[0]);
    expect(nextWorkspaceLabelColour(['#1C7ED6'])).toBe(WORKSPACE_LABEL_COLOURS[1]);
    expect(nextWorkspaceLabelColour([...WORKSPACE_LABEL_COLOURS])).toBe(WORKSPACE_LABEL_COLOURS[0]);
  });

  it('orders labels by name whatever the case', () => {
    expect(sortedLabels([label(1, 'beta'), label(2, 'Alpha'), label(3, 'alpha')]).map((l) => l.id)).toEqual([2, 3, 1]);
  });

  it('finds the labels on a workspace, leaving out ids it does not know', () => {
    const all = [label(1, 'Board'), label(2, 'Archive'), label(3, 'Client')];
    expect(labelsOn(all, [3, 1, 99]).map((l) => l.name)).toEqual(['Board', 'Client']);
  });

  it('finds a label by name in any case, and none for a blank name', () => {
    const all = [label(1, 'Board')];
    expect(labelNamed(all, '  board ')?.id).toBe(1);
    expect(labelNamed(all, 'Boards')).toBeUndefined();
    expect(labelNamed(all, '  ')).toBeUndefined();
  });

  it('filters the list by what is typed', () => {
    const all = [label(1, 'Board review'), label(2, 'Archive'), label(3, 'Keyboard')];
    expect(labelsMatching(all, 'BOARD').map((l) => l.id)).toEqual([1, 3]);
    expect(labelsMatching(all, ' ').map((l) => l.id)).toEqual([2, 1, 3]);
  });
});
