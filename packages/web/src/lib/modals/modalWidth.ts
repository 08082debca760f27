import type { ModalSize } from '@app/shared';

/** Widths in px for the SPEC §2 modal sizes; `fit` sizes the dialog to its content. */
const WIDTHS: Record<ModalSize, number | 'auto'> = {
  sm: 380,
  md: 440,
  lg: 620,
  xl: 780,
  '2xl': 960,
  '3xl': 1100,
  '4xl': 1280,
  '5xl': 1440,
  fit: 'auto',
};

/** The Mantine `size` for a SPEC modal size. Mantine caps it at the viewport width, so 5xl is safe on laptops. */
export function modalWidth(size: ModalSize): number | 'auto' {
  return WIDTHS[size];
}
