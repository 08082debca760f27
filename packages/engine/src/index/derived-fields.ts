import type { EngineDocument } from '../schema/document';
import type { Schema } from '../schema/schema';
import { numericFieldValue } from './field-analysis';

/**
 * The document as indexed: the caller's fields plus what the schema derives from them. The segment builder indexes
 * this, and highlighting re-analyses it, so both see the same fields.
 */
export function withDerivedFields(schema: Schema, doc: EngineDocument): Record<string, unknown> {
  const full: Record<string, unknown> = { ...doc, ...(schema.derive ? schema.derive(doc) : {}) };
  for (const field of schema.fields) {
    if (field.derivedFrom && full[field.name] === undefined) {
      const source = numericFieldValue(full[field.derivedFrom.field]);
      if (source !== null) full[field.name] = Math.floor(source / 10000);
    }
  }
  return full;
}
