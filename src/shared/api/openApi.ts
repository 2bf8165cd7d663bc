import { z } from 'zod/mini';
import { isEndpointList, type EndpointDefinition } from './endpoints.ts';

// The OpenAPI 3.1 document of the server (served at /openapi.json, shown on
// /test/openapi). Its paths are the routes the server registered (so none is
// missing); each is described by its shared endpoint definition when there
// is one; every zod schema any module of src/shared/api exports is a
// component, named by its export, generated with zod's toJSONSchema (input
// side: what a client sends). Nothing here is written by hand twice.

export { OPENAPI_PATH } from './openApiPath.ts';

export interface RegisteredRoute {
  readonly method: string;
  /** Fastify's spelling: `/a/:id/b`, `/files/*`. */
  readonly url: string;
}

/** The exports of one module of src/shared/api, as `import * as` gives them. */
export type SharedModule = Readonly<Record<string, unknown>>;

export interface OpenApiInput {
  readonly routes: readonly RegisteredRoute[];
  readonly modules: readonly SharedModule[];
  readonly title: string;
  readonly version: string;
}

type Json = Record<string, unknown>;

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;
const ERRORS_REF = { $ref: '#/components/schemas/Errors' };

const isSchema = (value: unknown): value is z.ZodMiniType => typeof value === 'object' && value !== null && '_zod' in value;

/** `/a/:id/b` → `/a/{id}/b`; a trailing `*` is the `{wildcard}` parameter. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{wildcard}');
}

const pathParamNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');

/** The app a path belongs to: its first segment when it is an `…-app`, sign-in for the provider's pages, else server. */
export function appOf(url: string): string {
  const first = url.split('/')[1] ?? '';
  if (first.endsWith('-app')) return first;
  if (first === 'realms') return 'sign-in';
  return 'server';
}

function jsonSchemaOf(schema: z.ZodMiniType): Json {
  // The dialect is the document's (jsonSchemaDialect), not each schema's.
  const json = { ...(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Json) };
  delete json['$schema'];
  return json;
}

export function buildOpenApiDocument(input: OpenApiInput): Json {
  const names = new Map<z.ZodMiniType, string>();
  const schemas: Record<string, Json> = {
    Errors: {
      type: 'object',
      description: 'Every refusal: one or more codes with a message.',
      properties: { errors: { type: 'array', items: { type: 'object', properties: { code: { type: 'string' }, msg: { type: 'string' } }, required: ['code', 'msg'] } } },
      required: ['errors'],
    },
  };
  const definitions = new Map<string, EndpointDefinition>();
  for (const module of input.modules) {
    for (const [name, value] of Object.entries(module)) {
      if (isEndpointList(value)) for (const definition of value) definitions.set(`${definition.method} ${definition.path}`, definition);
      if (!isSchema(value) || names.has(value)) continue;
      let unique = name;
      for (let n = 2; unique in schemas; n += 1) unique = `${name}${n}`;
      names.set(value, unique);
      schemas[unique] = jsonSchemaOf(value);
    }
  }
  const ref = (schema: z.ZodMiniType): Json => {
    const name = names.get(schema);
    return name === undefined ? jsonSchemaOf(schema) : { $ref: `#/components/schemas/${name}` };
  };

  const paths: Record<string, Json> = {};
  const seen = new Set<string>();
  const hasGet = new Set(input.routes.filter((route) => route.method === 'GET').map((route) => route.url));
  const sorted = [...input.routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const method = route.method.toUpperCase();
    // Fastify answers HEAD for every GET by itself: the GET describes both.
    if (method === 'HEAD' && hasGet.has(route.url)) continue;
    if (!(METHODS as readonly string[]).includes(method)) continue;
    const key = `${method} ${route.url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const path = openApiPath(route.url);
    const item = (paths[path] ??= {});
    item[method.toLowerCase()] = operation(route.url, path, method, definitions.get(key), ref);
  }

  const tags = [...new Set(Object.values(paths).flatMap((item) => Object.values(item).map((op) => ((op as Json)['tags'] as string[])[0] ?? '')))].sort();
  return {
    openapi: '3.1.0',
    info: { title: input.title, version: input.version },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

function operation(url: string, path: string, method: string, definition: EndpointDefinition | undefined, ref: (schema: z.ZodMiniType) => Json): Json {
  const parameters: Json[] = pathParamNames(path).map((name) => {
    const schema = definition?.params?.[name];
    return { name, in: 'path', required: true, schema: schema ? ref(schema) : { type: 'string' } };
  });
  const query = definition?.query ? jsonSchemaOf(definition.query) : undefined;
  const properties = (query?.['properties'] ?? {}) as Record<string, Json>;
  const required = new Set((query?.['required'] ?? []) as string[]);
  for (const [name, schema] of Object.entries(properties)) parameters.push({ name, in: 'query', required: required.has(name), schema });

  const op: Json = {
    operationId: `${method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) => (next ?? '').toUpperCase())}`,
    tags: [appOf(url)],
    summary: definition?.summary ?? `${method} ${path}`,
    parameters,
    responses: {
      '200': success(definition, ref),
      default: { description: 'A refusal.', content: { 'application/json': { schema: ERRORS_REF } } },
    },
  };
  if (!definition) op['description'] = 'Registered by the server; no shared endpoint definition describes it yet.';
  if (definition?.body) op['requestBody'] = { required: true, content: { 'application/json': { schema: ref(definition.body) } } };
  if (definition?.bodyKind === 'multipart') {
    op['requestBody'] = { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } } } } } };
  }
  if (definition?.auth === 'required') op['security'] = [{ bearer: [] }];
  if (definition?.auth === 'optional') op['security'] = [{}, { bearer: [] }];
  if (definition?.auth === 'none') op['security'] = [];
  return op;
}

function success(definition: EndpointDefinition | undefined, ref: (schema: z.ZodMiniType) => Json): Json {
  const description = definition?.responseNote ?? 'Success.';
  if (!definition?.response) return { description };
  const schema = definition.dataEnvelope === false ? ref(definition.response) : { type: 'object', properties: { data: ref(definition.response) }, required: ['data'] };
  return { description, content: { 'application/json': { schema } } };
}
