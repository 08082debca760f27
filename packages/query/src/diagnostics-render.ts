import type { Diagnostic } from './diagnostics';

// Characters of context kept on each side of the span when the line is long.
const CONTEXT = 40;

/**
 * The diagnostic as plain text: its code and message, the query line it is on (numbered), and carets
 * under the span (cut at the end of the line; one caret for an empty span). Long lines are shown as a
 * window around the span. Tabs are kept in the caret line so the carets line up.
 *
 *     QUERY_UNCLOSED_PAREN: Missing ) to close the ( opened here
 *     1 | TI=(car AND
 *       |    ^
 */
export function renderDiagnostic(text: string, diagnostic: Diagnostic): string {
  const start = Math.min(Math.max(diagnostic.span.start, 0), text.length);
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const newline = text.indexOf('\n', start);
  let lineEnd = newline === -1 ? text.length : newline;
  if (lineEnd > lineStart && text[lineEnd - 1] === '\r') lineEnd -= 1;
  const caretEnd = Math.min(Math.max(diagnostic.span.end, start), lineEnd);
  let lineNumber = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < lineStart; i = text.indexOf('\n', i + 1)) lineNumber += 1;

  const from = Math.max(lineStart, start - CONTEXT);
  const to = Math.min(lineEnd, Math.max(caretEnd, start) + CONTEXT);
  const before = from > lineStart ? '…' : '';
  const after = to < lineEnd ? '…' : '';
  const shown = `${before}${text.slice(from, to)}${after}`;
  let padding = before === '' ? '' : ' ';
  for (const char of text.slice(from, start)) padding += char === '\t' ? '\t' : ' ';
  const carets = '^'.repeat(Math.max(1, [...text.slice(start, Math.min(caretEnd, to))].length));

  const number = String(lineNumber);
  const gutter = ' '.repeat(number.length);
  return `${diagnostic.code}: ${diagnostic.message}\n${number} | ${shown}\n${gutter} | ${padding}${carets}`;
}
