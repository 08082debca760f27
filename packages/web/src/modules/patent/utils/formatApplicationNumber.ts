import { canonicalApplicationNumber } from '@app/shared';

/**
 * An application number for display (SPEC §5): US numbers as the 10-character `US16123456`, international ones as
 * the 14-character `WO2019US012345`, others in their canonical spelling. Text that does not parse is shown as
 * stored rather than hidden: a professional would rather see an odd number than none.
 */
export function formatApplicationNumber(number: string | undefined): string | null {
  if (number === undefined || number.trim() === '') return null;
  return canonicalApplicationNumber(number) ?? number;
}
