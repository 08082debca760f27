import { StateEffect, StateField } from '@codemirror/state';

/** A problem the server reported, at its current position in the document. */
export type ServerError = { readonly from: number; readonly to: number; readonly message: string };

/** Replaces the server's problems (an empty list clears them). */
export const setServerErrors = StateEffect.define<readonly ServerError[]>();

/**
 * The server's problems from the last submit. They follow the text as the user edits around them, and one
 * disappears as soon as the text it marks is edited: the server's verdict is about text that is gone, and only
 * the next submit can say whether the fix worked.
 */
export const serverErrorsField = StateField.define<readonly ServerError[]>({
  create: () => [],
  update(errors, tr) {
    for (const effect of tr.effects) if (effect.is(setServerErrors)) return effect.value;
    if (!tr.docChanged || errors.length === 0) return errors;
    const kept: ServerError[] = [];
    for (const error of errors) {
      // Touching includes typing right at either end, so an empty mark (a missing operand) goes on the first key.
      if (tr.changes.touchesRange(error.from, error.to)) continue;
      kept.push({ ...error, from: tr.changes.mapPos(error.from), to: tr.changes.mapPos(error.to) });
    }
    return kept;
  },
});
