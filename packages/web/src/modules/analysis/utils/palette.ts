import type { AnalysisTheme } from '@app/shared';
import type { Palette } from './chartOption';

/** A colour theme's colours in order (the first element of each entry; SPEC §3 Colour theme). */
export function themePalette(theme: AnalysisTheme | null): Palette | undefined {
  const colours = (theme?.colour_range ?? [])
    .map((entry) => entry[0])
    .filter((c): c is string => typeof c === 'string' && /^#[0-9a-fA-F]{6}$/.test(c));
  return colours.length > 0 ? colours : undefined;
}
