import { parse } from '@app/query';
import type { EditorProblem } from '../types/EditorProblem';
import type { ServerError } from './serverErrors';

/**
 * Every problem to mark in `text`: what the parser finds as the user types, plus what the server reported on the
 * last submit (it knows things the parser cannot, such as whether `#7` exists). A server problem the parser
 * also reports at the same place is shown once. Sorted by position, spans clamped to the text.
 */
export function queryProblems(text: string, server: readonly ServerError[]): EditorProblem[] {
  const problems: EditorProblem[] = parse(text).diagnostics.map((diagnostic) => ({
    ...clamp(diagnostic.span.start, diagnostic.span.end, text.length),
    message: diagnostic.message,
    source: 'parser',
  }));
  for (const error of server) {
    const at = clamp(error.from, error.to, text.length);
    const duplicate = problems.some((p) => p.from === at.from && p.to === at.to && p.message === error.message);
    if (!duplicate) problems.push({ ...at, message: error.message, source: 'server' });
  }
  return problems.sort((a, b) => a.from - b.from || a.to - b.to);
}

function clamp(start: number, end: number, length: number): { from: number; to: number } {
  const from = Math.min(Math.max(start, 0), length);
  return { from, to: Math.min(Math.max(end, from), length) };
}
