import { insertionText } from '../../queryEditor/utils/insertionText';

/** The value of a text input after inserting `text` at its caret, and where the caret goes. */
export function insertIntoInput(
  value: string,
  selectionStart: number | null,
  selectionEnd: number | null,
  text: string,
): { value: string; caret: number } {
  const from = selectionStart ?? value.length;
  const to = selectionEnd ?? from;
  const insertion = insertionText(value, from, to, text);
  return { value: value.slice(0, from) + insertion.text + value.slice(to), caret: from + insertion.cursor };
}
