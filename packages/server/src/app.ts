import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FROZEN_SET_MAX_HITS, MAX_BODY_BYTES, SESSION_IDLE_MINUTES } from '@app/shared';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from './app-instance';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { registerAlertUnsubscribeRoutes } from './features/alert-mail/alert-unsubscribe.routes';
import { alertRunJobHandler } from './features/alerts/alert-run-job';
import { ALERT_RUN_JOB_KIND, ALERTS_DUE_JOB_KIND, alertsDueJobHandler } from './features/alerts/alert-runs.service';
import { registerAlertRoutes } from './features/alerts/alerts.routes';
import { registerAnalysisCatalogueRoutes } from './features/analysis/analysis-catalogue.routes';
import { registerAnalysisLoadRoutes } from './features/analysis/analysis-load.routes';
import { registerAnalysisExportRoutes } from './features/analysis-exports/analysis-exports.routes';
import { registerAccountRoutes } from './features/auth/account.routes';
import { registerAuthRoutes } from './features/auth/auth.routes';
import { resolveSession } from './features/auth/session.service';
import { registerClassificationRoutes } from './features/classifications/classifications.routes';
import { registerCollectionRoutes } from './features/collections/collections.routes';
import { registerCorpusRoutes } from './features/corpus/corpus.routes';
import { INGEST_JOB_KIND, ingestJobHandler } from './features/corpus/ingest-job';
import { registerCustomFieldRoutes } from './features/custom-fields/custom-fields.routes';
import { registerDashboardShareRoutes } from './features/dashboards/dashboard-shares.routes';
import { registerDashboardRoutes } from './features/dashboards/dashboards.routes';
import { exportJobHandler } from './features/exports/export-job';
import { EXPORT_WRITER_HEAP_MB } from './features/exports/export-writer-thread';
import { registerExportRoutes } from './features/exports/exports.routes';
import { EXPORT_JOB_KIND } from './features/exports/exports.service';
import { addResultsJobHandler, FOLDER_ADD_RESULTS_JOB_KIND } from './features/folder-add-results/folder-add-results';
import { registerFolderAddResultsRoutes } from './features/folder-add-results/folder-add-results.routes';
import { registerFolderAnnotationRoutes } from './features/folder-annotations/folder-annotations.routes';
import { registerFolderNplRoutes } from './features/folder-npl/folder-npl.routes';
import { registerFolderPatentRoutes } from './features/folder-patents/folder-patents.routes';
import { registerFolderRoutes } from './features/folders/folders.routes';
import { registerFrozenSetRoutes } from './features/frozen-sets/frozen-sets.routes';
import { registerGroupRoutes } from './features/groups/groups.routes';
import { registerHighlightingRoutes } from './features/highlighting/highlighting.routes';
import { registerJobRoutes } from './features/jobs/jobs.routes';
import { registerLoggedEventRoutes } from './features/logged-events/logged-events.routes';
import { registerOrganizationRoutes } from './features/organization/organization.routes';
import { registerOrganizationSettingsRoutes } from './features/organization/organization-settings.routes';
import { registerPatentListRoutes } from './features/patent-list/patent-list.routes';
import { registerPeopleRoutes } from './features/people/people.routes';
import { registerUserAdminRoutes } from './features/people/user-admin.routes';
import { registerBroadcastingAuthRoutes } from './features/realtime/broadcasting-auth.routes';
import { registerRealtimeServer } from './features/realtime/realtime-attach';
import { registerSearchRoutes } from './features/search/search.routes';
import { registerSearchDeletionRoutes } from './features/search/search-deletion.routes';
import { registerShareRoutes } from './features/shares/shares.routes';
import { registerTrackingRoutes } from './features/tracking/tracking.routes';
import { registerUsersRoutes } from './features/users/users.routes';
import { registerWorkspaceRoutes } from './features/workspaces/workspaces.routes';
import { JobRunner } from './jobs/job-runner';
import type { JobSchedule } from './jobs/job-schedules';
import { createMailer, type Mailer } from './mail/mailer';
import { registerAuth } from './plugins/auth';
import { handleFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi, registerOpenApiRoutes } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerStorableText } from './plugins/storable-text';
import { registerWeb } from './plugins/web';
import { inProcessHub, type RealtimeHub } from './realtime/realtime-hub';
import { PatentIndex, type SearchCostLimits } from './search-index/patent-index';

