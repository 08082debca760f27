import { linter } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import type { EditorProblem } from '../types/EditorProblem';
import { queryProblems } from './queryProblems';
import { serverErrorsField, setServerErrors } from './serverErrors';

/** Short enough to feel live while typing, long enough not to flash a mark at every half-typed word. */
const LINT_DELAY_MS = 250;

/**
 * Error marks at the exact span of each problem. `onProblems` receives the same list, so the screen can show
 * it as text too (lint marks are visual only, and their tooltips need a mouse).
 */
export function queryLinter(onProblems: (problems: readonly EditorProblem[]) => void): Extension {
  return linter(
    (view) => {
      const problems = queryProblems(view.state.doc.toString(), view.state.field(serverErrorsField));
      onProblems(problems);
      return problems.map(({ from, to, message }) => ({ from, to, message, severity: 'error' }));
    },
    {
      delay: LINT_DELAY_MS,
      // New server errors change the marks without a document change.
      needsRefresh: (update) => update.transactions.some((tr) => tr.effects.some((e) => e.is(setServerErrors))),
    },
  );
}
