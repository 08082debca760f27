import { describe, expect, it } from 'vitest';
import { formatActivityTime } from './activityTime';

describe('formatActivityTime', () => {
  it('writes local time with zero-padded fields', () => {
    expect(formatActivityTime(new Date(2025, 0, 4, 9, 5, 59).toISOString())).toBe('2025-01-04 09:05');
    expect(formatActivityTime(new Date(2024, 11, 31, 23, 59).toISOString())).toBe('2024-12-31 23:59');
  });

  it('shows a time that does not parse as sent', () => {
    expect(formatActivityTime('yesterday')).toBe('yesterday');
  });
});
