import {
  AppError,
  ERROR_CODES,
  type ErrorBody,
  type ErrorCode,
  type FieldErrors,
  type QueryErrorDetail,
} from '@app/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { App } from '../app-instance';

/** Fastify's own request errors and the code each one answers with. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
  FST_ERR_MAX_PARAM_LENGTH: 'BAD_REQUEST',
  FST_ERR_ASYNC_CONSTRAINT: 'BAD_REQUEST',
};

/** The body every failing call answers with (DESIGN.md §3). */
export function errorBody(
  code: ErrorCode,
  options: {
    message?: string;
    fields?: FieldErrors | undefined;
    retryAfterSeconds?: number | undefined;
    queryErrors?: QueryErrorDetail[] | undefined;
    details?: unknown;
  } = {},
): ErrorBody {
  return {
    error: {
      code,
      message: options.message ?? ERROR_CODES[code].message,
      ...(options.fields ? { fields: options.fields } : {}),
      ...(options.retryAfterSeconds !== undefined ? { retry_after_seconds: options.retryAfterSeconds } : {}),
      ...(options.queryErrors ? { query_errors: options.queryErrors } : {}),
      ...(options.details !== undefined ? { details: options.details } : {}),
    },
  };
}

/** Sends an error body with its status (and Retry-After when rate limited). */
export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
  return reply
    .code(error.status)
    .type('application/json; charset=utf-8')
    .send(
      errorBody(error.code, {
        message: error.message,
        fields: error.fields,
        retryAfterSeconds: error.retryAfterSeconds,
        queryErrors: error.queryErrors,
        details: error.details,
      }),
    );
}

/** Zod issues as form errors: one entry per field path, the whole input under its part's name. */
function validationFields(
  error: FastifyError & {
    validation: { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }[];
  },
) {
  const fields: FieldErrors = {};
  const add = (name: string, message: string) => {
    const list = fields[name] ?? [];
    if (!list.includes(message)) list.push(message);
    fields[name] = list;
  };
  for (const issue of error.validation) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const message = issue.message ?? 'Invalid value.';
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys)
        add(path ? `${path}.${String(key)}` : String(key), 'This field is not allowed.');
    } else {
      add(path || (error.validationContext ?? 'body'), message);
    }
  }
  return fields;
}

/** Maps any thrown error to the one error body; 5xx detail is logged, never sent (STYLE.md habit 6). */
export function toAppError(error: unknown, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new AppError('VALIDATION_FAILED', { fields: validationFields(error) });
  }
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && FASTIFY_CODES[code]) return new AppError(FASTIFY_CODES[code]);
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its schema');
    return new AppError('INTERNAL');
  }
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    request.log.warn({ err: error }, 'unmapped client error');
    if (status === 403) return new AppError('FORBIDDEN');
    if (status === 404) return new AppError('NOT_FOUND');
    if (status === 413) return new AppError('PAYLOAD_TOO_LARGE');
    if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE');
    return new AppError('BAD_REQUEST');
  }
  request.log.error({ err: error }, 'unexpected error');
  return new AppError('INTERNAL');
}

/** Installs the single error handler. */
export function registerErrorHandler(app: App): void {
  app.setErrorHandler((error, request, reply) => sendError(reply, toAppError(error, request)));
}

/** For Fastify's `frameworkErrors` option: errors raised before routing (bad URL encoding and the like). */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  sendError(reply, toAppError(error, request));
}
