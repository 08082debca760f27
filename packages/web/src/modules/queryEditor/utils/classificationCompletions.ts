import { type EditorToken, lookupField, tokenize } from '@app/query';
import type { ClassificationSchemeName } from '@app/shared';

/** Where a classification code is being typed: in which scheme's field, from where, and what so far. */
export type ClassificationCompletionContext = {
  readonly scheme: ClassificationSchemeName;
  /** Where the code starts (the completion replaces from here to the cursor). */
  readonly from: number;
  readonly typed: string;
};

/** Query fields whose values are codes of a scheme with a title table. */
const SCHEME_OF_FIELD: Readonly<Record<string, ClassificationSchemeName>> = { CPC: 'cpc', IPC: 'ipc' };

// A code cut by a space that the parser joins again (`H01L 31/02`): its first part, then a part in digits.
const CODE_HEAD = /^[A-HY]\d\d[A-Z]\d*\/?$/i;
const CODE_TAIL = /^[\d/]/;

const textOf = (text: string, token: EditorToken) => text.slice(token.span.start, token.span.end);

/**
 * The field a value token belongs to, read backwards from it: the nearest `FIELD=` before it at the same depth, or
 * the one that opens the group it sits in (`CPC=(A01L OR B60`); groups closed before it are stepped over.
 */
function fieldOfValue(text: string, tokens: readonly EditorToken[], index: number): string | null {
  let depth = 0;
  for (let i = index - 1; i >= 0; i--) {
    const token = tokens[i]!;
    const value = textOf(text, token);
    if (token.kind === 'paren' && value === ')') depth++;
    else if (token.kind === 'paren' && value === '(') {
      if (depth > 0) depth--;
      else if (tokens[i - 1] !== undefined && textOf(text, tokens[i - 1]!) === '=') {
        const field = tokens[i - 2];
        return field?.kind === 'field' ? textOf(text, field) : null;
      }
    } else if (depth === 0 && token.kind === 'punctuation' && value === '=') {
      const field = tokens[i - 1];
      return field?.kind === 'field' ? textOf(text, field) : null;
    }
  }
  return null;
}

/**
 * Whether the cursor ends a code typed as a CPC or IPC value (`CPC=A01L`, `IPC=(H01L OR H02`, `CPC=A01L 7/0`), and
 * if so where it starts. Only the end of a code completes: a cursor inside one, a code of another field, or text
 * that cannot begin a code gives null.
 */
export function classificationCompletionContext(text: string, pos: number): ClassificationCompletionContext | null {
  const tokens = tokenize(text);
  let index = tokens.findIndex((token) => token.span.start < pos && pos <= token.span.end);
  const token = tokens[index];
  if (token === undefined || token.kind !== 'classification' || token.span.end !== pos) return null;
  let from = token.span.start;
  const previous = tokens[index - 1];
  if (
    previous?.kind === 'classification' &&
    CODE_HEAD.test(textOf(text, previous)) &&
    CODE_TAIL.test(textOf(text, token)) &&
    text.slice(previous.span.end, from).trim() === ''
  ) {
    from = previous.span.start;
    index--;
  }
  const field = fieldOfValue(text, tokens, index);
  const scheme = field === null ? undefined : SCHEME_OF_FIELD[lookupField(field)?.code ?? ''];
  const typed = text.slice(from, pos);
  if (scheme === undefined || !/^[A-HY]/i.test(typed)) return null;
  return { scheme, from, typed };
}
