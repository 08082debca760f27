import { type AnalysisTheme, themeColours } from '@app/shared';
import type { Palette } from './chartOption';

/** A colour theme's colours in order (SPEC §3 Colour theme); undefined when the workspace has none. */
export function themePalette(theme: AnalysisTheme | null): Palette | undefined {
  const colours = themeColours(theme?.colour_range);
  return colours.length > 0 ? colours : undefined;
}
