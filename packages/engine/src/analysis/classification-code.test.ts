import { describe, expect, it } from 'vitest';
import { canonicalClassificationCode, classificationAncestors } from './classification-code';

describe('classification codes', () => {
  it('canonicalises IPC/CPC codes', () => {
    expect(canonicalClassificationCode('H01L 31/0232')).toBe('H01L31/0232');
    expect(canonicalClassificationCode('h01l  031/02')).toBe('H01L31/02');
    expect(canonicalClassificationCode('H01L 31/0232 (2006.01)')).toBe('H01L31/0232');
    expect(canonicalClassificationCode('Y02E 10/50')).toBe('Y02E10/50');
    expect(canonicalClassificationCode('H01L 31/02*')).toBe('H01L31/02*');
    expect(canonicalClassificationCode('H01L 0031/2')).toBe('H01L31/2');
  });

  it('takes other schemes as written, upper-cased', () => {
    expect(canonicalClassificationCode('136/244')).toBe('136/244');
    expect(canonicalClassificationCode('12-08')).toBe('12-08');
    expect(canonicalClassificationCode('5f051aa02')).toBe('5F051AA02');
  });

  it('gives structural ancestors, never a guessed subgroup parent', () => {
    expect(classificationAncestors('H01L 31/0232')).toEqual(['H', 'H01', 'H01L', 'H01L31', 'H01L31/0232']);
    expect(classificationAncestors('H01L31/02')).toEqual(['H', 'H01', 'H01L', 'H01L31', 'H01L31/02']);
    expect(classificationAncestors('H01L31')).toEqual(['H', 'H01', 'H01L', 'H01L31']);
    expect(classificationAncestors('H01L')).toEqual(['H', 'H01', 'H01L']);
    expect(classificationAncestors('136/244')).toEqual(['136/244']);
    expect(classificationAncestors('  ')).toEqual([]);
  });
});
