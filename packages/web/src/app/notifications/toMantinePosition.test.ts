import { NOTIFICATION_POSITIONS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { toMantinePosition } from './toMantinePosition';

describe('toMantinePosition', () => {
  it('maps every SPEC position to its Mantine form', () => {
    expect(NOTIFICATION_POSITIONS.map(toMantinePosition)).toEqual([
      'top-left',
      'top-center',
      'top-right',
      'bottom-left',
      'bottom-center',
      'bottom-right',
    ]);
  });

  it('falls back to the SPEC default (top right) for missing or unknown values', () => {
    expect(toMantinePosition(undefined)).toBe('top-right');
    expect(toMantinePosition('middle')).toBe('top-right');
    expect(toMantinePosition(3)).toBe('top-right');
  });
});
