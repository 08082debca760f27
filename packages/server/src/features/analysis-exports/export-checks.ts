import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';

// Readers of exported files for the tests, each a real parser: xmllint for SVG, the PNG header, pdftotext for PDF,
// exceljs for xlsx.

function withFile<T>(name: string, content: string | Buffer, use: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'chart-export-'));
  try {
    const path = join(dir, name);
    writeFileSync(path, content);
    return use(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The SVG's text, once xmllint has found it well-formed (it throws otherwise). */
export function svgTexts(svg: string): string[] {
  withFile('chart.svg', svg, (path) => execFileSync('xmllint', ['--noout', path], { stdio: 'pipe' }));
  const texts: string[] = [];
  for (const match of svg.matchAll(/<text[^>]*>([\s\S]*?)<\/text>/g)) {
    const inner = match[1]!.replace(/<[^>]+>/g, '');
    texts.push(
      inner
        .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
        .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCharCode(Number.parseInt(code, 16)))
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&'),
    );
  }
  return texts;
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
export function pngSize(png: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!png.subarray(0, 8).equals(signature)) throw new Error('not a PNG');
  if (png.subarray(12, 16).toString('ascii') !== 'IHDR') throw new Error('PNG without IHDR first');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The PDF's text as pdftotext reads it, one line per line, and its page count. */
export function pdfText(pdf: Buffer): { text: string; pages: number } {
  if (pdf.subarray(0, 5).toString('ascii') !== '%PDF-') throw new Error('not a PDF');
  return withFile('chart.pdf', pdf, (path) => {
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
    return { text, pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0) };
  });
}

/** The first sheet's rows as values. */
export async function xlsxRows(xlsx: Buffer): Promise<(string | number | null)[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
  const rows: (string | number | null)[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    rows.push(values.map((v) => (v === undefined || v === null ? null : (v as string | number))));
  });
  return rows;
}

/** Whether a label is shown, whole or cut short with an ellipsis. */
export function showsLabel(texts: readonly string[], label: string): boolean {
  return texts.some((t) => t === label || (t.endsWith('...') && label.startsWith(t.slice(0, -3))) || t.includes(label));
}
