import { autocompletion, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { lintKeymap } from '@codemirror/lint';
import { type Extension, Prec } from '@codemirror/state';
import { EditorView, keymap, placeholder } from '@codemirror/view';
import type { EditorProblem } from '../types/EditorProblem';
import { type ClassificationCompleter, classificationCompletionSource } from './classificationCompletionSource';
import { emptyClausesField } from './emptyClauses';
import { fieldCompletionSource } from './fieldCompletionSource';
import { queryEditorTheme } from './queryEditorTheme';
import { queryHighlighter } from './queryHighlighter';
import { queryLinter } from './queryLinter';
import { serverErrorsField } from './serverErrors';

/** What the editor reports back to its screen. */
type QueryEditorCallbacks = {
  onChange: (text: string) => void;
  onSubmit: () => void;
  onProblems: (problems: readonly EditorProblem[]) => void;
};

/** Attributes of the editable element that screen readers and the page's labels need. */
type QueryEditorAttributes = { labelId: string; describedById: string | undefined; placeholder: string };

/**
 * Everything the query editor is made of. Tab is left alone (no indentWithTab), so keyboard users can still tab
 * out of the editor; Mod-Enter runs the search ahead of CodeMirror's own Mod-Enter (insert a blank line).
 */
export function queryEditorExtensions(
  callbacks: QueryEditorCallbacks,
  attributes: QueryEditorAttributes,
  /** Codes with their titles after `CPC=` and `IPC=`; without it only field names complete. */
  completeClassification?: ClassificationCompleter,
): Extension {
  return [
    history(),
    Prec.highest(
      keymap.of([
        {
          key: 'Mod-Enter',
          run: () => {
            callbacks.onSubmit();
            return true;
          },
        },
      ]),
    ),
    autocompletion({
      override: [
        fieldCompletionSource,
        ...(completeClassification ? [classificationCompletionSource(completeClassification)] : []),
      ],
      icons: false,
    }),
    keymap.of([...completionKeymap, ...lintKeymap, ...defaultKeymap, ...historyKeymap]),
    serverErrorsField,
    emptyClausesField,
    queryHighlighter,
    queryLinter(callbacks.onProblems),
    queryEditorTheme,
    EditorView.lineWrapping,
    placeholder(attributes.placeholder),
    EditorView.contentAttributes.of({
      'aria-labelledby': attributes.labelId,
      ...(attributes.describedById ? { 'aria-describedby': attributes.describedById } : {}),
      spellcheck: 'false',
      autocapitalize: 'off',
      autocorrect: 'off',
    }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) callbacks.onChange(update.state.doc.toString());
    }),
  ];
}
