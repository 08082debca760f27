// Schema fuzz of every operation in the server's OpenAPI document: bodies, query strings and path parameters that
// break the schema (wrong types, missing and extra fields, NUL, lone surrogates and noncharacters in strings, a
// megabyte of text, huge, negative and fractional numbers, nesting thousands deep, empty and non-JSON bodies) must
// never answer 5xx, and every 4xx must carry the error body `{ error: { code, message } }` (DESIGN.md §3). Signed in
// as an administrator who owns one object of every kind, so the handlers behind the checks are reached; then again
// without a session. A fixed list of hostile inputs covers every field; fast-check adds seeded random mixtures.

import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, type JsonSchema, loadOperations, type Operation, paramKey, sampleValue } from './openapi-operations';
import { pathFillings } from './security-path-params';
import {
  type Actor,
  APP_ORIGIN,
  bodyHint,
  bodyOf,
  buildSecurityWorld,
  type SecurityWorld,
} from './security-test-support';

/** Fixed, so a failure found once is found again; change it to explore other inputs. */
const SEED = 20_240_611;
/** Random mixtures per operation (signed in); the fixed list does most of the work. */
const RANDOM_RUNS = 5;
/** Fuzzed calls come from their own address, so failed sign-ins they make never rate-limit the admin's re-sign-in. */
const FUZZ_ADDRESS = '198.51.100.7';
/** Requests in flight at once. */
const IN_FLIGHT = 4;
const MEGABYTE_STRING = 'x'.repeat(1_000_000);

let world: SecurityWorld;
let operations: Operation[];
const failures: string[] = [];
let requests = 0;
const statuses = new Map<number, number>();

