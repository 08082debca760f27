import { describe, expect, it } from 'vitest';
import type { FullWorkspace } from './fullWorkspace';
import { withOptions } from './workspaceCache';

const workspace = (extra: Partial<FullWorkspace>): FullWorkspace =>
  ({
    id: 1,
    name: 'W',
    label_ids: [],
    theme_id: null,
    theme: null,
    set: null,
    dashboards: [],
    charts: [],
    updated_at: '2030-01-01T00:00:00.000Z',
    ...extra,
  }) as unknown as FullWorkspace;

describe('withOptions', () => {
  it('takes the labels, theme and set of a change’s answer and keeps the cached dashboards and charts', () => {
    const cached = workspace({ charts: [{ id: 5 }] as unknown as FullWorkspace['charts'] });
    const answer = workspace({
      label_ids: [3],
      theme_id: 4,
      set: { type: 'global', set_id: 2 },
      updated_at: '2030-01-02T00:00:00.000Z',
    });
    const next = withOptions(cached, answer);
    expect(next).toMatchObject({ label_ids: [3], theme_id: 4, set: { type: 'global', set_id: 2 } });
    expect(next.updated_at).toBe('2030-01-02T00:00:00.000Z');
    expect(next.charts).toBe(cached.charts);
  });
});
