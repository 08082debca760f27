import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { ExportFieldDef } from '@app/shared';
import PDFDocument from 'pdfkit';
import { fieldText, reportLayout, reportSummary, valueItems } from './export-values';
import type { ExportRecord, ExportWriterFactory } from './export-writer';
import { pdfFonts } from './pdf-fonts';

/**
 * PDF export: the Word report's layout (title page, one section per document starting on its own page, bibliography,
 * long texts, thumbnail) with page numbers in the footer, a contents page and bookmarks.
 *
 * pdfkit writes each page to the file once it is flushed, so memory holds one document's pages at a time: pages are
 * buffered while a document is drawn, then numbered and flushed. The contents must come before the documents but their
 * page numbers are known only after them, so the contents pages are counted up front (one line per document, and the
 * report says how many documents come), the documents numbered as if they were there, and the contents drawn at the end
 * and moved to pages 2.. in the page tree. Page numbers, contents links and bookmarks are therefore all correct.
 */

const MARGIN = 56;
const BOTTOM_MARGIN = 64;
const LABEL_WIDTH = 130;
const GAP = 10;
const BLUE = '#1c4f8a';
const TEXT = '#1a1a1a';
const GREY = '#666666';
const CONTENTS_LINE = 14;
const CONTENTS_SIZE = 9;
const THUMBNAIL_BOX: [number, number] = [200, 150];
/** How many documents' word layouts pdfkit may remember before they are forgotten (see forgetWordLayouts). */
const LAYOUT_CACHE_DOCUMENTS = 50;

type TextStyle = {
  size: number;
  bold?: boolean;
  color?: string;
  link?: string;
  width?: number;
  align?: 'left' | 'center';
};
type ContentsEntry = { readonly text: string; readonly page: number; readonly destination: string };

/** The number of contents pages a report of `total` documents needs (at least one: it says "No documents."). */
export function contentsPageCount(total: number, pageHeight: number): number {
  const first = Math.floor((pageHeight - MARGIN - BOTTOM_MARGIN - 40) / CONTENTS_LINE);
  const next = Math.floor((pageHeight - MARGIN - BOTTOM_MARGIN) / CONTENTS_LINE);
  return total <= first ? 1 : 1 + Math.ceil((total - first) / next);
}

