/// <reference path="./fontkit.d.ts" />
import { existsSync } from 'node:fs';
import * as fontkit from 'fontkit';

/**
 * Fonts for the PDF report. Text is cut into runs, each drawn in the first font that has its characters:
 * - Helvetica, one of the PDF standard fonts, for everything WinAnsi can encode (English, German, French, most of
 *   Western Europe). Readers bring it, nothing is embedded, and pdfkit lays it out from metrics alone, which is what
 *   makes 10,000 documents fit in a minute: laying out Latin text with an embedded TrueType font took ten times longer.
 * - DejaVu Sans (fonts-dejavu-core) for the other European scripts (Greek, Cyrillic, symbols), embedded as a subset.
 * - Droid Sans Fallback (fonts-droid-fallback) for Japanese, Chinese and Korean, embedded as a subset.
 * Without DejaVu or Droid the characters only they have are written as "?", so a machine without the fonts still
 * makes a readable file rather than failing.
 */

const DEJAVU = '/usr/share/fonts/truetype/dejavu';
const FONT_FILES = {
  regular: process.env.EXPORT_PDF_FONT ?? `${DEJAVU}/DejaVuSans.ttf`,
  bold: process.env.EXPORT_PDF_FONT_BOLD ?? `${DEJAVU}/DejaVuSans-Bold.ttf`,
  fallback: process.env.EXPORT_PDF_FONT_CJK ?? '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
};

/** Font names as registered with pdfkit. */
export type PdfFontName = 'Helvetica' | 'Helvetica-Bold' | 'regular' | 'bold' | 'fallback';

export type FontRun = { readonly font: PdfFontName; readonly text: string };

type Coverage = { hasGlyphForCodePoint(codePoint: number): boolean };

export type PdfFonts = {
  /** Files to register with pdfkit under their names (the embedded fonts found on this machine). */
  readonly files: ReadonlyMap<PdfFontName, string>;
  /** The text as runs of one font each, in order. */
  runs(text: string, bold: boolean): FontRun[];
};

let loaded: PdfFonts | null = null;

export function pdfFonts(): PdfFonts {
  if (!loaded) loaded = loadFonts();
  return loaded;
}

function openCoverage(path: string): Coverage | null {
  if (!existsSync(path)) return null;
  try {
    return fontkit.openSync(path) as unknown as Coverage;
  } catch {
    return null;
  }
}

/** Characters the standard fonts' WinAnsi encoding has (pdfkit writes any other as a wrong glyph). */
const WIN_ANSI =
  /[\t\n\r\u0020-\u007E\u00A0-\u00FF\u0152\u0153\u0160\u0161\u0178\u017D\u017E\u0192\u02C6\u02DC\u2013\u2014\u2018-\u201A\u201C-\u201E\u2020-\u2022\u2026\u2030\u2039\u203A\u20AC\u2122]/;

function loadFonts(): PdfFonts {
  const regular = openCoverage(FONT_FILES.regular);
  const bold = openCoverage(FONT_FILES.bold);
  const fallback = openCoverage(FONT_FILES.fallback);
  const files = new Map<PdfFontName, string>();
  if (regular && bold) {
    files.set('regular', FONT_FILES.regular);
    files.set('bold', FONT_FILES.bold);
  }
  if (fallback) files.set('fallback', FONT_FILES.fallback);

  // Which font draws a code point, remembered: a report asks about the same few thousand characters again and again.
  type Kind = 'standard' | 'dejavu' | 'fallback' | 'none';
  const kinds = new Map<number, Kind>();
  const kindOf = (char: string, codePoint: number): Kind => {
    let kind = kinds.get(codePoint);
    if (kind === undefined) {
      if (WIN_ANSI.test(char)) kind = 'standard';
      else if (regular?.hasGlyphForCodePoint(codePoint) && bold) kind = 'dejavu';
      else if (fallback?.hasGlyphForCodePoint(codePoint)) kind = 'fallback';
      else kind = 'none';
      kinds.set(codePoint, kind);
    }
    return kind;
  };
  return {
    files,
    runs(text, isBold) {
      return splitRuns(text, (char, codePoint) => {
        switch (kindOf(char, codePoint)) {
          case 'standard':
            return isBold ? 'Helvetica-Bold' : 'Helvetica';
          case 'dejavu':
            return isBold ? 'bold' : 'regular';
          case 'fallback':
            return 'fallback';
          default:
            return null;
        }
      });
    },
  };
}

/** Cuts text into runs of one font; a character no font has becomes "?" in the standard font. */
function splitRuns(text: string, fontOf: (char: string, codePoint: number) => PdfFontName | null): FontRun[] {
  const runs: FontRun[] = [];
  let current: PdfFontName | null = null;
  let pieces: string[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    // Spaces and line breaks stay in the run they are in, so words are not cut into tiny runs.
    let font: PdfFontName | null = codePoint <= 0x20 && current !== null ? current : fontOf(char, codePoint);
    let piece = char;
    if (font === null) {
      font = current ?? 'Helvetica';
      piece = '?';
    }
    if (font !== current) {
      if (current !== null && pieces.length > 0) runs.push({ font: current, text: pieces.join('') });
      current = font;
      pieces = [];
    }
    pieces.push(piece);
  }
  if (current !== null && pieces.length > 0) runs.push({ font: current, text: pieces.join('') });
  return runs;
}
