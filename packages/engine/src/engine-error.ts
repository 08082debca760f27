import type { Span } from '@app/query';

/**
 * An error the engine reports to its caller with a stable code: a query it cannot run (unknown field, truncation
 * that expands to too many terms, an unknown `#n`), a bad document, a closed writer. `span` points into the query
 * text when the cause has a place there, so the UI can underline it.
 */
export class EngineError extends Error {
  override readonly name = 'EngineError';

  constructor(
    readonly code: string,
    message: string,
    readonly span?: Span,
  ) {
    super(message);
  }
}
