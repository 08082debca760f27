import type { ExportFieldDef } from '@app/shared';
import { escapeXml, fieldText, reportLayout, reportSummary, valueItems } from './export-values';
import type { ExportRecord, ExportReport, ExportWriterFactory } from './export-writer';
import { openFileSink } from './file-sink';

/**
 * HTML export: one self-contained file a person can open, mail or archive. The styles are inline and the thumbnail
 * is a data: URI, so nothing is fetched when it opens. Everything that comes from a document or the user is escaped;
 * links are written only for http(s) addresses, so a value can never become script. Written as a stream: the header
 * when the file opens, then one <article> per document as it arrives.
 */

const STYLE = `
body { font-family: "DejaVu Sans", Arial, "Noto Sans CJK JP", sans-serif; margin: 2rem auto; max-width: 60rem; color: #1a1a1a; line-height: 1.45; padding: 0 1rem; }
header.report { border-bottom: 2px solid #1c4f8a; margin-bottom: 2rem; }
header.report h1 { font-size: 1.6rem; margin: 0 0 .5rem; }
dl.summary { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; }
dl.summary dt { font-weight: bold; }
dl.summary dd { margin: 0; white-space: pre-wrap; }
article { border-top: 1px solid #c8d3e0; padding-top: 1rem; margin-bottom: 2rem; break-inside: avoid-page; }
article h2 { font-size: 1.2rem; margin: 0 0 .6rem; }
article h2 a { color: #1c4f8a; text-decoration: none; }
table.bibliography { border-collapse: collapse; width: 100%; margin-bottom: .8rem; }
table.bibliography th { text-align: left; vertical-align: top; width: 14rem; background: #eef2f7; font-weight: 600; }
table.bibliography th, table.bibliography td { border: 1px solid #d5dde8; padding: .25rem .5rem; }
section.long-text h3 { font-size: 1rem; margin: .8rem 0 .2rem; }
section.long-text div { white-space: pre-wrap; }
figure.thumbnail { margin: .8rem 0; }
figure.thumbnail img { max-width: 16rem; border: 1px solid #d5dde8; }
`.trim();

export const writeHtml: ExportWriterFactory = async (path, report) => {
  const sink = await openFileSink(path);
  const layout = reportLayout(report);
  await sink.write(htmlHead(report));
  return {
    async write(record) {
      await sink.write(article(record, layout));
    },
    async close() {
      await sink.write('</main>\n</body>\n</html>\n');
      await sink.close();
    },
  };
};

function htmlHead(report: ExportReport): string {
  const summary = reportSummary(report)
    .map((line) => `<dt>${escapeXml(line.label)}</dt><dd>${escapeXml(line.text)}</dd>`)
    .join('\n');
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeXml(report.title)}</title>`,
    `<style>\n${STYLE}\n</style>`,
    '</head>',
    '<body>',
    '<header class="report">',
    `<h1>${escapeXml(report.title)}</h1>`,
    `<dl class="summary">\n${summary}\n</dl>`,
    '</header>',
    '<main>',
    '',
  ].join('\n');
}

function article(record: ExportRecord, layout: ReturnType<typeof reportLayout>): string {
  const parts = [
    `<article id="${escapeXml(record.ucid)}">`,
    `<h2>${link(record.documentUrl, headingText(record))}</h2>`,
  ];
  if (layout.shortFields.length > 0) {
    parts.push('<table class="bibliography"><tbody>');
    for (const field of layout.shortFields) {
      parts.push(`<tr><th scope="row">${escapeXml(field.label)}</th><td>${cellHtml(record, field)}</td></tr>`);
    }
    parts.push('</tbody></table>');
  }
  for (const field of layout.longFields) {
    const text = fieldText(record, field);
    if (text.trim() === '') continue;
    parts.push(`<section class="long-text"><h3>${escapeXml(field.label)}</h3><div>${escapeXml(text)}</div></section>`);
  }
  if (layout.showsThumbnail && record.thumbnail) {
    const { data, mime, width, height } = record.thumbnail;
    const src = `data:${mime};base64,${data.toString('base64')}`;
    parts.push(
      `<figure class="thumbnail"><img src="${src}" width="${width}" height="${height}" alt="Drawing of ${escapeXml(record.ucid)}"></figure>`,
    );
  }
  parts.push('</article>', '');
  return parts.join('\n');
}

/** The heading: the publication number, then the title. */
export function headingText(record: ExportRecord): string {
  return `${record.ucid} ${record.heading}`.trim();
}

function cellHtml(record: ExportRecord, field: ExportFieldDef): string {
  if (field.type === 'url') {
    return valueItems(record.values[field.id])
      .map((url) => link(url, url))
      .join('<br>');
  }
  return escapeXml(fieldText(record, field));
}

/** A link when the address is http(s), else the text alone: a document value must never run as script. */
function link(url: string, text: string): string {
  if (!/^https?:\/\//i.test(url)) return escapeXml(text);
  return `<a href="${escapeXml(url)}">${escapeXml(text)}</a>`;
}
