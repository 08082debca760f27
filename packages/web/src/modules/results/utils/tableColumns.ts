import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH, TABLE_COLUMNS, type TableColumnName } from '@app/shared';

/** A shown table column and its width in px. */
export type TableColumn = { name: TableColumnName; width: number };

/**
 * The columns this build can fill. Custom fields, appraisal and document descriptions need features that do not
 * exist yet, so they are not offered rather than shown empty.
 */
export const AVAILABLE_TABLE_COLUMNS = (Object.keys(TABLE_COLUMNS) as TableColumnName[]).filter(
  (name) => !['customfields', 'appraisal', 'documentdescription'].includes(name),
);

/** Editing the table layout preference: every change returns a new list, widths kept within the allowed range. */
export const tableColumns = {
  clampWidth(width: number): number {
    return Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width)));
  },

  resize(columns: readonly TableColumn[], name: TableColumnName, width: number): TableColumn[] {
    return columns.map((c) => (c.name === name ? { ...c, width: tableColumns.clampWidth(width) } : c));
  },

  /** Shows a column at the end with its SPEC width, or hides it. */
  toggle(columns: readonly TableColumn[], name: TableColumnName): TableColumn[] {
    return columns.some((c) => c.name === name)
      ? columns.filter((c) => c.name !== name)
      : [...columns, { name, width: TABLE_COLUMNS[name] }];
  },

  /** Moves a column by `step` places (−1 earlier, +1 later), stopping at the ends. */
  move(columns: readonly TableColumn[], name: TableColumnName, step: number): TableColumn[] {
    const from = columns.findIndex((c) => c.name === name);
    const to = Math.min(columns.length - 1, Math.max(0, from + step));
    return tableColumns.moveTo(columns, name, to);
  },

  /** Puts a column at index `to` (drag and drop onto another heading). */
  moveTo(columns: readonly TableColumn[], name: TableColumnName, to: number): TableColumn[] {
    const from = columns.findIndex((c) => c.name === name);
    if (from < 0 || from === to) return [...columns];
    const next = [...columns];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    return next;
  },
};
