import { type EditorTokenKind, tokenize } from '@app/query';
import { RangeSetBuilder } from '@codemirror/state';
import { Decoration, type DecorationSet, type EditorView, ViewPlugin, type ViewUpdate } from '@codemirror/view';

const marks = new Map<EditorTokenKind, Decoration>();

function markFor(kind: EditorTokenKind): Decoration {
  let mark = marks.get(kind);
  if (!mark) {
    mark = Decoration.mark({ class: `cm-q-${kind}` });
    marks.set(kind, mark);
  }
  return mark;
}

/**
 * Colours the query from `@app/query`'s own editor tokens rather than a separate grammar, so the colours can
 * never disagree with how the server reads the query. Classes are `cm-q-<kind>` (styled in queryEditorTheme).
 */
function decorate(view: EditorView): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  for (const token of tokenize(view.state.doc.toString())) {
    if (token.span.end > token.span.start) builder.add(token.span.start, token.span.end, markFor(token.kind));
  }
  return builder.finish();
}

/** Syntax highlighting for the query language. */
export const queryHighlighter = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = decorate(view);
    }
    update(update: ViewUpdate) {
      if (update.docChanged) this.decorations = decorate(update.view);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);