/** The SPA build, relative to this file: packages/web/dist. */
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

export type BuildAppOptions = {
  /** The application database; the caller opens and closes it. */
  db: Database;
  /** Data directory; without SMTP, mail goes to `<dataDir>/mail`. Defaults to ./data. */
  dataDir?: string;
  /** A ready mailer; otherwise one is built from `smtpUrl` and `dataDir`. */
  mailer?: Mailer;
  smtpUrl?: string | undefined;
  /** Address users reach the app at (links in mail, accepted Origin, Secure cookies when https). */
  publicUrl?: string | undefined;
  /** Secret for signed values; a random one (lost on restart) when absent. */
  secret?: string | undefined;
  /** The clock used for everything time-based; tests pass their own to move time. */
  now?: () => Date;
  /** Minutes of inactivity after which a session answers 419. */
  sessionIdleMinutes?: number;
  /** Directory of the built SPA; null serves none. Defaults to packages/web/dist. */
  webDistDir?: string | null;
  /** Pino level ('silent' in tests). */
  logLevel?: string;
  /** Trust X-Forwarded-* headers (only behind a reverse proxy that sets them). */
  trustProxy?: boolean;
  /** Run background jobs in this process (default true); tests turn it off and call `ctx.jobs.drain()`. */
  runJobs?: boolean;
  /** Cron-style schedules of the job runner (features add theirs; each period is enqueued once). */
  jobSchedules?: readonly JobSchedule[];
  /** Searcher threads of the patent index (default one per core, at most 4). */
  searchThreads?: number;
  /** How long a search may run before it is stopped (default 10 s). */
  searchTimeLimitMs?: number;
  /** Cost limits of every search, where they should differ from the engine's defaults (tests make them small). */
  searchCostLimits?: SearchCostLimits;
  /** Heap cap of an export's writer thread in MB (default EXPORT_WRITER_HEAP_MB); a test makes it tiny. */
  exportWriterHeapMb?: number;
  /** Most hits a frozen result set records (FROZEN_SET_MAX_HITS); tests set a small one to reach it. */
  frozenSetMaxHits?: number;
  /** Where realtime events fan out; in-process when absent (the caller closes one it passes). */
  realtime?: RealtimeHub;
};

/** Paths whose last segment is a secret (password links); logged without it. */
const SECRET_PATH = /^(\/api\/(?:password-reset|set-password)\/)[^/?]+/;

function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(/([?&]token=)[^&]+/, '$1[redacted]');
}

