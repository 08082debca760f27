// fontkit ships no types; the PDF report only asks a font file which characters it can draw.
declare module 'fontkit' {
  export function openSync(path: string): { hasGlyphForCodePoint(codePoint: number): boolean };
}
