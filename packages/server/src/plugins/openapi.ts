import {
  API_BASE_PATH,
  ClauseCountNodeSchema,
  CustomFieldOptionInputSchema,
  CustomFieldOptionSchema,
  ErrorBodySchema,
  ExplanationNodeSchema,
  OrganizationSchema,
  SESSION_COOKIE_NAME,
  UserSchema,
} from '@app/shared';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../app-instance';

/** Where the OpenAPI 3.1 document and its reference page are served. */
export const OPENAPI_JSON_PATH = `${API_BASE_PATH}/openapi.json`;
export const OPENAPI_DOCS_PATH = `${API_BASE_PATH}/docs`;

/** Schemas shown once under components and referenced by name, instead of repeated in every operation. */
const schemaRegistry = z.registry<{ id: string }>();
schemaRegistry.add(ErrorBodySchema, { id: 'ErrorBody' });
schemaRegistry.add(UserSchema, { id: 'User' });
schemaRegistry.add(OrganizationSchema, { id: 'Organization' });
// Recursive schemas (a tree field's options hold options) must be components: an inline one refers to a definition
// the document does not carry, and the reference page stops rendering at the first operation that uses it.
schemaRegistry.add(CustomFieldOptionSchema, { id: 'CustomFieldOption' });
schemaRegistry.add(CustomFieldOptionInputSchema, { id: 'CustomFieldOptionEdit' });
schemaRegistry.add(ClauseCountNodeSchema, { id: 'ClauseCount' });
schemaRegistry.add(ExplanationNodeSchema, { id: 'Explanation' });

/**
 * Collects every route's zod schemas into an OpenAPI 3.1 document. Must be registered before the
 * routes it documents.
 */
export async function registerOpenApi(app: App): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Patent search API',
        version: '1.0.0',
        description:
          'Every call is under /api. State-changing calls need the header `X-Requested-With: XMLHttpRequest`. ' +
          'Errors answer `{ error: { code, message, fields? } }`.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME } },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry }),
  });
}

/** Serves the document as JSON and a readable reference page; call after the routes are registered. */
export async function registerOpenApiRoutes(app: App): Promise<void> {
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());
  await app.register(fastifySwaggerUi, {
    routePrefix: OPENAPI_DOCS_PATH,
    // Tags folded: with every operation unfolded (over a hundred), the page stopped rendering after the first tag.
    uiConfig: { docExpansion: 'none', deepLinking: true },
    // The page loads our document rather than its own copy, so there is one source.
    transformSpecification: (spec) => spec,
  });
}
