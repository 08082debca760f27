/// <reference path="../exports/fontkit.d.ts" />
import { existsSync } from 'node:fs';
import * as fontkit from 'fontkit';

// Text widths for ECharts on the server. Without a canvas, ECharts guesses how wide a label is, and the guess is
// narrower than DejaVu Sans, the font the PNG and PDF draw with: labels beside bars were cut at the chart's edge.
// Measuring with the font's own advance widths lays the chart out for the text it will really show.

type MeasuringFont = {
  unitsPerEm: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  glyphForCodePoint(codePoint: number): { advanceWidth: number };
};

const DEJAVU = '/usr/share/fonts/truetype/dejavu';

function open(path: string): MeasuringFont | null {
  if (!existsSync(path)) return null;
  try {
    return fontkit.openSync(path) as unknown as MeasuringFont;
  } catch {
    return null;
  }
}

let fonts: { regular: MeasuringFont; bold: MeasuringFont } | null | undefined;
const advances = new Map<string, number>();

/** The width of `text` in CSS font `font` ("bold 16px sans-serif"), or null without the chart font. */
export function measureChartText(text: string, font = '12px sans-serif'): number | null {
  if (fonts === undefined) {
    const regular = open(process.env.EXPORT_PDF_FONT ?? `${DEJAVU}/DejaVuSans.ttf`);
    const bold = open(process.env.EXPORT_PDF_FONT_BOLD ?? `${DEJAVU}/DejaVuSans-Bold.ttf`);
    fonts = regular ? { regular, bold: bold ?? regular } : null;
  }
  if (!fonts) return null;
  const size = Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 12);
  const bold = /\b(bold|bolder|[6-9]00)\b/.test(font);
  const face = bold ? fonts.bold : fonts.regular;
  let units = 0;
  for (const char of text) {
    const key = `${bold ? 'b' : 'r'}${char}`;
    let advance = advances.get(key);
    if (advance === undefined) {
      const code = char.codePointAt(0)!;
      // A character DejaVu lacks is drawn from the fallback font, whose CJK glyphs are one em wide.
      advance = face.hasGlyphForCodePoint(code) ? face.glyphForCodePoint(code).advanceWidth : face.unitsPerEm;
      advances.set(key, advance);
    }
    units += advance;
  }
  return (units * size) / face.unitsPerEm;
}
