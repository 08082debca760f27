import type { GroupingMethod, ListDisplayOption, SearchDoc, TableColumnName } from '@app/shared';
import type { ReactNode } from 'react';
import type { ResultSelection } from '../hooks/useResultSelection';

/** What every result view (list, table, split, thumbnail) is given. */
export type ResultViewProps = {
  docs: readonly SearchDoc[];
  /** Offset of `docs[0]` in the result set, for the active position. */
  start: number;
  /** The reader's preferred text language (`en`, or `original`). */
  language: string;
  maxSnippets: number;
  activeUcid: string | null;
  selection: ResultSelection;
  /** A result was opened or picked: it becomes the active document. */
  onActivate: (doc: SearchDoc, position: number) => void;
  listOptions: readonly ListDisplayOption[];
  /** The results' grouping, for the family shown as grouped (`family_dynamic`). */
  grouping: GroupingMethod;
  /** Shown under each result of the list (see ResultSource). */
  resultExtra?: (doc: SearchDoc) => ReactNode;
  tableColumns: readonly { name: TableColumnName; width: number }[];
  onTableColumnsChange: (columns: { name: TableColumnName; width: number }[]) => void;
};
