import type { ExportFieldType } from '@app/shared';
import ExcelJS from 'exceljs';
import type { ExportRecord, ExportReport, ExportValue, ExportWriterFactory } from './export-writer';

// Excel through exceljs's streaming writer: each row is committed to the file as it is written, so memory stays flat
// however many documents there are. Sheet "Results" has a frozen, bold header, widths by kind of field, dates as real
// dates, and links to the document page; sheet "Query" says what was exported, by whom and when.

/** Excel refuses longer cell text. */
const CELL_MAX = 32_767;
const CUT = '… (cut: Excel holds at most 32,767 characters in a cell)';

const WIDTHS: Record<ExportFieldType, number> = {
  text: 22,
  long_text: 60,
  date: 12,
  number: 10,
  list: 30,
  url: 40,
  image: 40,
};

function clip(text: string): string {
  return text.length <= CELL_MAX ? text : `${text.slice(0, CELL_MAX - CUT.length)}${CUT}`;
}

type Cell = ExcelJS.CellValue;

function cellOf(value: ExportValue | undefined, type: ExportFieldType): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'number') return value;
  const text = clip(Array.isArray(value) ? value.join('; ') : String(value));
  if ((type === 'url' || type === 'image') && /^https?:\/\//.test(text)) return { text, hyperlink: text };
  return text;
}

function resultRow(record: ExportRecord, report: ExportReport): Cell[] {
  return report.fields.map((field) => {
    const value = record.values[field.id];
    // The publication number opens the document in the app, as it does on the results screen.
    if (field.id === 'publication_number' && typeof value === 'string')
      return { text: value, hyperlink: record.documentUrl };
    return cellOf(value, field.type);
  });
}

function addQuerySheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, report: ExportReport): void {
  const sheet = workbook.addWorksheet('Query');
  sheet.columns = [
    { header: 'What', key: 'what', width: 24 },
    { header: 'Value', key: 'value', width: 100 },
  ];
  sheet.getRow(1).font = { bold: true };
  const rows: [string, Cell][] = [
    ['Export', report.title],
    ['Query', report.query ?? ''],
    ['Filters', report.filters.join('\n')],
    [report.grouping === 'families' ? 'Families exported' : 'Documents exported', report.total],
    [report.grouping === 'families' ? 'Families in the source' : 'Documents in the source', report.sourceTotal],
    ['Grouping', report.grouping === 'families' ? 'One row per family' : 'One row per publication'],
    ['Exported at (UTC)', report.exportedAt],
    ['Exported by', report.exportedBy],
    ['Fields', report.fields.map((f) => f.label).join(', ')],
  ];
  for (const [what, value] of rows) {
    const row = sheet.addRow({ what, value });
    if (value instanceof Date) row.getCell(2).numFmt = 'yyyy-mm-dd hh:mm:ss';
    row.getCell(2).alignment = { wrapText: true, vertical: 'top' };
    row.commit();
  }
  sheet.commit();
}

export const writeXlsx: ExportWriterFactory = async (path, report) => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true, useSharedStrings: false });
  workbook.creator = report.exportedBy;
  workbook.created = report.exportedAt;
  const sheet = workbook.addWorksheet('Results', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = report.fields.map((field) => ({ header: field.label, key: field.id, width: WIDTHS[field.type] }));
  sheet.getRow(1).font = { bold: true };
  const dateColumns = report.fields.flatMap((f, i) => (f.type === 'date' ? [i + 1] : []));
  const linkColumns = report.fields.flatMap((f, i) =>
    f.type === 'url' || f.type === 'image' || f.id === 'publication_number' ? [i + 1] : [],
  );
  return {
    async write(record) {
      const row = sheet.addRow(resultRow(record, report));
      for (const column of dateColumns) row.getCell(column).numFmt = 'yyyy-mm-dd';
      for (const column of linkColumns)
        if (row.getCell(column).hyperlink) row.getCell(column).font = { color: { argb: 'FF0563C1' }, underline: true };
      row.commit();
    },
    async close() {
      sheet.commit();
      addQuerySheet(workbook, report);
      await workbook.commit();
    },
  };
};
