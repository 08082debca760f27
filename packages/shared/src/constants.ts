/** Business constants of SPEC §9, defined once for the server and the SPA. */

export const API_BASE_PATH = '/api';
export const DEFAULT_LOCALE = 'en';
/** Interface languages we ship. Adding one means adding its resource file in packages/web. */
export const SUPPORTED_LOCALES = ['en'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const NOTIFICATION_TIMEOUT_MS = 5000;
export const NOTIFICATION_REMOVAL_DELAY_MS = 300;
export const NOTIFICATION_POSITIONS = [
  'topleft',
  'topcenter',
  'topright',
  'bottomleft',
  'bottomcenter',
  'bottomright',
] as const;
export type NotificationPosition = (typeof NOTIFICATION_POSITIONS)[number];
export const DEFAULT_NOTIFICATION_POSITION: NotificationPosition = 'topright';
export const MODAL_CLOSE_LOCK_MS = 500;
export const MODAL_SIZES = ['sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', 'fit'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

export const EXPORT_POLL_INTERVAL_MS = 5000;
export const ACTIVITY_PING_INTERVAL_MS = 30000;
export const SEARCH_CREATION_ERROR_TOAST_MS = 20000;

export const DEFAULT_ROWS = 10;
export const ROWS_PER_PAGE_CHOICES = [10, 25, 50, 100] as const;
export const DEFAULT_SORT = 'score desc, publicationdate desc';
export const GROUPING_METHODS = ['none', 'applicationnumber', 'simplefamily', 'extendedfamily'] as const;
export type GroupingMethod = (typeof GROUPING_METHODS)[number];
export const DEFAULT_GROUPING: GroupingMethod = 'simplefamily';
export const RESULT_LAYOUTS = ['list', 'table', 'split', 'thumbnail'] as const;
export type ResultLayout = (typeof RESULT_LAYOUTS)[number];
export const DEFAULT_RESULT_LAYOUT: ResultLayout = 'list';
export const DEFAULT_AUTO_TRANSLATE = true;

export const DEFAULT_MAX_SNIPPETS = 3;
export const DEFAULT_MAX_SNIPPET_LENGTH = 150;
export const MAX_SNIPPETS_LIMIT = 10;
export const MIN_SNIPPET_LENGTH = 50;
export const MAX_SNIPPET_LENGTH_LIMIT = 1000;

export const SEARCH_STATE_TTL_DAYS = 7;
export const SEARCH_STATE_CLEANUP_CHANCE = 0.1;
export const SEARCH_HISTORY_WARNING_COUNT = 1000;
export const PAGINATION_SIBLINGS = 2;

/** Sign-in and session policy (not fixed by SPEC; chosen here and shared with the SPA's messages). */
export const SESSION_COOKIE_NAME = 'patent_session';
export const SESSION_IDLE_MINUTES = 120;
export const PASSWORD_TOKEN_TTL_MINUTES = 60;
export const INVITE_TOKEN_TTL_DAYS = 7;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 20;
/** Largest JSON body any call accepts, in bytes. */
export const MAX_BODY_BYTES = 1_048_576;
/** Largest file an administrator can upload for ingestion (bigger deliveries go through `npm run ingest`). */
export const INGEST_UPLOAD_MAX_BYTES = 1_073_741_824;
