// Text that PostgreSQL cannot store (a NUL character) or that is not a character at all (the Unicode noncharacters
// and unpaired surrogates) is refused before any route sees it, with the field named, instead of failing deep in a
// database driver as a 500. One check for every route, so new routes are covered without remembering to.

import { AppError, type FieldErrors } from '@app/shared';
import type { App } from '../app-instance';

/**
 * The first unstorable character of `text` as `U+XXXX`, or null: NUL, an unpaired surrogate, U+FDD0–U+FDEF, or
 * U+xFFFE/U+xFFFF of any plane.
 */
export function unstorableCharacter(text: string): string | null {
  // Iterating a string gives code points; an unpaired surrogate comes out alone.
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (
      code === 0 ||
      (code >= 0xd800 && code <= 0xdfff) ||
      (code >= 0xfdd0 && code <= 0xfdef) ||
      (code & 0xfffe) === 0xfffe
    ) {
      return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    }
  }
  return null;
}

/**
 * Parsed JSON, query strings and parameters: arrays and objects (a query string's object has a prototype of its
 * own), but not an upload's bytes or stream, which are not text.
 */
function isPlainData(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/** Dotted paths of strings (keys included) in `value` holding an unstorable character, with the character. */
export function unstorableFields(value: unknown, root: string): FieldErrors {
  const fields: FieldErrors = {};
  // An explicit stack: a deeply nested body must not overflow the call stack.
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      const character = unstorableCharacter(item);
      if (character) fields[path] = [`This text contains a character that cannot be stored (${character}).`];
    } else if (isPlainData(item)) {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path === '' ? key : `${path}.${key}`;
        const character = unstorableCharacter(key);
        if (character) fields[childPath] = [`This name contains a character that cannot be stored (${character}).`];
        stack.push([child, childPath]);
      }
    }
  }
  return fields;
}

/** Refuses requests whose body, query or path parameters hold unstorable text: 422 naming each field. */
export function registerStorableText(app: App): void {
  app.addHook('preValidation', async (request) => {
    const fields: FieldErrors = {
      ...unstorableFields(request.params, ''),
      ...unstorableFields(request.query, ''),
      ...unstorableFields(request.body, typeof request.body === 'string' ? 'body' : ''),
    };
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  });
}
