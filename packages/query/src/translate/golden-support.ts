import { expect, it } from 'vitest';
import { parse } from '../parser';
import { print } from '../printer';
import type { NoteSeverity, Vendor } from './front';
import { translateQuery } from './index';

/** One pasted query, the text we make of it, and every note as `[pasted text, what it became, severity]`. */
export type GoldenTranslation = {
  readonly text: string;
  readonly query: string;
  readonly notes: readonly (readonly [string, string, NoteSeverity])[];
};

/** Runs each case: the exact output and notes, a reason on every note, and output our parser reads cleanly. */
export function checkTranslations(vendor: Vendor, cases: readonly GoldenTranslation[]): void {
  it('has at least 12 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(12);
  });
  it.each(cases.map((c) => [c.text, c] as const))('%s', (_text, golden) => {
    const result = translateQuery(golden.text, vendor);
    expect(result.query).toBe(golden.query);
    expect(result.notes.map((note) => [note.source, note.result, note.severity])).toEqual(golden.notes);
    for (const note of result.notes) {
      expect(note.reason.length).toBeGreaterThan(0);
      expect(golden.text.slice(note.span.start, note.span.end)).toBe(note.source);
    }
    expect(result.problems).toEqual([]);
    const parsed = parse(result.query);
    expect(parsed.diagnostics).toEqual([]);
    // The text is already in canonical form, so the editor shows exactly what the notes describe.
    if (parsed.ast !== null) expect(print(parsed.ast)).toBe(result.query);
  });
}
