/**
 * The colours offered for labels, folder and workspace labels alike: Mantine's 7th–9th shades, dark enough that
 * white text on them and the swatch itself on a white page both stay readable.
 */
export const LABEL_SWATCHES = [
  '#1c7ed6',
  '#2f9e44',
  '#e03131',
  '#e8590c',
  '#7048e8',
  '#0c8599',
  '#c2255c',
  '#495057',
] as const;