beforeAll(async () => {
  world = await buildSecurityWorld({ others: false });
  const all = await loadOperations(world.t, { withHead: false });
  // Deletions last and signing out very last, so the admin's objects and session live through the rest.
  const rank = (o: Operation) => (o.path === '/api/logout' ? 2 : o.method === 'DELETE' ? 1 : 0);
  operations = all.sort((a, b) => rank(a) - rank(b));
}, 120_000);
afterAll(async () => {
  if (requests > 0) {
    const answers = [...statuses.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}×${n}`);
    console.log(
      [
        `schema fuzz: ${requests} requests over ${operations.length} operations; answers ${answers.join(', ')}`,
        `  failures: ${failures.length}`,
        ...failures.slice(0, 40).map((f) => `    ${f}`),
      ].join('\n'),
    );
  }
  await world?.t.close();
});

/** One request: path parameters and query already percent-encoded, the body as raw text with its media type. */
type FuzzCase = {
  label: string;
  params: Record<string, string>;
  query: string;
  payload?: string;
  contentType?: string;
};

/** Percent-encoding that also takes lone surrogates (as their three WTF-8 bytes), which encodeURIComponent refuses. */
function encodeLoose(text: string): string {
  let out = '';
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(character);
    }
  }
  return out;
}

function nested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** The same value nested `depth` arrays deep, built without recursion. */
function deepArray(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** Hostile values for any field: wrong types and deep nesting. */
const ANY_FIELD_VALUES: [string, unknown][] = [
  ['null', null],
  ['arrays 1000 deep', deepArray(1000)],
];
/** Hostile values for a field by the type its valid value has. */
const FIELD_VALUES: Record<string, [string, unknown][]> = {
  string: [
    ['a number', 7],
    ['an empty string', ''],
    ['NUL', 'a\u0000b'],
    ['a lone high surrogate', 'x\uD800'],
    ['a lone low surrogate', '\uDC00y'],
    ['U+FFFF', '\uFFFF'],
    ['a 1 MB string', MEGABYTE_STRING],
  ],
  number: [
    ['a string', '1'],
    ['an object', {}],
    ['-1', -1],
    ['1.5', 1.5],
    ['1e308', 1e308],
    ['2^31', 2 ** 31],
    ['2^53 + 2', 2 ** 53 + 2],
  ],
  array: [
    ['an empty array', []],
    ['a list of null', [null]],
    ['a list of NUL', ['\u0000']],
    ['a list of 1 MB strings', [MEGABYTE_STRING.slice(0, 500_000)]],
  ],
  object: [['an array', []]],
  boolean: [['a string', 'true']],
};

/** The hostile values for the field at `path`, by the type of its valid value, or of its schema when it has none. */
function valuesFor(body: unknown, schema: JsonSchema, path: FieldPath): [string, unknown][] {
  const sample = getAt(body, path);
  let type: string = Array.isArray(sample) ? 'array' : typeof sample;
  if (sample === undefined || sample === null) {
    let node: JsonSchema | undefined = schema;
    for (const key of path) node = typeof key === 'number' ? node?.items : node?.properties?.[key];
    const options = node ? [node, ...(node.anyOf ?? [])] : [];
    type =
      options.flatMap((o) => (Array.isArray(o.type) ? o.type : o.type ? [o.type] : [])).find((t) => t !== 'null') ??
      'object';
    if (type === 'integer') type = 'number';
  }
  return [...ANY_FIELD_VALUES, ...(FIELD_VALUES[type] ?? FIELD_VALUES.string!)];
}

/**
 * Hostile path parameter values, already encoded as they go on the wire: all of them where a parameter (by
 * `paramKey`) first appears, the short list wherever it appears again (its schema is the same everywhere).
 */
const PATH_VALUES = [
  '%00',
  '%ED%A0%80',
  '%EF%BF%BF',
  '%FF',
  '%',
  '-1',
  '1.5',
  'NaN',
  '2147483648',
  '99999999999999999999',
  '__proto__',
  'x'.repeat(300),
];
const PATH_VALUES_AGAIN = ['%00', '%ED%A0%80', '2147483648', '99999999999999999999', 'x'.repeat(300)];

/** Hostile query values, encoded. */
const QUERY_VALUES = [
  '%00',
  '%ED%A0%80',
  '%EF%BF%BF',
  '%FF',
  '-1',
  '1.5',
  '1e400',
  '99999999999999999999',
  '',
  'x'.repeat(100_000),
];

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

type FieldPath = (string | number)[];

/** Path parameters (by `paramKey`) the signed-in pass has given the whole PATH_VALUES list. */
const fuzzedParams = new Set<string>();

/** The paths of the sample's fields one or two levels down (an array's first object included), and the schema's others. */
function fieldPaths(sample: unknown, schema: JsonSchema): FieldPath[] {
  const paths: FieldPath[] = [];
  if (sample === null || typeof sample !== 'object' || Array.isArray(sample)) return paths;
  for (const [key, value] of Object.entries(sample)) {
    paths.push([key]);
    const inner = Array.isArray(value) ? value[0] : value;
    if (inner !== null && typeof inner === 'object' && !Array.isArray(inner)) {
      for (const child of Object.keys(inner)) paths.push(Array.isArray(value) ? [key, 0, child] : [key, child]);
    }
  }
  // Optional fields the sample leaves out, and the fields of optional objects (a search's highlighting.scheme).
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    if (key in sample) continue;
    paths.push([key]);
    const object = [child, ...(child.anyOf ?? [])].find((c) => c.properties);
    for (const inner of Object.keys(object?.properties ?? {})) paths.push([key, inner]);
  }
  return paths;
}

function getAt(root: unknown, path: FieldPath): unknown {
  let node = root;
  for (const key of path)
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return node;
}

function setAt(root: unknown, path: FieldPath, value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  const out = (root !== null && typeof root === 'object' ? clone(root) : {}) as Record<string | number, unknown>;
  let node = out;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1]!;
  if (remove) delete node[last];
  else node[last] = value;
  return out;
}

/** A call that passes the schema: the admin's own objects in the path, required query values, a sampled body. */
type Baseline = { params: Record<string, string>; query: Record<string, string>; body: unknown; raw: string | null };

function baselineOf(operation: Operation, actor: Actor): Baseline {
  const filling = pathFillings(operation, world.victim)[0]!;
  const params = Object.fromEntries(Object.entries(filling.values).map(([k, v]) => [k, encodeURIComponent(v)]));
  const url = fillPath(operation.path, filling.values);
  const hint = bodyHint(world.victim, actor, url);
  const query: Record<string, string> = {};
  for (const parameter of operation.query.filter((q) => q.required)) {
    query[parameter.name] = encodeURIComponent(String(sampleValue(parameter.schema, hint)));
  }
  if (!operation.body) return { params, query, body: undefined, raw: null };
  if (operation.body.contentType !== 'application/json') return { params, query, body: undefined, raw: 'x' };
  return { params, query, body: sampleValue(operation.body.schema, hint), raw: null };
}

function queryString(query: Record<string, string>, extra = ''): string {
  return [...Object.entries(query).map(([k, v]) => `${k}=${v}`), ...(extra ? [extra] : [])].join('&');
}

function jsonCase(base: Baseline, label: string, body: unknown, contentType = 'application/json'): FuzzCase {
  return { label, params: base.params, query: queryString(base.query), payload: JSON.stringify(body), contentType };
}

/** The fixed hostile inputs for one operation. `full` adds the per-field ones (the signed-in pass). */
function fixedCases(operation: Operation, base: Baseline, full: boolean): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const q = queryString(base.query);
  const raw = (label: string, payload: string, contentType = 'application/json') =>
    cases.push({ label, params: base.params, query: q, payload, contentType });

  cases.push(
    base.body === undefined
      ? { label: 'the valid call', params: base.params, query: q, ...(base.raw ? { payload: base.raw } : {}) }
      : jsonCase(base, 'the valid call', base.body),
  );
  if (operation.body) {
    raw('an empty body', '');
    raw('malformed JSON', '{"a":');
    raw('a body that is not JSON', 'not json at all');
    raw('JSON null', 'null');
    raw('a JSON array', '[]');
    raw('a JSON string', '"text"');
    raw('a number beyond double', '1e999');
    raw('arrays 10000 deep', nested(10_000, 'array'));
    raw('objects 10000 deep', nested(10_000, 'object'));
    raw('a __proto__ key', '{"__proto__":{"polluted":true}}');
    raw('a constructor.prototype key', '{"constructor":{"prototype":{"polluted":true}}}');
    raw('a body over the size limit', JSON.stringify({ a: 'x'.repeat(1_200_000) }));
    raw('JSON sent as text/plain', JSON.stringify(base.body ?? {}), 'text/plain');
    raw('a form body', 'a=1&b=2', 'application/x-www-form-urlencoded');
  }
  if (operation.body?.contentType === 'application/json' && full) {
    const schema = operation.body.schema;
    cases.push(jsonCase(base, 'an unexpected field', { ...(base.body as object), unexpected: 1 }));
    cases.push(jsonCase(base, 'a field named with NUL', { ...(base.body as object), 'a\u0000': 1 }));
    cases.push(jsonCase(base, 'a field named with a lone surrogate', { ...(base.body as object), '\uD800': 1 }));
    for (const path of fieldPaths(base.body, schema)) {
      const name = path.join('.');
      cases.push(jsonCase(base, `${name} missing`, setAt(base.body, path, undefined, true)));
      for (const [label, value] of valuesFor(base.body, schema, path))
        cases.push(jsonCase(base, `${name} = ${label}`, setAt(base.body, path, value)));
    }
  }
  for (const name of operation.pathParams) {
    const key = paramKey(operation.path, name);
    const first = full && !fuzzedParams.has(key);
    if (full) fuzzedParams.add(key);
    for (const value of first ? PATH_VALUES : PATH_VALUES_AGAIN.slice(0, full ? 5 : 3)) {
      const params = { ...base.params, [name]: value };
      const body =
        base.body === undefined ? {} : { payload: JSON.stringify(base.body), contentType: 'application/json' };
      cases.push({ label: `path {${name}} = ${value.slice(0, 40)}`, params, query: q, ...body });
    }
  }
  const body = base.body === undefined ? {} : { payload: JSON.stringify(base.body), contentType: 'application/json' };
  cases.push({
    label: 'an unexpected query parameter',
    params: base.params,
    query: queryString(base.query, 'unexpected=1'),
    ...body,
  });
  cases.push({
    label: 'a query name with NUL',
    params: base.params,
    query: queryString(base.query, '%00=%00'),
    ...body,
  });
  cases.push({
    label: 'a malformed query',
    params: base.params,
    query: queryString(base.query, '%=&&=%E0%A4%A'),
    ...body,
  });
  if (full) {
    for (const parameter of operation.query) {
      for (const value of QUERY_VALUES) {
        const query = queryString({ ...base.query, [parameter.name]: value });
        cases.push({ label: `query ${parameter.name} = ${value.slice(0, 40)}`, params: base.params, query, ...body });
      }
      const repeated = queryString(base.query, `${parameter.name}=a&${parameter.name}=b`);
      cases.push({ label: `query ${parameter.name} twice`, params: base.params, query: repeated, ...body });
      cases.push({
        label: `query ${parameter.name}[x]`,
        params: base.params,
        query: queryString(base.query, `${parameter.name}[x]=1`),
        ...body,
      });
    }
  }
  return cases;
}

const SPECIAL_STRINGS = [
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\uFFFF',
  '\uFFFE',
  '\u{10FFFF}',
  '\u202E',
  ' ',
  '../..',
  '__proto__',
];
const hostileValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom<unknown>(...SPECIAL_STRINGS, 2 ** 31, 2 ** 53 + 2, -(2 ** 31) - 1, 1e308, -1e308, 0.5, -0.0),
  fc.integer(),
  fc.double(),
  fc.array(fc.string({ unit: 'binary', maxLength: 8 }), { maxLength: 4 }),
);
const mutationArbitrary = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value: hostileValue }) },
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('extra' as const),
    key: fc.string({ unit: 'binary', minLength: 1, maxLength: 10 }),
    value: hostileValue,
  }),
  fc.record({ kind: fc.constant('whole' as const), value: hostileValue }),
  fc.record({ kind: fc.constant('query' as const), at: fc.nat(), value: fc.string({ unit: 'binary', maxLength: 40 }) }),
  fc.record({ kind: fc.constant('path' as const), at: fc.nat(), value: fc.string({ unit: 'binary', maxLength: 40 }) }),
);
type Mutation = typeof mutationArbitrary extends fc.Arbitrary<infer M> ? M : never;

/** Seeded random mixtures of one to three mutations of the valid call. */
function randomCases(operation: Operation, base: Baseline, seed: number): FuzzCase[] {
  const paths = operation.body?.contentType === 'application/json' ? fieldPaths(base.body, operation.body.schema) : [];
  const queryNames = [...operation.query.map((q) => q.name), 'unexpected'];
  return fc
    .sample(fc.array(mutationArbitrary, { minLength: 1, maxLength: 3 }), { seed, numRuns: RANDOM_RUNS })
    .map((mutations: Mutation[]) => {
      let body = clone(base.body);
      const params = { ...base.params };
      const query = { ...base.query };
      for (const m of mutations) {
        if (m.kind === 'set' && paths.length > 0) body = setAt(body, paths[m.at % paths.length]!, m.value);
        else if (m.kind === 'delete' && paths.length > 0)
          body = setAt(body, paths[m.at % paths.length]!, undefined, true);
        else if (m.kind === 'extra' && body !== null && typeof body === 'object') body = { ...body, [m.key]: m.value };
        else if (m.kind === 'whole' && operation.body) body = m.value;
        else if (m.kind === 'query') query[encodeLoose(queryNames[m.at % queryNames.length]!)] = encodeLoose(m.value);
        else if (m.kind === 'path' && operation.pathParams.length > 0)
          params[operation.pathParams[m.at % operation.pathParams.length]!] = encodeLoose(m.value);
      }
      const label = `random ${JSON.stringify(mutations).slice(0, 300)}`;
      const payload =
        operation.body?.contentType === 'application/json'
          ? { payload: JSON.stringify(body ?? null), contentType: 'application/json' }
          : {};
      return { label, params, query: queryString(query), ...payload };
    });
}

/** Sends one case and returns what is wrong with the answer, if anything. */
async function send(operation: Operation, c: FuzzCase, session: string | undefined): Promise<string | null> {
  const url = fillPath(operation.path, c.params, true) + (c.query ? `?${c.query}` : '');
  let response: LightMyRequestResponse;
  try {
    response = await world.t.request({
      method: operation.method,
      url,
      remoteAddress: FUZZ_ADDRESS,
      headers: { origin: APP_ORIGIN, ...(c.contentType ? { 'content-type': c.contentType } : {}) },
      ...(session ? { session } : {}),
      ...(c.payload !== undefined ? { payload: c.payload } : {}),
    });
  } catch (error) {
    return `the request threw (${(error as Error).message}): ${operation.method} ${url.slice(0, 200)} with ${c.label}`;
  }
  requests += 1;
  const status = response.statusCode;
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const what = () =>
    `${operation.method} ${url.slice(0, 160)} with ${c.label}` +
    `${c.payload !== undefined ? ` body ${JSON.stringify(c.payload.slice(0, 120))}` : ''} → ${status} ${response.body.slice(0, 200)}`;
  if (status >= 500) return `server error: ${what()}`;
  if (status >= 400) {
    const error = (bodyOf(response) as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    if (typeof error?.code !== 'string' || typeof error.message !== 'string')
      return `4xx without the error shape: ${what()}`;
  }
  return null;
}

/**
 * Sends the cases a few at a time (PostgreSQL works on another core meanwhile; the order among them does not matter)
 * and returns the problems found.
 */
async function sendAll(operation: Operation, cases: FuzzCase[], session: string | undefined): Promise<string[]> {
  const problems: string[] = [];
  for (let i = 0; i < cases.length; i += IN_FLIGHT) {
    const answers = await Promise.all(cases.slice(i, i + IN_FLIGHT).map((c) => send(operation, c, session)));
    problems.push(...answers.filter((p): p is string => p !== null));
  }
  return problems;
}

/** The admin's session, signed in again when a call (signing out, say) ended it. */
async function liveSession(): Promise<string> {
  const owner = world.owner;
  const check = await world.t.request({ method: 'GET', url: '/api/user', session: owner.session! });
  if (check.statusCode !== 200) owner.session = await world.t.signIn({ email: owner.email! });
  return owner.session!;
}

describe('schema fuzz of every operation in the OpenAPI document', () => {
  it('never answers 5xx, and answers every 4xx with the error body, signed in as an administrator', async () => {
    const problems: string[] = [];
    for (const [index, operation] of operations.entries()) {
      const session = await liveSession();
      const base = baselineOf(operation, world.owner);
      const cases = [...fixedCases(operation, base, true), ...randomCases(operation, base, SEED + index)];
      problems.push(...(await sendAll(operation, cases, session)));
    }
    failures.push(...problems);
    expect(problems).toEqual([]);
    // About 8,500 requests over 165 operations: 60 to 210 s on a two-core machine, by how busy it is.
  }, 600_000);

  it('never answers 5xx, and answers every 4xx with the error body, signed out', async () => {
    const problems: string[] = [];
    for (const operation of operations) {
      const base = baselineOf(operation, world.owner);
      problems.push(...(await sendAll(operation, fixedCases(operation, base, false), undefined)));
    }
    failures.push(...problems);
    expect(problems).toEqual([]);
  }, 300_000);
});
