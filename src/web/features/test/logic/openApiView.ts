// Reads the server's /openapi.json into what the openapi test page shows:
// operations grouped by app (the document's tags), each with its method,
// path, summary, parameters and request and response shapes. Anything the
// document lacks is left out rather than guessed.

export interface ParameterView {
  readonly name: string;
  readonly in: string;
  readonly required: boolean;
  readonly type: string;
}

export interface OperationView {
  readonly method: string;
  readonly path: string;
  readonly summary: string;
  readonly parameters: readonly ParameterView[];
  /** JSON of the request body's schema, components resolved one level. */
  readonly request?: string | undefined;
  readonly response?: string | undefined;
  readonly auth: 'none' | 'optional' | 'required' | 'unknown';
}

export interface AppGroup {
  readonly app: string;
  readonly operations: readonly OperationView[];
}

type Json = Record<string, unknown>;
const record = (value: unknown): Json | undefined => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** A schema with its top-level $ref replaced by the component it names. */
function resolved(schema: unknown, components: Json): unknown {
  const ref = record(schema)?.['$ref'];
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) return components[ref.slice('#/components/schemas/'.length)] ?? schema;
  const properties = record(record(schema)?.['properties']);
  if (!properties) return schema;
  return { ...record(schema), properties: Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, resolved(value, components)])) };
}

function typeOf(schema: unknown): string {
  const s = record(schema);
  if (!s) return '';
  if (Array.isArray(s['enum'])) return (s['enum'] as unknown[]).map(String).join(' | ');
  if (typeof s['type'] === 'string') return s['type'];
  if (Array.isArray(s['anyOf'])) return (s['anyOf'] as unknown[]).map(typeOf).filter(Boolean).join(' | ');
  if (typeof s['$ref'] === 'string') return s['$ref'].split('/').pop() ?? '';
  return '';
}

function authOf(security: unknown): OperationView['auth'] {
  if (!Array.isArray(security)) return 'unknown';
  if (security.length === 0) return 'none';
  return security.some((entry) => Object.keys(record(entry) ?? {}).length === 0) ? 'optional' : 'required';
}

const shape = (schema: unknown, components: Json) => (schema === undefined ? undefined : JSON.stringify(resolved(schema, components), null, 2));

export function groupOperations(document: unknown): AppGroup[] {
  const doc = record(document);
  const paths = record(doc?.['paths']);
  if (!doc || !paths) return [];
  const components = record(record(doc['components'])?.['schemas']) ?? {};
  const groups = new Map<string, OperationView[]>();
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = record(record(item)?.[method]);
      if (!op) continue;
      const app = (Array.isArray(op['tags']) && typeof op['tags'][0] === 'string' ? op['tags'][0] : '') || 'server';
      const parameters = (Array.isArray(op['parameters']) ? op['parameters'] : []).map((value: unknown): ParameterView => {
        const p = record(value) ?? {};
        return { name: String(p['name'] ?? ''), in: String(p['in'] ?? ''), required: p['required'] === true, type: typeOf(resolved(p['schema'], components)) };
      });
      const content = (holder: unknown) => {
        const media = record(record(holder)?.['content']);
        const first = media ? Object.values(media)[0] : undefined;
        return record(first)?.['schema'];
      };
      const list = groups.get(app) ?? [];
      list.push({
        method: method.toUpperCase(),
        path,
        summary: typeof op['summary'] === 'string' ? op['summary'] : '',
        parameters,
        request: shape(content(op['requestBody']), components),
        response: shape(content(record(op['responses'])?.['200']), components),
        auth: authOf(op['security']),
      });
      groups.set(app, list);
    }
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([app, operations]) => ({ app, operations }));
}
