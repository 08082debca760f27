import {
  AlertUnsubscribeBodySchema,
  AlertUnsubscribeInfoSchema,
  AlertUnsubscribeQuerySchema,
  API_BASE_PATH,
  OkSchema,
} from '@app/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from '../../app-instance';
import { errorResponses, WRITE_ERRORS } from '../../plugins/error-responses';
import { createAddressRateLimit } from '../auth/address-rate-limit';
import { checkUnsubscribeToken, unsubscribe } from './alert-mail.service';

const TAGS = ['Alerts'];
/** Unsubscribe calls per client address per window: plenty for people, too few to probe tokens in bulk. */
const UNSUBSCRIBE_PER_ADDRESS = 30;
const UNSUBSCRIBE_WINDOW_MINUTES = 15;
/** Content types RFC 8058 lets a mail program use for its one-click POST. */
const ONE_CLICK_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * The unsubscribe link of alert run mails (issue 18, item 6). No session: whoever holds the signed token in the link
 * may take that one address off that one alert's mails, and learn nothing else.
 */
export function registerAlertUnsubscribeRoutes(app: App): void {
  const limit = createAddressRateLimit({
    limit: UNSUBSCRIBE_PER_ADDRESS,
    windowMs: UNSUBSCRIBE_WINDOW_MINUTES * 60_000,
    now: () => app.ctx.now(),
  });

  app.get(
    `${API_BASE_PATH}/alert-unsubscribe`,
    {
      schema: {
        tags: TAGS,
        summary: 'Which alert and address an unsubscribe link stands for (no sign-in; 400 for a bad link)',
        querystring: AlertUnsubscribeQuerySchema,
        response: { 200: AlertUnsubscribeInfoSchema, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      limit.hit(request.ip);
      return checkUnsubscribeToken(app.ctx, request.query.token);
    },
  );

  app.post(
    `${API_BASE_PATH}/alert-unsubscribe`,
    {
      schema: {
        tags: TAGS,
        summary: 'Stop the alert’s e-mails to the link’s address (no sign-in; asking twice is fine)',
        body: AlertUnsubscribeBodySchema,
        response: { 200: AlertUnsubscribeInfoSchema, ...errorResponses(WRITE_ERRORS, 429) },
      },
    },
    async (request) => {
      limit.hit(request.ip);
      return unsubscribe(app.ctx, request.body.token);
    },
  );

  // Mail programs POST here from their own unsubscribe button (List-Unsubscribe-Post, RFC 8058): a form body, no
  // X-Requested-With, no cookie. The CSRF check is waived for this route alone; the token in the URL is its only
  // authority, so a forged request could do nothing the link's holder could not. The form parsers live in this
  // scope only, so every other route still takes JSON alone.
  app.register(async (scope) => {
    for (const type of ONE_CLICK_CONTENT_TYPES) {
      // The body only says "List-Unsubscribe=One-Click"; the token in the URL says what to do.
      scope.addContentTypeParser(type, { parseAs: 'string' }, (_request, _body, done) => done(null, undefined));
    }
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${API_BASE_PATH}/alert-unsubscribe/one-click`,
      {
        config: { csrfExempt: true },
        schema: {
          tags: TAGS,
          summary: 'One-click unsubscribe from a mail program (RFC 8058; form body, token in the URL)',
          querystring: AlertUnsubscribeQuerySchema,
          response: { 200: OkSchema, ...errorResponses(WRITE_ERRORS, 429) },
        },
      },
      async (request) => {
        limit.hit(request.ip);
        await unsubscribe(scope.ctx, request.query.token);
        return { ok: true as const };
      },
    );
  });
}
