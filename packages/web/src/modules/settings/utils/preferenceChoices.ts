import {
  GROUPING_METHODS,
  LIST_DISPLAY_OPTIONS,
  NOTIFICATION_POSITIONS,
  RESULT_LAYOUTS,
  ROWS_PER_PAGE_CHOICES,
  SUPPORTED_LOCALES,
  TABLE_COLUMN_NAMES,
  TABLE_COLUMNS,
  type TableColumnName,
} from '@app/shared';
import type { TFunction } from 'i18next';

type Choice = { value: string; label: string };

/** Languages documents can be shown in besides their original (the machine translations the corpus carries). */
const DOCUMENT_LANGUAGES = ['en', 'de', 'fr', 'ja', 'zh', 'ko'] as const;

/** A translated label, or the code itself where no text exists yet (new options appear before their text). */
function labelOr(t: TFunction, key: string, fallback: string): string {
  const text = t(key as never, { defaultValue: '' }) as string;
  return text === '' ? fallback : text;
}

export function rowsChoices(): Choice[] {
  return ROWS_PER_PAGE_CHOICES.map((n) => ({ value: String(n), label: String(n) }));
}

export function groupingChoices(t: TFunction): Choice[] {
  return GROUPING_METHODS.map((g) => ({ value: g, label: t(`results.toolbar.groupings.${g}`) }));
}

export function layoutChoices(t: TFunction): Choice[] {
  return RESULT_LAYOUTS.map((l) => ({ value: l, label: t(`results.toolbar.views.${l}`) }));
}

export function positionChoices(t: TFunction): Choice[] {
  return NOTIFICATION_POSITIONS.map((p) => ({ value: p, label: t(`settings.positions.${p}`) }));
}

export function localeChoices(t: TFunction): Choice[] {
  return SUPPORTED_LOCALES.map((l) => ({ value: l, label: t(`settings.languages.${l}`) }));
}

export function documentLanguageChoices(t: TFunction): Choice[] {
  return [
    { value: 'original', label: t('settings.languages.original') },
    ...DOCUMENT_LANGUAGES.map((l) => ({ value: l, label: t(`settings.languages.${l}`) })),
  ];
}

export function listOptionChoices(t: TFunction): Choice[] {
  return LIST_DISPLAY_OPTIONS.map((o) => ({ value: o, label: labelOr(t, `results.listOptions.${o}`, o) }));
}

export function columnChoices(t: TFunction): Choice[] {
  return TABLE_COLUMN_NAMES.map((c) => ({ value: c, label: labelOr(t, `results.columns.${c}`, c) }));
}

/** The names of a list preference (list and thumbnail layouts store names). */
export function namesOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The column names of the table layout, which stores `{ name, width }`. */
export function columnNamesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((c: { name?: unknown }) => c?.name).filter((n): n is string => typeof n === 'string');
}

/** The table layout for the chosen columns: a column kept keeps its width, a new one starts at its default. */
export function tableLayoutFor(names: string[], current: unknown): { name: string; width: number }[] {
  const widths = new Map<string, number>();
  if (Array.isArray(current)) for (const c of current) if (c?.name) widths.set(c.name, c.width);
  return names.map((name) => ({ name, width: widths.get(name) ?? TABLE_COLUMNS[name as TableColumnName] }));
}
