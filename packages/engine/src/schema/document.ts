/**
 * The shape of a document handed to the index writer: a plain JSON object keyed by schema field names.
 * The whole object is stored (like Elasticsearch's `_source`) and returned, trimmed by `fl`, with results.
 *
 * Value forms by field type:
 * - text: a string, an array of paragraphs, or an object by language code (`{ en: "...", de: ["...", "..."] }`);
 *   every language is indexed into the same field, separated so no phrase or proximity spans two of them.
 * - name, keyword, classification, number: a string or an array of strings.
 * - date: a number YYYYMMDD (or a string of 8 digits); numeric: a number.
 * - flag: a boolean.
 * Unknown keys are stored but not indexed. `ucid` is required and unique.
 */
export type EngineDocument = { readonly ucid: string; readonly [field: string]: unknown };

/** Text field value forms accepted by `EngineDocument`. */
export type TextValue = string | readonly string[] | Readonly<Record<string, string | readonly string[]>>;
