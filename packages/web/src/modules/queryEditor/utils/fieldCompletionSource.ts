import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { fieldCompletions } from './fieldCompletions';

/** CodeMirror's side of fieldCompletions: the options are already filtered and ordered there. */
export function fieldCompletionSource(context: CompletionContext): CompletionResult | null {
  const result = fieldCompletions(context.state.doc.toString(), context.pos, context.explicit);
  if (result === null) return null;
  return {
    from: result.from,
    options: result.options.map((option) => ({ ...option, type: 'property' })),
    filter: false,
  };
}
