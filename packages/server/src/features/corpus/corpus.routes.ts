import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  API_BASE_PATH,
  AppError,
  CorpusStatusSchema,
  can,
  INGEST_UPLOAD_MAX_BYTES,
  IngestUploadQuerySchema,
  JobIdParamsSchema,
  JobViewSchema,
} from '@app/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-instance';
import { getAuthUser, requireRole } from '../../plugins/auth';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { readCorpusStatus } from './corpus.service';
import { getIngestJob, INGEST_JOBS_LISTED, listIngestJobs, queueIngest } from './ingest-jobs.service';

const UPLOAD_TYPE = 'application/octet-stream';

/** Characters kept in a stored upload's name; the rest become `_` (the name only helps whoever reads the folder). */
function safeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-100) || 'upload';
}

/** Counts bytes as they pass and stops the stream once there are more than `limit`. */
function byteLimit(limit: number): Transform & { bytes: number } {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counter.bytes += chunk.length;
      if (counter.bytes > limit) callback(new AppError('PAYLOAD_TOO_LARGE', { message: uploadTooLarge() }));
      else callback(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}

function uploadTooLarge(): string {
  return `The file is larger than ${INGEST_UPLOAD_MAX_BYTES / 1_073_741_824} GiB; split it or use npm run ingest.`;
}

/**
 * What the patent index holds (for the demo-data banner), and the administrator's ingest of an uploaded file as a
 * background job: the body streams to DATA_DIR/uploads under a temporary name, is renamed when complete, and only
 * then becomes a job, so a broken upload never reaches the index.
 */
export function registerCorpusRoutes(app: App): void {
  app.get(
    `${API_BASE_PATH}/corpus`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Patents'],
        summary: 'What the patent index holds: document count, and whether it is the synthetic demo corpus',
        security: [{ session: [] }],
        response: { 200: CorpusStatusSchema, ...errorResponses(SESSION_ERRORS) },
      },
    },
    async () => readCorpusStatus(app.ctx.dataDir),
  );

  app.register(async (instance) => {
    const scope = instance.withTypeProvider<ZodTypeProvider>();
    // Only this scope takes raw bytes; everywhere else the API stays JSON-only.
    scope.addContentTypeParser(UPLOAD_TYPE, (_request, payload, done) => done(null, payload));
    scope.post(
      `${API_BASE_PATH}/admin/ingest`,
      {
        onRequest: [app.authenticate, requireRole(can.manageUsers)],
        schema: {
          tags: ['Admin'],
          summary: `Ingest an uploaded file (any format npm run ingest reads; ${UPLOAD_TYPE} body) as a background job`,
          security: [{ session: [] }],
          querystring: IngestUploadQuerySchema,
          consumes: [UPLOAD_TYPE],
          // The body is the raw file, streamed to disk; nothing to validate before it is read.
          body: z.unknown().describe('The file: XML, JSON, CSV or JSONL, or a .zip, .tar.gz or .gz of them'),
          response: { 202: JobViewSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS) },
        },
      },
      async (request, reply) => {
        // JSON is parsed by the API's own parser before this handler runs; only the raw upload type is a file.
        const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (type !== UPLOAD_TYPE || !(request.body instanceof Readable)) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: `Send the file as ${UPLOAD_TYPE}.` });
        }
        const declared = Number(request.headers['content-length'] ?? Number.NaN);
        if (declared > INGEST_UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', { message: uploadTooLarge() });
        const uploads = join(app.ctx.dataDir, 'uploads');
        await mkdir(uploads, { recursive: true });
        const stem = `${Date.now()}-${randomBytes(6).toString('hex')}-${safeFileName(request.query.name)}`;
        const partial = join(uploads, `${stem}.part`);
        const counter = byteLimit(INGEST_UPLOAD_MAX_BYTES);
        try {
          await pipeline(request.body, counter, createWriteStream(partial, { flags: 'wx' }));
        } catch (error) {
          await unlink(partial).catch(() => {});
          throw error;
        }
        if (counter.bytes === 0) {
          await unlink(partial).catch(() => {});
          throw new AppError('VALIDATION_FAILED', {
            message: 'The uploaded file is empty.',
            fields: { file: ['The uploaded file is empty.'] },
          });
        }
        const file = join(uploads, stem);
        await rename(partial, file);
        const job = await queueIngest(app.ctx, getAuthUser(request), {
          file,
          name: request.query.name,
          bytes: counter.bytes,
        });
        return reply.code(202).send(job);
      },
    );
  });

  app.get(
    `${API_BASE_PATH}/admin/jobs`,
    {
      onRequest: [app.authenticate, requireRole(can.manageUsers)],
      schema: {
        tags: ['Admin'],
        summary: `The newest ${INGEST_JOBS_LISTED} ingest jobs started in the administrator’s organisation, newest first`,
        security: [{ session: [] }],
        response: { 200: z.array(JobViewSchema), ...errorResponses(SESSION_ERRORS, 403) },
      },
    },
    async (request) => listIngestJobs(app.ctx, getAuthUser(request)),
  );

  app.get(
    `${API_BASE_PATH}/admin/jobs/:id`,
    {
      onRequest: [app.authenticate, requireRole(can.manageUsers)],
      schema: {
        tags: ['Admin'],
        summary: 'One background job: status, progress, result or error',
        security: [{ session: [] }],
        params: JobIdParamsSchema,
        response: { 200: JobViewSchema, ...errorResponses(SESSION_ERRORS, 403, 404, 422) },
      },
    },
    async (request) => getIngestJob(app.ctx, getAuthUser(request), request.params.id),
  );
}
