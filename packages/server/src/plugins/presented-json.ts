/**
 * The response serializer of routes whose answer a presenter builds from typed values: plain JSON.stringify. The
 * app's default serializer re-validates every answer with its zod schema first; for a page of search results (ten
 * documents of some seventy stored fields each, 100 KB) that parse cost about as much CPU on the HTTP thread as the
 * stringify itself, on the hottest route. The schema stays on the route for OpenAPI, and the API tests check real
 * answers against it.
 */
export const presentedJson = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
} as const;