export const writePdf: ExportWriterFactory = async (path, report) => {
  const fonts = pdfFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: BOTTOM_MARGIN, left: MARGIN, right: MARGIN },
    autoFirstPage: false,
    bufferPages: true,
    lang: 'en',
    displayTitle: true,
    info: { Title: report.title, Author: report.exportedBy, CreationDate: report.exportedAt },
  });
  for (const [name, file] of fonts.files) doc.registerFont(name, file);
  const out = createWriteStream(path);
  const closed = once(out, 'close');
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  out.on('error', (error) => {
    failure = error;
    wake?.();
  });
  /** Resolves when the file has taken what it buffered, or has failed. */
  const fileDrained = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
      out.once('drain', () => resolve());
    });
  doc.pipe(out);

  const layout = reportLayout(report);
  /** Page numbers of the pages buffered now, in order; they become footers when the pages are flushed. */
  let pending: number[] = [];
  let flushes = 0;
  let nextNumber = 1;
  let pagesAdded = 0;
  // Pages come from addPage and from pdfkit itself when text runs over the bottom; both are numbered here.
  doc.on('pageAdded', () => {
    pagesAdded++;
    pending.push(nextNumber++);
  });
  const addPage = () => doc.addPage();

  /** The fill colour, set only when it changes: pdfkit writes and parses it again on every call. */
  let color = '';
  const useColor = (wanted: string) => {
    if (wanted !== color) doc.fillColor(wanted);
    color = wanted;
  };
  // A new page starts with the default colour.
  doc.on('pageAdded', () => {
    color = '';
  });
  const text = (value: string, style: TextStyle, x?: number, y?: number) => {
    const runs = fonts.runs(value, style.bold ?? false);
    useColor(style.color ?? TEXT);
    if (runs.length === 0) return;
    for (const [i, run] of runs.entries()) {
      doc.font(run.font).fontSize(style.size);
      const options = {
        width: style.width ?? contentWidth(),
        continued: i < runs.length - 1,
        link: style.link,
        align: style.align,
      };
      if (i === 0 && x !== undefined) doc.text(run.text, x, y, options);
      else doc.text(run.text, options);
    }
  };
  const contentWidth = () => doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - BOTTOM_MARGIN;
  const ensureSpace = (height: number) => {
    if (doc.y + height > bottom()) addPage();
  };
  /** Text known to fit on one line at (x, y): drawn without pdfkit's line wrapper, which costs more than the text. */
  const textLine = (value: string, style: TextStyle, x: number, y: number) => {
    useColor(style.color ?? TEXT);
    for (const [i, run] of fonts.runs(value, style.bold ?? false).entries()) {
      doc.font(run.font).fontSize(style.size);
      const options = { lineBreak: false, link: style.link };
      if (i === 0) doc.text(run.text, x, y, options);
      else doc.text(run.text, options);
    }
  };
  /**
   * Whether text fits on one line of `width`, measured in Helvetica a little generously (CJK runs are wider). Text of
   * few characters fits without measuring (no glyph is wider than the font size), and labels repeat on every
   * document, so their answers are kept: measuring costs as much as drawing.
   */
  const fitsCache = new Map<string, boolean>();
  const fitsOneLine = (value: string, size: number, bold: boolean, width: number, repeats = false) => {
    if (value.includes('\n')) return false;
    if (value.length * size * 1.15 < width) return true;
    const key = `${size}|${bold}|${width}|${value}`;
    const known = repeats ? fitsCache.get(key) : undefined;
    if (known !== undefined) return known;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    const fits = doc.widthOfString(value) * 1.15 < width;
    if (repeats) fitsCache.set(key, fits);
    return fits;
  };
  /** One label and value row; a row that fits on a page is not split across two. */
  const row = (label: string, value: string, link?: string) => {
    const valueWidth = contentWidth() - LABEL_WIDTH - GAP;
    const labelStyle: TextStyle = { size: 8.5, bold: true, color: GREY, width: LABEL_WIDTH };
    const valueStyle: TextStyle = { size: 8.5, width: valueWidth, link, color: link ? BLUE : TEXT };
    const labelFits = fitsOneLine(label, 8.5, true, LABEL_WIDTH, true);
    const valueFits = fitsOneLine(value, 8.5, false, valueWidth);
    doc.font('Helvetica').fontSize(8.5);
    const lineHeight = doc.currentLineHeight(true);
    const height = valueFits ? lineHeight : doc.heightOfString(value || ' ', { width: valueWidth });
    ensureSpace(Math.max(height, labelFits ? lineHeight : 2 * lineHeight) + 3);
    const top = doc.y;
    const page = pagesAdded;
    let labelBottom = top + lineHeight;
    if (labelFits) textLine(label, labelStyle, MARGIN, top);
    else {
      text(label, labelStyle, MARGIN, top);
      labelBottom = doc.y;
    }
    let valueBottom = top + lineHeight;
    if (valueFits) textLine(value, valueStyle, MARGIN + LABEL_WIDTH + GAP, top);
    else {
      text(value, valueStyle, MARGIN + LABEL_WIDTH + GAP, top);
      valueBottom = doc.y;
    }
    // A value longer than a page flowed onto the next: continue below it there.
    doc.y = (pagesAdded === page ? Math.max(labelBottom, valueBottom) : valueBottom) + 3;
    doc.x = MARGIN;
  };
  const flush = () => {
    const range = doc.bufferedPageRange();
    const written: PDFKit.PDFPage[] = [];
    for (let i = 0; i < range.count; i++) {
      written.push(doc.switchToPage(range.start + i));
      color = ''; // each page has its own colour state
      const number = pending[i];
      if (number === undefined) continue;
      // The footer sits in the bottom margin: lift the margin while drawing it so pdfkit does not start a page.
      doc.page.margins.bottom = 0;
      text(
        `Page ${number}`,
        { size: 8, color: GREY, width: contentWidth(), align: 'center' },
        MARGIN,
        doc.page.height - 40,
      );
      doc.page.margins.bottom = BOTTOM_MARGIN;
    }
    doc.flushPages();
    for (const page of written) releaseWrittenPage(page);
    pending = [];
    if (++flushes % LAYOUT_CACHE_DOCUMENTS === 0) forgetWordLayouts(doc);
  };
  /**
   * Lets the file catch up. pdfkit pushes pages into its readable side without asking; the pipe to the file moves
   * them only when the event loop turns, so after each document we yield, and wait while the file is behind.
   */
  const drained = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    while (!failure && (out.writableNeedDrain || doc.readableLength > 1 << 20)) {
      if (out.writableNeedDrain) await fileDrained();
      else await new Promise((resolve) => setImmediate(resolve));
    }
    if (failure) throw failure;
  };

  // Title page.
  addPage();
  doc.y = MARGIN + 120;
  text(report.title, { size: 22, bold: true, color: BLUE });
  doc.moveDown(1.5);
  for (const line of reportSummary(report)) row(line.label, line.text);
  row('Contents', 'page 2');
  flush();

  const contentsPages = contentsPageCount(report.total, doc.page.height);
  nextNumber = 2 + contentsPages;
  const contents: ContentsEntry[] = [];

  return {
    async write(record) {
      if (contents.length >= Math.max(report.total, 0)) {
        throw new Error(`The report was announced with ${report.total} documents; the contents have room for no more.`);
      }
      addPage();
      const destination = `doc-${contents.length + 1}`;
      doc.addNamedDestination(destination);
      const heading = `${record.ucid} ${record.heading}`.trim();
      contents.push({ text: heading, page: nextNumber - 1, destination });
      doc.outline.addItem(heading);
      const link = /^https?:\/\//i.test(record.documentUrl) ? record.documentUrl : undefined;
      text(heading, { size: 13, bold: true, color: BLUE, link });
      doc.moveDown(0.6);
      for (const field of layout.shortFields) row(field.label, cellText(record, field), cellLink(record, field));
      for (const field of layout.longFields) {
        const value = fieldText(record, field);
        if (value.trim() === '') continue;
        doc.moveDown(0.5);
        ensureSpace(40);
        text(field.label, { size: 10.5, bold: true }, MARGIN);
        doc.moveDown(0.2);
        text(value, { size: 9 }, MARGIN);
      }
      if (layout.showsThumbnail && record.thumbnail) {
        const [w, h] = THUMBNAIL_BOX;
        const scale = Math.min(1, w / record.thumbnail.width, h / record.thumbnail.height);
        doc.moveDown(0.5);
        ensureSpace(record.thumbnail.height * scale + 4);
        // Drawn at its own size (a pixel a point) or smaller, never blown up past its resolution.
        const { width, height } = record.thumbnail;
        doc.image(record.thumbnail.data, MARGIN, doc.y, { width: width * scale, height: height * scale });
      }
      flush();
      await drained();
    },
    async close() {
      nextNumber = 2;
      drawContents(contents, contentsPages);
      moveContentsToFront(doc, contentsPages);
      doc.end();
      await closed;
      if (failure) throw failure;
    },
  };

  function drawContents(entries: readonly ContentsEntry[], pages: number) {
    addPage();
    doc.outline.addItem('Contents');
    text('Contents', { size: 16, bold: true, color: BLUE }, MARGIN, MARGIN);
    let y = MARGIN + 40;
    if (entries.length === 0) text('No documents.', { size: CONTENTS_SIZE }, MARGIN, y);
    const numberWidth = 40;
    const titleWidth = contentWidth() - numberWidth - GAP;
    for (const entry of entries) {
      if (y + CONTENTS_LINE > bottom()) {
        addPage();
        y = MARGIN;
      }
      const title = fitOneLine(entry.text, titleWidth);
      drawLine(title, MARGIN, y);
      const number = String(entry.page);
      drawLine(number, MARGIN + contentWidth() - measure(number), y);
      doc.goTo(MARGIN, y - 2, contentWidth(), CONTENTS_LINE, entry.destination);
      y += CONTENTS_LINE;
    }
    // The count was reserved up front; blank contents pages keep the numbering right if fewer documents came.
    while (pending.length < pages) addPage();
    flush();
  }

  /** Draws text on one line at (x, y) without wrapping, in its runs' fonts. */
  function drawLine(value: string, x: number, y: number) {
    useColor(TEXT);
    let at = x;
    for (const run of fonts.runs(value, false)) {
      doc.font(run.font).fontSize(CONTENTS_SIZE);
      doc.text(run.text, at, y, { lineBreak: false });
      at += doc.widthOfString(run.text);
    }
  }

  /** The text cut to fit one line of `width`, with an ellipsis when it was cut. */
  function measure(value: string): number {
    let width = 0;
    for (const run of fonts.runs(value, false))
      width += doc.font(run.font).fontSize(CONTENTS_SIZE).widthOfString(run.text);
    return width;
  }

  function fitOneLine(value: string, width: number): string {
    if (measure(value) <= width) return value;
    const chars = Array.from(value);
    let low = 0;
    let high = chars.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (measure(`${chars.slice(0, mid).join('')}…`) <= width) low = mid;
      else high = mid - 1;
    }
    return `${chars.slice(0, low).join('').trimEnd()}…`;
  }
};

