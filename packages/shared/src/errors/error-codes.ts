/**
 * Every error the API can answer with: a stable code, its HTTP status, and the default message.
 * Messages quoted by SPEC §8 are copied here exactly.
 */
export const ERROR_CODES = {
  AUTH_REQUIRED: { status: 401, message: 'You need to sign in to do that.' },
  SESSION_EXPIRED: { status: 419, message: 'Your session has expired. Please sign in again.' },
  AUTH_INVALID_CREDENTIALS: { status: 422, message: 'These credentials do not match our records.' },
  AUTH_ACCOUNT_INACTIVE: { status: 422, message: 'This account has been deactivated.' },
  AUTH_TOO_MANY_ATTEMPTS: { status: 429, message: 'Too many failed sign-in attempts.' },
  AUTH_PASSWORD_NOT_SET: {
    status: 422,
    message: 'This account has no password yet. Use the link in your invitation e-mail.',
  },
  PASSWORD_TOKEN_INVALID: { status: 422, message: 'This link is invalid or has expired. Ask for a new one.' },
  CSRF_REJECTED: { status: 403, message: 'The request was refused: it did not come from this application.' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do that.' },
  MODULE_DISABLED: { status: 403, message: 'Your organisation does not have the module this needs.' },
  TRACKING_REFERENCE_REQUIRED: {
    status: 403,
    message: 'Your organisation requires a tracking reference. Set one before you continue.',
  },
  ALERT_UNSUBSCRIBE_TOKEN_INVALID: {
    status: 400,
    message: 'This unsubscribe link is not valid: it may have been cut short or changed. Use the link in the e-mail.',
  },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  /** A download asked for before the export's file is complete. */
  EXPORT_NOT_READY: { status: 409, message: 'This export is not finished yet: download it when it is.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'There is no such API call.' },
  SHARE_EXPIRED: { status: 410, message: 'This shared link has expired.' },
  SHARE_NOT_FOUND: { status: 404, message: 'There is no such shared link.' },
  MALFORMED_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  BAD_REQUEST: { status: 400, message: 'The request could not be understood.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Try again later.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'The request body must be JSON.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  VALIDATION_FAILED: { status: 422, message: 'The data given is not valid.' },
  QUERY_INVALID: { status: 422, message: 'The query is not valid.' },
  SEARCH_NOT_FOUND: { status: 404, message: 'There is no such search.' },
  PATENT_NOT_FOUND: { status: 404, message: 'There is no such patent document.' },
  ALERT_NOT_FOUND: { status: 404, message: 'There is no such alert.' },
  ALERT_RUN_NOT_FOUND: { status: 404, message: 'There is no such alert run.' },
  FOLDER_NOT_FOUND: { status: 404, message: 'There is no such folder.' },
  FOLDER_LIMIT_REACHED: { status: 422, message: 'This folder cannot hold more patents.' },
  LOGGED_EVENT_NOT_FOUND: { status: 404, message: 'There is no such logged event.' },
  PREFERENCE_UNKNOWN: { status: 422, message: 'There is no such preference.' },
  LIST_CONFIGURATION_NOT_ARRAY: { status: 422, message: 'List configuration must be an Array' },
  TABLE_OPTIONS_NOT_ARRAY: { status: 422, message: 'Table options must be an Array' },
  SHARE_INVALID_TYPE: { status: 422, message: 'Invalid share type' },
  SET_INVALID_TYPE: { status: 422, message: 'Invalid set type' },
  SET_CLEAR_NEEDS_NULL_ID: { status: 422, message: 'Clear set must define a null set_id' },
  WORKSPACE_ID_INVALID: { status: 422, message: 'No Workspace ID found' },
  WORKSPACE_ID_MISSING: { status: 422, message: 'No workspace ID provided' },
  WORKSPACE_NOT_FOUND: { status: 404, message: 'There is no such workspace.' },
  /** `POST /analysis/load` without a workspace id, for a user with no workspace at all. */
  WORKSPACE_NOT_IDENTIFIED: { status: 422, message: 'Active workspace could not be identified' },
  DASHBOARD_NOT_FOUND: { status: 404, message: 'There is no such dashboard in this workspace.' },
  CHART_NOT_FOUND: { status: 404, message: 'There is no such chart in this workspace.' },
  CHART_CONFLICT: {
    status: 409,
    message: 'Someone else changed this chart while you were editing it; their change is shown. Make yours again.',
  },
  DASHBOARD_CONFLICT: {
    status: 409,
    message: 'Someone else changed this dashboard while you were editing it; their change is shown. Make yours again.',
  },
  WORKSPACE_QUERY_NOT_FOUND: { status: 404, message: 'There is no such query in this workspace.' },
  WORKSPACE_LABEL_NOT_FOUND: { status: 404, message: 'There is no such workspace label.' },
  ANALYSIS_THEME_NOT_FOUND: { status: 404, message: 'There is no such colour theme.' },
  ANALYSIS_SET_NOT_FOUND: { status: 404, message: 'There is no such set.' },
  NOT_IMPLEMENTED: { status: 501, message: 'This feature is not available yet.' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Field name → messages, as SPEC §8 "form errors are read from the response's field errors". */
export type FieldErrors = Record<string, string[]>;

/** One problem in a query, with its UTF-16 offsets in the query text. */
export type QueryErrorDetail = { code: string; message: string; start: number; end: number };

/** The one error body every failing call answers with (DESIGN.md §3). */
export type ErrorBody = {
  error: {
    code: ErrorCode;
    message: string;
    fields?: FieldErrors;
    retry_after_seconds?: number;
    query_errors?: QueryErrorDetail[];
    details?: unknown;
  };
};
