import { describe, expect, it } from 'vitest';
import { trackedActionKind } from './trackedActionKind';

describe('trackedActionKind', () => {
  it('names searches, document views and exports, and calls the rest changes', () => {
    expect(trackedActionKind('search.create')).toBe('search');
    expect(trackedActionKind('patent.view')).toBe('view');
    expect(trackedActionKind('export.xlsx')).toBe('export');
    expect(trackedActionKind('folder.create')).toBe('change');
  });
});
