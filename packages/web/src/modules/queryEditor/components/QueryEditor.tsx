import type { QueryErrorDetail } from '@app/shared';
import { forceLinting } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { Box } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { classificationCompletionsQuery } from '../../classifications/queries/classificationQueries';
import type { EditorProblem } from '../types/EditorProblem';
import type { QueryEditorHandle } from '../types/QueryEditorHandle';
import { setEmptyClauses } from '../utils/emptyClauses';
import { insertionText } from '../utils/insertionText';
import { queryEditorExtensions } from '../utils/queryEditorExtensions';
import { setServerErrors } from '../utils/serverErrors';
import { QueryProblems } from './QueryProblems';

/** Props of QueryEditor. */
type QueryEditorProps = {
  /** The query text. The editor reports every edit through `onChange`; a new value from outside replaces the text. */
  value: string;
  onChange: (value: string) => void;
  /** Ctrl/Cmd-Enter. */
  onSubmit: () => void;
  /** Id of the element that labels the editor. */
  labelId: string;
  /** Id of a hint that describes the editor (its keyboard shortcuts). */
  describedById?: string;
  placeholder: string;
  ref?: Ref<QueryEditorHandle>;
};

/**
 * The command line: a CodeMirror editor that colours the query as the parser reads it, marks each problem at
 * its exact span while the user types, completes field codes (and CPC/IPC codes with their titles after `CPC=` and
 * `IPC=`), and lists the problems as text below.
 */
export function QueryEditor({ value, onChange, onSubmit, labelId, describedById, placeholder, ref }: QueryEditorProps) {
  const parentRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const [problems, setProblems] = useState<readonly EditorProblem[]>([]);
  const queryClient = useQueryClient();
  // The view is made once; it calls the latest callbacks through this ref instead of being rebuilt on each render.
  const latest = useRef({ onChange, onSubmit, value, labelId, describedById, placeholder, queryClient });
  useEffect(() => {
    latest.current = { onChange, onSubmit, value, labelId, describedById, placeholder, queryClient };
  });

  useEffect(() => {
    const { value: doc, labelId: label, describedById: describedBy, placeholder: hint } = latest.current;
    const extensions = queryEditorExtensions(
      {
        onChange: (text) => {
          latest.current.value = text;
          latest.current.onChange(text);
        },
        onSubmit: () => latest.current.onSubmit(),
        onProblems: setProblems,
      },
      { labelId: label, describedById: describedBy, placeholder: hint },
      (scheme, prefix) => latest.current.queryClient.fetchQuery(classificationCompletionsQuery(scheme, prefix)),
    );
    const view = new EditorView({ state: EditorState.create({ doc, extensions }), parent: parentRef.current! });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, []);

  // A value from outside (a recent search put back, `?query=`) replaces the text; the user's own edits
  // already match the document and change nothing here.
  useEffect(() => {
    const view = viewRef.current;
    if (!view || view.state.doc.toString() === value) return;
    view.dispatch({
      changes: { from: 0, to: view.state.doc.length, insert: value },
      selection: { anchor: value.length },
    });
  }, [value]);

  useImperativeHandle(
    ref,
    () => ({
      focus: () => viewRef.current?.focus(),
      insert: (text: string) => {
        const view = viewRef.current;
        if (!view) return;
        const { from, to } = view.state.selection.main;
        const insertion = insertionText(view.state.doc.toString(), from, to, text);
        view.dispatch({
          changes: { from, to, insert: insertion.text },
          selection: { anchor: from + insertion.cursor },
          scrollIntoView: true,
        });
        view.focus();
      },
      showServerErrors: (query: string, errors: readonly QueryErrorDetail[]) => {
        const view = viewRef.current;
        if (!view || view.state.doc.toString() !== query || errors.length === 0) return;
        const length = view.state.doc.length;
        const marks = errors.map((error) => {
          const from = Math.min(Math.max(error.start, 0), length);
          return { from, to: Math.min(Math.max(error.end, from), length), message: error.message };
        });
        const first = marks.reduce((a, b) => (b.from < a.from ? b : a));
        view.dispatch({
          effects: setServerErrors.of(marks),
          selection: { anchor: first.from },
          scrollIntoView: true,
        });
        view.focus();
        forceLinting(view);
      },
      markEmptyClauses: (query, clauses) => {
        const view = viewRef.current;
        if (!view || view.state.doc.toString() !== query) return;
        view.dispatch({ effects: setEmptyClauses.of(clauses.map((c) => ({ from: c.start, to: c.end }))) });
      },
    }),
    [],
  );

  const select = (problem: EditorProblem) => {
    const view = viewRef.current;
    if (!view) return;
    view.dispatch({ selection: { anchor: problem.from }, scrollIntoView: true });
    view.focus();
  };

  return (
    <Box>
      <div ref={parentRef} data-testid="query-editor" />
      <QueryProblems problems={problems} text={value} onSelect={select} />
    </Box>
  );
}
