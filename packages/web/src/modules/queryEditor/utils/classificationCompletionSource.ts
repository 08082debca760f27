import type { ClassificationCompletions, ClassificationSchemeName } from '@app/shared';
import type { CompletionResult, CompletionSource } from '@codemirror/autocomplete';
import { classificationCompletionContext } from './classificationCompletions';

/** Asks which codes of a scheme begin with a prefix (the server's title table). */
export type ClassificationCompleter = (
  scheme: ClassificationSchemeName,
  prefix: string,
) => Promise<ClassificationCompletions>;

/** Characters of a title shown beside its code in the list; a longer title is shown whole in the option's info. */
const DETAIL_LENGTH = 70;

const shorten = (title: string) => (title.length > DETAIL_LENGTH ? `${title.slice(0, DETAIL_LENGTH - 1)}…` : title);

/**
 * Completion of CPC and IPC codes after `CPC=` or `IPC=`: codes beginning with what was typed, each with what it
 * means, coarser levels first as the server orders them. A failed lookup offers nothing rather than an error.
 */
export function classificationCompletionSource(complete: ClassificationCompleter): CompletionSource {
  return async (context): Promise<CompletionResult | null> => {
    const found = classificationCompletionContext(context.state.doc.toString(), context.pos);
    if (found === null) return null;
    let answer: ClassificationCompletions;
    try {
      answer = await complete(found.scheme, found.typed);
    } catch {
      return null;
    }
    if (context.aborted || answer.entries.length === 0) return null;
    return {
      from: found.from,
      options: answer.entries.map((entry) => ({
        label: entry.code,
        detail: shorten(entry.title),
        // A title cut short in the list is shown whole beside it.
        ...(entry.title.length > DETAIL_LENGTH ? { info: entry.title } : {}),
        apply: entry.code,
        type: 'constant',
      })),
      filter: false,
    };
  };
}
