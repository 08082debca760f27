// The server's own OpenAPI document as a list of operations, for the suites that must cover every route without
// naming them: the cross-owner access suite and the schema fuzz read the routes from it, so a new route is in both
// the moment it is registered.

import { OPENAPI_JSON_PATH } from '../plugins/openapi';
import type { TestApp } from '../test/build-app';

/** The parts of JSON Schema (as zod writes it into the document) the suites read. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
};

/** One method on one path of the document. */
export type Operation = {
  method: HttpMethod;
  /** The document's path template, e.g. `/api/folders/{id}/labels/{labelId}`. */
  path: string;
  /** Path parameters in the order they appear in the path. */
  pathParams: string[];
  query: Parameter[];
  /** The request body's media type and schema, when the operation takes one. */
  body: { contentType: string; schema: JsonSchema } | null;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: Parameter['in']; required?: boolean; schema?: JsonSchema }[];
        requestBody?: { content: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Fixed order in which a path's methods are tried: reads first, deletions last (so a pin is undone by its unpin). */
const METHOD_ORDER: HttpMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The names of a path template's `{parameters}`, in order. */
export function pathParamsOf(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}

/**
 * Where a path parameter sits: the segment before it and the parameter, e.g. `folders/{id}` or `labels/{labelId}`.
 * `{id}` means a folder after `folders/` and a job after `jobs/`, so the name alone does not say what it is.
 */
export function paramKey(path: string, param: string): string {
  const segments = path.split('/');
  const at = segments.indexOf(`{${param}}`);
  return `${segments[at - 1] ?? ''}/{${param}}`;
}

/** The path with each parameter replaced by its value, percent-encoded unless `raw` says it already is. */
export function fillPath(path: string, values: Record<string, string>, raw = false): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} of ${path}`);
    return raw ? value : encodeURIComponent(value);
  });
}

/**
 * Every operation the server's OpenAPI document lists, fetched the way a client would. GET routes also answer HEAD
 * (Fastify adds it), which the document leaves out; `withHead` adds those, since HEAD reveals what GET does in its
 * status and headers.
 */
export async function loadOperations(t: TestApp, options: { withHead: boolean }): Promise<Operation[]> {
  const response = await t.request({ method: 'GET', url: OPENAPI_JSON_PATH });
  if (response.statusCode !== 200) throw new Error(`${OPENAPI_JSON_PATH} answered ${response.statusCode}`);
  const doc = response.json() as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [name, operation] of Object.entries(methods)) {
      const method = name.toUpperCase() as HttpMethod;
      if (!METHOD_ORDER.includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const content = Object.entries(operation.requestBody?.content ?? {})[0];
      const entry: Operation = {
        method,
        path,
        pathParams: pathParamsOf(path),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, in: p.in, required: p.required ?? false, schema: p.schema ?? {} })),
        body: content ? { contentType: content[0], schema: resolveRefs(content[1].schema ?? {}, doc) } : null,
      };
      operations.push(entry);
      if (method === 'GET' && options.withHead && !methods.head) operations.push({ ...entry, method: 'HEAD' });
    }
  }
  return operations.sort(
    (a, b) => a.path.localeCompare(b.path) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method),
  );
}

/** The schema with every `$ref` to the document's components replaced by what it names. */
function resolveRefs(schema: JsonSchema, doc: OpenApiDocument, depth = 0): JsonSchema {
  if (depth > 20) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolveRefs(doc.components?.schemas?.[name] ?? {}, doc, depth + 1);
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties)
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, resolveRefs(v, doc, depth + 1)]),
    );
  if (schema.items) out.items = resolveRefs(schema.items, doc, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (schema[key]) out[key] = schema[key].map((s) => resolveRefs(s, doc, depth + 1));
  }
  return out;
}

/** A hint's answer for a property to leave out of the sample. */
export const OMIT = Symbol('omit');

/** What a hint may answer for a property: a value to use as is, OMIT, or `undefined` to let the schema decide. */
export type SampleHint = (name: string, schema: JsonSchema) => unknown;

function types(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

/**
 * A value the schema accepts, as plain as possible: an object's required properties and those `hint` answers for
 * (or, when none is required, its first one, so a PATCH changes something), one item per array, the first enum value, the smallest number allowed.
 * JSON Schema cannot carry zod's refinements (a publication number's form, a DOI, a year's range), so `hint` supplies
 * values by property name first.
 */
export function sampleValue(schema: JsonSchema, hint: SampleHint, name = ''): unknown {
  const hinted = name === '' ? undefined : hint(name, schema);
  if (hinted !== undefined) return hinted;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) {
    const nonNull = options.find((o) => !types(o).includes('null')) ?? options[0]!;
    return sampleValue(nonNull, hint, name);
  }
  if (schema.allOf && schema.allOf.length > 0) return sampleValue(schema.allOf[0]!, hint, name);
  const type = types(schema).find((t) => t !== 'null');
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        const hinted = hint(key, child);
        if (hinted === OMIT) continue;
        if (required.has(key) || hinted !== undefined) out[key] = sampleValue(child, hint, key);
      }
      // Nothing required (a PATCH): the first property, so the call changes something.
      if (required.size === 0 && Object.keys(out).length === 0) {
        const first = Object.entries(schema.properties ?? {}).find(([key, child]) => hint(key, child) !== OMIT);
        if (first) out[first[0]] = sampleValue(first[1], hint, first[0]);
      }
      return out;
    }
    case 'array': {
      const count = Math.max(1, schema.minItems ?? 0);
      return Array.from({ length: count }, () => sampleValue(schema.items ?? {}, hint, name));
    }
    case 'string': {
      if (schema.format === 'email') return 'nobody@example.org';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 0));
    }
    case 'integer':
    case 'number': {
      if (schema.minimum !== undefined && schema.minimum > 0) return schema.minimum;
      return 1;
    }
    case 'boolean':
      return true;
    default:
      return schema.default ?? null;
  }
}
