import { type Range, StateEffect, StateField } from '@codemirror/state';
import { Decoration, type DecorationSet, EditorView } from '@codemirror/view';

/** A clause that matches no document, where it is written. */
export type EmptyClause = { readonly from: number; readonly to: number };

/** Replaces the marked clauses (an empty list clears them). */
export const setEmptyClauses = StateEffect.define<readonly EmptyClause[]>();

const emptyMark = Decoration.mark({
  class: 'cm-q-empty',
  attributes: { title: 'This part matches no document' },
});

/**
 * Clauses the last count found empty, underlined in the editor so a searcher sees which part of a long query
 * removes everything before running it. Any edit clears them: the counts are of text that has changed, and the
 * next count (after the next pause in typing) marks again.
 */
export const emptyClausesField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, tr) {
    for (const effect of tr.effects) {
      if (!effect.is(setEmptyClauses)) continue;
      const ranges: Range<Decoration>[] = effect.value
        .filter((c) => c.to > c.from && c.to <= tr.state.doc.length)
        .map((c) => emptyMark.range(c.from, c.to));
      return Decoration.set(ranges, true);
    }
    return tr.docChanged ? Decoration.none : marks;
  },
  provide: (field) => EditorView.decorations.from(field),
});
