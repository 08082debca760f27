import type { ExportFieldDef } from '@app/shared';
import { escapeXml, formatDate, valueItems, valueText } from './export-values';
import type { ExportRecord, ExportWriterFactory } from './export-writer';
import { openFileSink } from './file-sink';

/**
 * XML export in our documented schema (`export.xsd` beside this file, namespace `urn:patent-search:export:1`). The
 * report header is written when the file opens, then each document as one element as it arrives, so memory holds one
 * document at a time. A chosen field with no value is left out, since an empty element is no valid date or number.
 */
export const EXPORT_XML_NAMESPACE = 'urn:patent-search:export:1';

export const writeXml: ExportWriterFactory = async (path, report) => {
  const sink = await openFileSink(path);
  const head = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<export xmlns="${EXPORT_XML_NAMESPACE}" version="1">`,
    '  <report>',
    `    <title>${escapeXml(report.title)}</title>`,
    report.query === null ? null : `    <query>${escapeXml(report.query)}</query>`,
    '    <filters>',
    ...report.filters.map((filter) => `      <filter>${escapeXml(filter)}</filter>`),
    '    </filters>',
    `    <total>${report.total}</total>`,
    `    <source-total>${report.sourceTotal}</source-total>`,
    `    <grouping>${report.grouping}</grouping>`,
    `    <exported-at>${report.exportedAt.toISOString()}</exported-at>`,
    `    <exported-by>${escapeXml(report.exportedBy)}</exported-by>`,
    '    <fields>',
    ...report.fields.map(
      (f) => `      <field id="${f.id}" group="${f.group}" type="${f.type}">${escapeXml(f.label)}</field>`,
    ),
    '    </fields>',
    '  </report>',
    '  <documents>',
  ];
  await sink.write(`${head.filter((line) => line !== null).join('\n')}\n`);

  return {
    async write(record) {
      await sink.write(documentElement(record, report.fields));
    },
    async close() {
      await sink.write('  </documents>\n</export>\n');
      await sink.close();
    },
  };
};

function documentElement(record: ExportRecord, fields: readonly ExportFieldDef[]): string {
  const lines = [
    `    <document ucid="${escapeXml(record.ucid)}" url="${escapeXml(record.documentUrl)}">`,
    `      <heading>${escapeXml(record.heading)}</heading>`,
    '      <fields>',
  ];
  for (const field of fields) {
    const element = fieldElement(record, field);
    if (element !== null) lines.push(`        ${element}`);
  }
  lines.push('      </fields>', '    </document>', '');
  return lines.join('\n');
}

/** One field as its element, or null when it has no value. */
function fieldElement(record: ExportRecord, field: ExportFieldDef): string | null {
  const name = field.id;
  if (field.type === 'image') {
    const image = record.thumbnail;
    if (!image) return null;
    const attributes = `mime="${image.mime}" width="${image.width}" height="${image.height}"`;
    return `<${name} ${attributes}>${image.data.toString('base64')}</${name}>`;
  }
  const value = record.values[field.id];
  if (field.type === 'list') {
    const items = valueItems(value);
    if (items.length === 0) return null;
    return `<${name}>${items.map((item) => `<item>${escapeXml(item)}</item>`).join('')}</${name}>`;
  }
  if (field.type === 'date' && value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : `<${name}>${formatDate(value)}</${name}>`;
  }
  const text = valueText(value);
  if (text.trim() === '') return null;
  return `<${name}>${escapeXml(text)}</${name}>`;
}
