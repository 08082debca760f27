import { ERROR_CODES, type ErrorCode, type FieldErrors, type QueryErrorDetail } from './error-codes';

/** An expected failure with a stable code; the server's error handler turns it into the error body. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: FieldErrors | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly queryErrors: QueryErrorDetail[] | undefined;
  /** Structured facts about the failure a client acts on (a 409 conflict's current state). */
  readonly details: unknown;

  constructor(
    code: ErrorCode,
    options: {
      message?: string;
      fields?: FieldErrors;
      retryAfterSeconds?: number;
      queryErrors?: QueryErrorDetail[];
      details?: unknown;
    } = {},
  ) {
    super(options.message ?? ERROR_CODES[code].message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.queryErrors = options.queryErrors;
    this.details = options.details;
  }
}

/** Compile-time guard for exhaustive switches; reaching it at run time is a bug. */
export function exhaustiveSwitchError(value: never): never {
  throw new Error(`Unhandled case: ${String(value)}`);
}