function cellText(record: ExportRecord, field: ExportFieldDef): string {
  if (field.type === 'url') return valueItems(record.values[field.id]).join('\n');
  return fieldText(record, field);
}

function cellLink(record: ExportRecord, field: ExportFieldDef): string | undefined {
  if (field.type !== 'url') return undefined;
  const [url] = valueItems(record.values[field.id]);
  return url && /^https?:\/\//i.test(url) ? url : undefined;
}

type PageObjects = { dictionary?: { data?: object }; resources?: { data?: object }; content?: { data?: object } };

/**
 * Lets go of what a flushed page held. pdfkit has written the page's objects to the file, but keeps their contents
 * (annotations, resources) in memory until the document ends, 6 MB per 1,000 documents; later it needs only the
 * objects' numbers (the page tree, destinations and bookmarks refer to them by number). Internal to pdfkit: if it
 * changes, nothing is released and the export bench shows the memory growing again.
 */
function releaseWrittenPage(page: PDFKit.PDFPage): void {
  const objects = page as unknown as PageObjects;
  for (const ref of [objects.dictionary, objects.resources, objects.content]) if (ref?.data) ref.data = {};
}

type FontFamilies = { _fontFamilies?: Record<string, { layoutCache?: Record<string, unknown> }> };

/**
 * Empties pdfkit's word layout caches of the embedded fonts (DejaVu, Droid). pdfkit remembers the shaped layout of
 * every distinct word for the life of the document: a speed-up for words that repeat (names, assignees), but without
 * bound for 10,000 documents of Japanese or Chinese text. Emptied every LAYOUT_CACHE_DOCUMENTS documents, it keeps
 * most of the speed-up and a bounded size. pdfkit has no public call for this; if its internals change, nothing is
 * emptied and the export bench shows the memory growing.
 */
function forgetWordLayouts(doc: PDFKit.PDFDocument): void {
  const families = (doc as unknown as FontFamilies)._fontFamilies ?? {};
  for (const font of Object.values(families)) if (font.layoutCache) font.layoutCache = Object.create(null);
}

type PageTree = { _root?: { data?: { Pages?: { data?: { Kids?: unknown[] } } } } };

/**
 * Moves the last `count` pages (the contents, drawn last) to follow the title page. pdfkit writes the page tree only
 * at `end`, and links, destinations and bookmarks point at page objects, not positions, so they stay right. pdfkit has
 * no public call for this; the PDF test reads the page order back and fails if this stops working.
 */
function moveContentsToFront(doc: PDFKit.PDFDocument, count: number): void {
  const kids = (doc as unknown as PageTree)._root?.data?.Pages?.data?.Kids;
  if (!Array.isArray(kids) || kids.length < count + 1) throw new Error('pdfkit page tree not found');
  kids.splice(1, 0, ...kids.splice(kids.length - count, count));
}
