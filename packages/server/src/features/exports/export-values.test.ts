import { describe, expect, it } from 'vitest';
import { sampleReport } from './export-sample-records';
import { escapeXml, formatDate, reportLayout, reportSummary, valueItems, valueText, xmlSafe } from './export-values';

describe('export values', () => {
  it('dates are calendar days in UTC, whatever the time of day', () => {
    expect(formatDate(new Date(Date.UTC(2021, 0, 31, 23, 59)))).toBe('2021-01-31');
    expect(valueText(new Date(Date.UTC(2020, 1, 29)))).toBe('2020-02-29');
    expect(valueText(new Date(Number.NaN))).toBe('');
  });

  it('lists are joined without their empty items; nothing is empty text', () => {
    expect(valueText(['H01M 8/10', ' ', 'Y02E 60/50'])).toBe('H01M 8/10; Y02E 60/50');
    expect(valueItems(['a', '', 'b'])).toEqual(['a', 'b']);
    expect(valueItems('one')).toEqual(['one']);
    expect(valueText(null)).toBe('');
    expect(valueText(undefined)).toBe('');
    expect(valueItems(null)).toEqual([]);
    expect(valueText(0)).toBe('0');
    expect(valueText(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('characters XML cannot hold are dropped, the rest escaped; astral characters survive', () => {
    expect(xmlSafe('a\u0000b\u0007c\u000Bd\tx\ny\r')).toBe('abcd\tx\ny\r');
    expect(xmlSafe('lone \uD800 high, lone \uDC00 low, pair 𠀋')).toBe('lone  high, lone  low, pair 𠀋');
    expect(escapeXml(`<a href="x">O'Brien & co</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;O&apos;Brien &amp; co&lt;/a&gt;',
    );
  });

  it('a report lays short fields out as a table, long texts after it, and says how many of how many', () => {
    const report = sampleReport('docx', 3);
    const layout = reportLayout(report);
    expect(layout.shortFields.every((f) => f.type !== 'long_text' && f.type !== 'image')).toBe(true);
    expect(layout.longFields.map((f) => f.id)).toContain('first_claim');
    expect(layout.showsThumbnail).toBe(true);
    const summary = reportSummary(report);
    expect(summary.find((l) => l.label === 'Documents')?.text).toBe('3 of 8 documents');
    expect(summary.find((l) => l.label === 'Exported')?.text).toBe('2026-11-27 21:05 UTC');
    expect(reportSummary({ ...report, query: null, filters: [] }).map((l) => l.label)).not.toContain('Query');
  });
});
