import type { QueryErrorDetail } from '@app/shared';

/** What a screen can do with a mounted QueryEditor. */
export type QueryEditorHandle = {
  focus(): void;
  /** Replaces the selection with `text` (spaced from the word before it) and puts the cursor after it. */
  insert(text: string): void;
  /**
   * Marks problems the server found in `query`, moves the cursor to the first and focuses the editor. Ignored
   * when the editor no longer holds `query` (the user typed on while the request ran), as the offsets would lie.
   */
  showServerErrors(query: string, errors: readonly QueryErrorDetail[]): void;
  /** Underlines clauses of `query` that match no document; ignored when the editor no longer holds `query`. */
  markEmptyClauses(query: string, clauses: readonly { start: number; end: number }[]): void;
};
