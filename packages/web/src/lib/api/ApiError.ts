import type { ErrorCode, FieldErrors, QueryErrorDetail } from '@app/shared';

/** Codes the client invents for failures that never produced a server error body. */
type ClientErrorCode = 'NETWORK_ERROR' | 'UNEXPECTED_RESPONSE';
/** A catalogue code, a client code, or a code this build does not know yet (kept as sent). */
type ApiErrorCode = ErrorCode | ClientErrorCode | (string & {});

/** A failed API call, parsed from the error body of DESIGN.md §3. */
export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  readonly code: ApiErrorCode;
  /** Field name → messages, for showing under form fields (SPEC §8). Empty when the error is not about fields. */
  readonly fields: FieldErrors;
  /** Seconds until a rate-limited call may be retried (429 only). */
  readonly retryAfterSeconds: number | undefined;
  /** Problems of a query that did not parse, with their offsets in the query text (QUERY_INVALID). */
  readonly queryErrors: QueryErrorDetail[];
  /** The error's `details`, as sent (e.g. a 409 edit conflict's current state); undefined when absent. */
  readonly details: unknown;

  constructor(options: {
    status: number;
    code: ApiErrorCode;
    message: string;
    fields?: FieldErrors;
    retryAfterSeconds?: number | undefined;
    queryErrors?: QueryErrorDetail[];
    details?: unknown;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.queryErrors = options.queryErrors ?? [];
    this.details = options.details;
  }
}
