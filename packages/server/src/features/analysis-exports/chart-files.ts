/// <reference path="./svg-to-pdfkit.d.ts" />
import { existsSync } from 'node:fs';
import type { ChartTable } from '@app/shared';
import { Resvg } from '@resvg/resvg-js';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { CHART_FONT_FAMILY } from './chart-render';

// A drawn chart (SVG) as the other files analysts take to a board meeting: PNG through resvg (a Rust renderer
// shipped as a prebuilt binary inside its npm package), a vector PDF through pdfkit and svg-to-pdfkit, and the
// chart's numbers as an xlsx sheet.

const DEJAVU = '/usr/share/fonts/truetype/dejavu';
/** DejaVu for Latin, Greek and Cyrillic; Droid Sans Fallback for Chinese, Japanese and Korean names. */
const FONT_FILES = {
  regular: process.env.EXPORT_PDF_FONT ?? `${DEJAVU}/DejaVuSans.ttf`,
  bold: process.env.EXPORT_PDF_FONT_BOLD ?? `${DEJAVU}/DejaVuSans-Bold.ttf`,
  fallback: process.env.EXPORT_PDF_FONT_CJK ?? '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
};

/** The SVG as a PNG of the SVG's own size, text in the chart font (the machine's fonts when it is missing). */
export function svgToPng(svg: string): Buffer {
  const fontFiles = Object.values(FONT_FILES).filter((path) => existsSync(path));
  const resvg = new Resvg(svg, {
    background: '#ffffff',
    fitTo: { mode: 'original' },
    font: {
      fontFiles,
      loadSystemFonts: fontFiles.length === 0,
      defaultFontFamily: CHART_FONT_FAMILY,
      sansSerifFamily: CHART_FONT_FAMILY,
    },
  });
  return resvg.render().asPng();
}

/**
 * SVG pages as one PDF, each page the size of its drawing and drawn as vectors (text stays text, so it can be
 * searched and copied). The chart font is embedded when the machine has it; otherwise PDF's standard Helvetica.
 */
export async function svgPagesToPdf(
  pages: readonly { svg: string; width: number; height: number }[],
  title: string,
): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, info: { Title: title, Creator: 'Analysis export' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const regular = existsSync(FONT_FILES.regular);
  const bold = existsSync(FONT_FILES.bold);
  if (regular) doc.registerFont('chart', FONT_FILES.regular);
  if (bold) doc.registerFont('chart-bold', FONT_FILES.bold);
  const fontCallback = (_family: string, isBold: boolean) =>
    isBold ? (bold ? 'chart-bold' : 'Helvetica-Bold') : regular ? 'chart' : 'Helvetica';
  for (const page of pages) {
    doc.addPage({ size: [page.width, page.height], margin: 0 });
    SVGtoPDF(doc, page.svg, 0, 0, {
      width: page.width,
      height: page.height,
      assumePt: true,
      fontCallback,
      warningCallback: () => {},
    });
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** The chart's numbers as an xlsx workbook of one sheet: the header row, then one row per value (a matrix for pivots). */
export async function tableToXlsx(table: ChartTable, title: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.title = title;
  // Sheet names may not hold []:*?/\ and have at most 31 characters.
  const sheet = workbook.addWorksheet(
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Chart',
  );
  if (table.columns.length > 0) {
    sheet.addRow(table.columns).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row);
    sheet.columns.forEach((column, i) => {
      const longest = Math.max(
        ...[table.columns[i], ...table.rows.map((r) => r[i])].map((v) => String(v ?? '').length),
      );
      column.width = Math.min(60, Math.max(10, longest + 2));
    });
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
  } else sheet.addRow([table.note ?? 'Nothing to count.']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
