/** What to insert and where the cursor goes afterwards (relative to the start of the insertion). */
export type Insertion = { readonly text: string; readonly cursor: number };

/**
 * Makes `text` a separate token when inserted over `from`–`to` of `doc`: a space goes before it when it would
 * otherwise glue onto the word before (`solar` + `AND` must not become `solarAND`), and after it when a word
 * follows directly; a trailing space of `text` is dropped where the document already has one, and the cursor
 * then steps over that space. A field name ending in `=`, an opening `(` or a `#` needs no space after it.
 */
export function insertionText(doc: string, from: number, to: number, text: string): Insertion {
  const before = doc[from - 1];
  const after = doc[to];
  const spaceBefore = before !== undefined && !/[\s(]/.test(before) && !/^\s/.test(text) ? ' ' : '';
  if (after !== undefined && /\s/.test(after) && /\s$/.test(text)) {
    const trimmed = `${spaceBefore}${text.trimEnd()}`;
    return { text: trimmed, cursor: trimmed.length + 1 };
  }
  const spaceAfter = after !== undefined && !/[\s)]/.test(after) && !/[\s=(#]$/.test(text) ? ' ' : '';
  return { text: `${spaceBefore}${text}${spaceAfter}`, cursor: spaceBefore.length + text.length };
}
