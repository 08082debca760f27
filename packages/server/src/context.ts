import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import type { JobRunner } from './jobs/job-runner';
import type { Mailer } from './mail/mailer';
import type { RealtimeHub } from './realtime/realtime-hub';
import type { PatentIndex } from './search-index/patent-index';

/** What services need from the running app; built once by `buildApp` and passed down explicitly. */
export type AppContext = {
  db: Database;
  mailer: Mailer;
  /** The clock; tests replace it to move time (session idle, token expiry, rate-limit windows). */
  now: () => Date;
  /** Base of links in e-mails, without a trailing slash. `startServer` fills in the real address when unset. */
  publicUrl: string;
  sessionIdleMinutes: number;
  /** Set the Secure flag on the session cookie (PUBLIC_URL is https). */
  secureCookies: boolean;
  /** Secret for signed values (share and image keys in later features). */
  secret: string;
  logger: FastifyBaseLogger;
  /** Data directory: the patent index, uploads, mail without SMTP. */
  dataDir: string;
  /** Background jobs (DESIGN.md §6); `wake()` after enqueueing one. */
  jobs: JobRunner;
  /** The patent index searches run on (a pool of searcher threads, opened on first use). */
  patents: PatentIndex;
  /** Heap cap of an export's writer thread, in MB. */
  exportWriterHeapMb: number;
  /** Most hits a frozen result set records: FROZEN_SET_MAX_HITS unless a test sets a smaller one. */
  frozenSetMaxHits: number;
  /** Realtime events to the workspace pages (DESIGN.md §7): publish after a change is stored. */
  realtime: RealtimeHub;
};
