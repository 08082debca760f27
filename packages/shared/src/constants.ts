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

/** SPEC §9: a combobox's estimated option height (px) and the options rendered beyond those in view. */
export const COMBOBOX_OPTION_HEIGHT_PX = 40;
export const COMBOBOX_OVERSCAN = 12;
/** SPEC §9: the tracking reference dropdown's maximum height and width. */
export const TRACKING_DROPDOWN_MAX_HEIGHT = '15rem';
export const TRACKING_DROPDOWN_WIDTH_PX = 528;

/** Sign-in and session policy (not fixed by SPEC; chosen here and shared with the SPA's messages). */
export const SESSION_COOKIE_NAME = 'patent_session';
export const SESSION_IDLE_MINUTES = 120;
export const PASSWORD_TOKEN_TTL_MINUTES = 60;
export const INVITE_TOKEN_TTL_DAYS = 7;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
/** The window in which an address's failures count towards `LOGIN_MAX_FAILURES_PER_ADDRESS`. */
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/** How long one account's failures from one address are remembered for its delays (a success there clears them). */
export const LOGIN_PAIR_MEMORY_HOURS = 24;
/**
 * Failures one account may have from one network address before each further attempt from that pair must wait:
 * 2 s after the next failure, then 4, 8 … up to `LOGIN_MAX_DELAY_SECONDS`. Nobody is locked out: the right password
 * from any other address is never slowed by someone guessing elsewhere.
 */
export const LOGIN_FREE_FAILURES_PER_PAIR = 5;
export const LOGIN_MAX_DELAY_SECONDS = 900;
/** Failures (for any accounts) after which one address is refused until they leave the window. */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 100;
/**
 * Wrong current passwords a signed-in user may give the password change within
 * `PASSWORD_CHANGE_FAILURE_WINDOW_MINUTES` before it refuses them (429) until the oldest of them leaves the window: a
 * stolen session must not become a way to guess the password, which sign-in throttles.
 */
export const PASSWORD_CHANGE_MAX_FAILURES = 5;
export const PASSWORD_CHANGE_FAILURE_WINDOW_MINUTES = 15;
/**
 * The largest numeric id: row ids, search numbers and the ids calls take for them are 32-bit integer columns, so a
 * larger number names nothing and is refused as invalid before it reaches the database (which would fail on it).
 */
export const MAX_ID = 2_147_483_647;
/** Largest JSON body any call accepts, in bytes. */
export const MAX_BODY_BYTES = 1_048_576;
/** Largest file an administrator can upload for ingestion (bigger deliveries go through `npm run ingest`). */
export const INGEST_UPLOAD_MAX_BYTES = 1_073_741_824;
/**
 * Most hits (documents, or families when grouped) one frozen result set records, in their order (issue 22 item 5).
 * A larger result is refused with 422: a legal opinion rests on a set someone can read, so narrow the search first.
 */
export const FROZEN_SET_MAX_HITS = 10_000;
