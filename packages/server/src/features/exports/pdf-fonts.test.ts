import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfFonts } from './pdf-fonts';

const FONTS = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
];
const missing = FONTS.filter((f) => !existsSync(f));
// CI installs both (.ci/run); elsewhere the test says which is missing.
const skip = missing.length > 0 && process.env.CI !== 'true';

describe(`pdf fonts${skip ? ` (skipped: ${missing.join(', ')} not installed)` : ''}`, () => {
  it.skipIf(skip)('each script goes to a font that has it, and spaces stay inside runs', () => {
    const fonts = pdfFonts();
    expect([...fonts.files.keys()].sort()).toEqual(['bold', 'fallback', 'regular']);
    expect(fonts.runs('Müller & Söhne – 5 °C', false)).toEqual([{ font: 'Helvetica', text: 'Müller & Söhne – 5 °C' }]);
    expect(fonts.runs('Fuel cell 燃料電池 ΑΒΓ x', true)).toEqual([
      { font: 'Helvetica-Bold', text: 'Fuel cell ' },
      { font: 'fallback', text: '燃料電池 ' },
      { font: 'bold', text: 'ΑΒΓ ' },
      { font: 'Helvetica-Bold', text: 'x' },
    ]);
    expect(fonts.runs('', false)).toEqual([]);
  });

  it.skipIf(skip)('a character no font has is written as "?" rather than as a wrong glyph', () => {
    // U+1D11E MUSICAL SYMBOL G CLEF is in neither DejaVu Sans nor Droid Sans Fallback.
    const runs = pdfFonts().runs('a\u{1D11E}b', false);
    expect(runs.map((r) => r.text).join('')).toBe('a?b');
  });
});
