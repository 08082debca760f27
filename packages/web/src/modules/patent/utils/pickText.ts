/** One document's texts for one section (title, abstract, claims, description), as the document model keeps them. */
export type TextSource<T> = {
  /** The document the texts belong to. */
  ucid: string;
  /** Texts as published, by language code. */
  original?: Readonly<Record<string, T>> | undefined;
  /** Machine translations, by language code. */
  translated?: Readonly<Record<string, T>> | undefined;
  /** Language the document was published in; its text is the one to fall back to first. */
  language?: string | undefined;
};

/** What the reader asked for: a language code, or `original` for the language of publication. */
export type TextPreference = {
  language: string;
  /** Machine translations may stand in for a text missing in the asked language (preference auto_translate). */
  autoTranslate: boolean;
};

/** The text chosen for a section, with where it came from. */
export type TextChoice<T> = {
  value: T;
  ucid: string;
  language: string;
  machineTranslated: boolean;
  /**
   * Set when the text is not the one asked for: the SPEC §8 message then names what is missing (this document in
   * the asked language; `null` language means the original one) and what is shown instead.
   */
  missing: { ucid: string; language: string | null } | null;
};

const ORIGINAL = 'original';

/** Blank strings and empty lists count as missing: readers sometimes keep an empty element. */
function hasContent(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return value !== undefined && value !== null;
}

type Candidate<T> = Omit<TextChoice<T>, 'missing'>;

function inLanguage<T>(source: TextSource<T>, language: string, translated: boolean): Candidate<T> | null {
  const value = (translated ? source.translated : source.original)?.[language];
  return value !== undefined && hasContent(value)
    ? { value, ucid: source.ucid, language, machineTranslated: translated }
    : null;
}

/** The source's own text: its language of publication first, then any other it has as published. */
function anyLanguage<T>(source: TextSource<T>): Candidate<T> | null {
  if (source.language !== undefined) {
    const published = inLanguage(source, source.language, false);
    if (published !== null) return published;
  }
  for (const language of Object.keys(source.original ?? {})) {
    const found = inLanguage(source, language, false);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Chooses the text of one section for the reader (SPEC §8 missing translation). In order: this document in the
 * asked language; its machine translation when auto-translate is on; a corresponding document (a simple-family
 * member, same invention) in the asked language; this document in its own language; a corresponding document in
 * any language. Everything after the first two steps carries `missing`, so the screen says what it shows instead.
 * Asking for `original` takes this document's language of publication without a message. Null when no source has
 * the section at all.
 */
export function pickText<T>(
  own: TextSource<T>,
  preference: TextPreference,
  corresponding: readonly TextSource<T>[] = [],
): TextChoice<T> | null {
  const asked = preference.language;
  const missing = { ucid: own.ucid, language: asked === ORIGINAL ? null : asked };
  const found = (candidate: Candidate<T> | null, isFallback: boolean): TextChoice<T> | null =>
    candidate === null ? null : { ...candidate, missing: isFallback ? missing : null };

  if (asked === ORIGINAL) {
    const mine = found(anyLanguage(own), false);
    if (mine !== null) return mine;
  } else {
    const wanted =
      found(inLanguage(own, asked, false), false) ??
      (preference.autoTranslate ? found(inLanguage(own, asked, true), false) : null);
    if (wanted !== null) return wanted;
    for (const other of corresponding) {
      const theirs =
        found(inLanguage(other, asked, false), true) ??
        (preference.autoTranslate ? found(inLanguage(other, asked, true), true) : null);
      if (theirs !== null) return theirs;
    }
    const mine = found(anyLanguage(own), true);
    if (mine !== null) return mine;
  }
  for (const other of corresponding) {
    const theirs = found(anyLanguage(other), true);
    if (theirs !== null) return theirs;
  }
  return null;
}
