import type { SearchDoc } from '@app/shared';
import type { MarkedText } from '../types/HighlightMark';
import type { LocalizedText } from './localizedText';

/**
 * The marks of one shown field. Best is the whole field (`entireFieldHl`) when the answer has it for exactly the
 * text shown. Otherwise the snippets are laid back onto the text: each snippet knows its offset in the field, and
 * one is used only where the text at that offset is the snippet's text, so a mark never lands on other words.
 * Marks outside every snippet are then missing; a title or short abstract is usually one snippet whole.
 * The key is `field.lang` for a language, `field` otherwise (the engine's naming). Null when nothing fits.
 */
export function markedField(doc: SearchDoc, field: string, shown: LocalizedText): MarkedText | null {
  const key = shown.language === null ? field : `${field}.${shown.language}`;
  const whole = doc.highlighting?.entireFieldHl[key];
  if (whole && whole.text === shown.text) return whole;
  const fitting = (doc.highlighting?.hl[key] ?? []).filter(
    (s) => s.start >= 0 && shown.text.slice(s.start, s.start + s.text.length) === s.text,
  );
  if (fitting.length === 0) return null;
  return {
    text: shown.text,
    highlights: fitting.flatMap((s) =>
      s.highlights.map((h) => ({ start: h.start + s.start, end: h.end + s.start, group: h.group })),
    ),
  };
}
