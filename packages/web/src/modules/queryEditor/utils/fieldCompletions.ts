import { FIELDS, tokenize } from '@app/query';

/** One field offered by completion. */
export type FieldOption = {
  /** The name as shown and inserted (a code such as `TI`, or a long name such as `publicationdate`). */
  readonly label: string;
  /** What the field searches. */
  readonly detail: string;
  /** The text that replaces the typed prefix: the name and `=`, unless a comparator already follows. */
  readonly apply: string;
};

/** Completions for the word that ends at the cursor; `from` is where that word starts. */
export type FieldCompletionResult = { readonly from: number; readonly options: readonly FieldOption[] };

/** Below this a lower-case word is just a word being typed (`so`, `pan`); upper case is a code by habit. */
const MIN_LOWERCASE_PREFIX = 3;

/**
 * Field names to offer at `pos`. Asked for (Ctrl-Space), every field matching the word before the cursor is
 * offered wherever a field may stand. While typing, only words that look like the start of a field name are
 * completed: upper-case words (`T` → TI, TA, TAC), as searchers write codes in upper case like operators, and
 * lower-case words of three letters or more that start a long field name (`publ` → publicationdate). Ordinary
 * search words would otherwise open a list at every keystroke. Nothing is offered inside quotes, after `#`, in
 * a field's value, or inside a field group (fields do not nest).
 */
export function fieldCompletions(text: string, pos: number, explicit: boolean): FieldCompletionResult | null {
  const before = text.slice(0, pos);
  const word = /[A-Za-z_][A-Za-z0-9_]*$/.exec(before)?.[0] ?? '';
  const from = pos - word.length;
  if (!explicit && word === '') return null;
  if (!startsOperand(text, from) || insideQuotes(before) || insideFieldGroup(text, from)) return null;
  if (!explicit && !looksLikeField(word)) return null;

  const prefix = word.toLowerCase();
  const next = text.slice(pos).trimStart()[0];
  const suffix = next === '=' || next === '<' || next === '>' ? '' : '=';
  const options: FieldOption[] = [];
  for (const field of FIELDS) {
    const names = [field.code, ...field.aliases];
    // A field is offered once, by its code when the code matches, else by the first matching long name.
    const name = names.find((n) => n.toLowerCase().startsWith(prefix));
    if (name !== undefined) options.push({ label: name, detail: field.title, apply: `${name}${suffix}` });
  }
  if (options.length === 0) return null;
  // The exact name first, so `TA` offers TA before TAC.
  options.sort((a, b) => Number(b.label.toLowerCase() === prefix) - Number(a.label.toLowerCase() === prefix));
  return { from, options };
}

function looksLikeField(word: string): boolean {
  if (/^[A-Z][A-Z0-9]*$/.test(word)) return true;
  return word.length >= MIN_LOWERCASE_PREFIX;
}

/** A field can start after nothing, whitespace, `(` or a comma (inside any{}), never right after `=` or `#`. */
function startsOperand(text: string, from: number): boolean {
  const previous = text[from - 1];
  return previous === undefined || /\s/.test(previous) || previous === '(' || previous === ',';
}

function insideQuotes(before: string): boolean {
  let quotes = 0;
  for (const char of before) if (char === '"') quotes++;
  return quotes % 2 === 1;
}

/** True when `pos` is inside `FIELD=( … )`, read from the editor tokens so it agrees with the parser. */
function insideFieldGroup(text: string, pos: number): boolean {
  const groups: boolean[] = [];
  const tokens = tokenize(text);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.span.start >= pos) break;
    if (token.kind !== 'paren') continue;
    if (text[token.span.start] === ')') {
      groups.pop();
      continue;
    }
    const equals = tokens[i - 1];
    const name = tokens[i - 2];
    groups.push(
      equals !== undefined &&
        text.slice(equals.span.start, equals.span.end) === '=' &&
        (name?.kind === 'field' || name?.kind === 'citation-field'),
    );
  }
  return groups.includes(true);
}