/**
 * Builds the Fastify app with every route, hook and error mapping. It neither listens nor calls `ready()`,
 * so tests may still add a route before their first `inject`.
 */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const app = Fastify({
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { maxParamLength: 256 },
    frameworkErrors: handleFrameworkError,
    logger: {
      level: options.logLevel ?? 'info',
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: refusing text/plain (415) also closes the cross-site "simple request" path.
  app.removeContentTypeParser('text/plain');

  // Absolute, because job child processes run from the repository root.
  const dataDir = resolve(options.dataDir ?? './data');
  const publicUrl = (options.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: options.smtpUrl,
      mailDir: join(dataDir, 'mail'),
      from: `Patent Search <no-reply@${new URL(publicUrl).hostname}>`,
      logger: app.log,
    });
  const now = options.now ?? (() => new Date());
  const patents = new PatentIndex({
    dataDir,
    ...(options.searchThreads !== undefined ? { threads: options.searchThreads } : {}),
    ...(options.searchTimeLimitMs !== undefined ? { timeLimitMs: options.searchTimeLimitMs } : {}),
    ...(options.searchCostLimits !== undefined ? { costLimits: options.searchCostLimits } : {}),
  });
  const jobs = new JobRunner({
    db: options.db,
    now,
    logger: app.log,
    handlers: {
      [INGEST_JOB_KIND]: ingestJobHandler({ dataDir, onIngested: () => patents.invalidate() }),
      // The context is built below; the handler reads it only when a job runs.
      [FOLDER_ADD_RESULTS_JOB_KIND]: (job, context) => addResultsJobHandler(ctx)(job, context),
      [EXPORT_JOB_KIND]: (job, context) => exportJobHandler(ctx)(job, context),
      [ALERT_RUN_JOB_KIND]: (job, context) => alertRunJobHandler(ctx)(job, context),
      [ALERTS_DUE_JOB_KIND]: (job, context) => alertsDueJobHandler(ctx)(job, context),
    },
    // Someone waits for an add-all or an export; an ingest may take an hour and runs beside them, never before.
    kinds: {
      [FOLDER_ADD_RESULTS_JOB_KIND]: { concurrency: 1, priority: 'interactive' },
      [EXPORT_JOB_KIND]: { concurrency: 1, priority: 'interactive' },
      [INGEST_JOB_KIND]: { concurrency: 1, priority: 'bulk' },
      [ALERT_RUN_JOB_KIND]: { concurrency: 1, priority: 'scheduled' },
      [ALERTS_DUE_JOB_KIND]: { concurrency: 1, priority: 'scheduled' },
    },
    // Two cores: an ingest (in its child process) and one other job at a time.
    maxConcurrent: 2,
    schedules: options.jobSchedules ?? [],
  });
  const ctx: AppContext = {
    db: options.db,
    mailer,
    now,
    publicUrl,
    sessionIdleMinutes: options.sessionIdleMinutes ?? SESSION_IDLE_MINUTES,
    secureCookies: publicUrl.startsWith('https:'),
    secret: options.secret ?? randomBytes(32).toString('base64url'),
    logger: app.log,
    dataDir,
    jobs,
    patents,
    exportWriterHeapMb: options.exportWriterHeapMb ?? EXPORT_WRITER_HEAP_MB,
    frozenSetMaxHits: options.frozenSetMaxHits ?? FROZEN_SET_MAX_HITS,
    realtime: options.realtime ?? inProcessHub(),
  };
  app.decorate('ctx', ctx);
  if (options.runJobs ?? true) app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    await patents.close();
    await mailer.flush();
    if (!options.mailer) await mailer.close();
    if (!options.realtime) await ctx.realtime.close();
  });

  registerRealtimeServer(app);
  registerErrorHandler(app);
  registerSecurity(app, { publicUrl: options.publicUrl });
  registerStorableText(app);
  await app.register(fastifyCookie);
  registerAuth(app, { resolveSession });
  await registerOpenApi(app);

  registerAuthRoutes(app);
  registerAccountRoutes(app);
  registerUsersRoutes(app);
  registerOrganizationRoutes(app);
  registerOrganizationSettingsRoutes(app);
  registerCorpusRoutes(app);
  registerClassificationRoutes(app);
  registerSearchRoutes(app);
  registerSearchDeletionRoutes(app);
  registerCollectionRoutes(app);
  registerFrozenSetRoutes(app);
  registerHighlightingRoutes(app);
  registerFolderRoutes(app);
  registerFolderPatentRoutes(app);
  registerFolderAddResultsRoutes(app);
  registerFolderAnnotationRoutes(app);
  registerFolderNplRoutes(app);
  registerLoggedEventRoutes(app);
  registerPatentListRoutes(app);
  registerPeopleRoutes(app);
  registerGroupRoutes(app);
  registerUserAdminRoutes(app);
  registerJobRoutes(app);
  registerTrackingRoutes(app);
  registerCustomFieldRoutes(app);
  registerExportRoutes(app);
  registerAlertUnsubscribeRoutes(app);
  registerWorkspaceRoutes(app);
  registerAlertRoutes(app);
  registerShareRoutes(app);
  registerAnalysisCatalogueRoutes(app);
  registerBroadcastingAuthRoutes(app);
  registerAnalysisLoadRoutes(app);
  registerDashboardRoutes(app);
  registerDashboardShareRoutes(app);
  registerAnalysisExportRoutes(app);

  await registerOpenApiRoutes(app);
  await registerWeb(app, { webDistDir: options.webDistDir === undefined ? DEFAULT_WEB_DIST_DIR : options.webDistDir });
  return app;
}
