import { Agent, request } from 'node:http';
import { DRIVE_PATHS, SORT_ORDERS } from '../../src/shared/api/driveAppPaths.ts';

// The drive listing's load (issue 18): a folder of `files` files read by
// `clients` concurrent clients over HTTP (kept-alive connections, as browsers
// keep them) for `seconds`. Each client walks the mix in turn: every one of
// the six sorts from the first page, from a middle page and from a deep one
// (the last pages), and searches (a narrow one, a broad one, from its first
// and from a deep page); from each start it reads `follow` more pages, as a
// user paging on or a load-more would.
//
// Next pages follow a cursor when the answer has one, and the page number
// otherwise, so the bench measures today's OFFSET paging and keyset paging
// once the listing offers it, without knowing its exact name: the first
// string or number in the answer under a key that contains "cursor" (any
// case, at any depth: NEXT_CURSOR, nextCursor, data.CURSOR) is sent back as
// the query parameter of the same name without its "next" prefix
// (NEXT_CURSOR → CURSOR, nextCursor → cursor), or as BENCH_CURSOR_PARAM when
// that is set. A null or empty cursor means the last page. Latencies are
// collected per request, p50 and p99 over all of them (nearest rank).

export interface ListingWalk {
  /** first, middle, deep or search: the kind of start, for the figures per kind. */
  readonly kind: 'first' | 'middle' | 'deep' | 'search';
  readonly params: Readonly<Record<string, string>>;
}

export const PAGE_SIZE = 18;

/** Every sort from a first, a middle and a deep page, and the searches, for a folder of `files` files named "Tactile picture <i>". */
export function listingWalks(files: number, pageSize = PAGE_SIZE): readonly ListingWalk[] {
  const pages = Math.max(1, Math.ceil(files / pageSize));
  // "picture 4242" finds a handful; "picture 7" about one file in nine.
  const broadPages = Math.max(1, Math.ceil(files / 9 / pageSize));
  const walks: ListingWalk[] = [];
  for (const sort of SORT_ORDERS) {
    walks.push({ kind: 'first', params: { SORT: sort, PAGE_NO: '1' } });
    walks.push({ kind: 'middle', params: { SORT: sort, PAGE_NO: String(Math.max(1, Math.floor(pages / 2))) } });
    walks.push({ kind: 'deep', params: { SORT: sort, PAGE_NO: String(Math.max(1, pages - 3)) } });
  }
  for (const [i, sort] of SORT_ORDERS.entries()) {
    walks.push({ kind: 'search', params: { SORT: sort, SEARCH: 'picture 4242', PAGE_NO: '1' } });
    walks.push({ kind: 'search', params: { SORT: sort, SEARCH: 'picture 7', PAGE_NO: i % 2 === 0 ? '1' : String(Math.max(1, broadPages - 3)) } });
  }
  return walks;
}

/** NEXT_CURSOR → CURSOR, nextCursor → cursor, cursor → cursor. */
export function cursorParamFor(key: string): string {
  const rest = key.replace(/^next_?/i, '') || key;
  return key === key.toUpperCase() ? rest : rest.charAt(0).toLowerCase() + rest.slice(1);
}

/** The cursor an answer offers for the next page, and the parameter to send it back as; undefined when there is none. */
export function findNextCursor(body: unknown, paramOverride?: string): { readonly param: string; readonly value: string } | undefined {
  const seen = new Set<unknown>();
  const visit = (value: unknown): { param: string; value: string } | undefined => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return undefined;
    seen.add(value);
    const entries = Array.isArray(value) ? [] : Object.entries(value as Record<string, unknown>);
    for (const [key, inner] of entries) {
      if (!/cursor/i.test(key)) continue;
      if ((typeof inner === 'string' && inner !== '') || typeof inner === 'number') {
        return { param: paramOverride || cursorParamFor(key), value: String(inner) };
      }
    }
    // Items are not searched: a cursor is the listing's, not an item's.
    for (const [key, inner] of entries) {
      if (key === 'items' || key === 'ITEMS') continue;
      const found = visit(inner);
      if (found) return found;
    }
    return undefined;
  };
  return visit(body);
}

/** The nearest-rank percentile `p` (0–100) of `values`; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? Number.NaN;
}

export interface LoadOptions {
  readonly origin: string;
  readonly token: string;
  readonly folder: string;
  readonly files: number;
  readonly clients?: number;
  readonly seconds?: number;
  /** Pages read after each start page. */
  readonly follow?: number;
  readonly cursorParam?: string | undefined;
}

export interface LoadResult {
  readonly latencies: readonly number[];
  readonly byKind: ReadonlyMap<ListingWalk['kind'], readonly number[]>;
  readonly failures: number;
  /** Next pages that followed a cursor, and those that asked for a page number. */
  readonly cursorPages: number;
  readonly numberedPages: number;
  readonly seconds: number;
}

function get(agent: Agent, origin: string, path: string, token: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(new URL(path, origin), { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('error', reject);
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

export async function runListingLoad(options: LoadOptions): Promise<LoadResult> {
  const { origin, token, folder, files, clients = 10, seconds = 10, follow = 2 } = options;
  const walks = listingWalks(files);
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const latencies: number[] = [];
  const byKind = new Map<ListingWalk['kind'], number[]>();
  let failures = 0;
  let cursorPages = 0;
  let numberedPages = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const base = { PARENT_GROUP_NO: folder, DRIVER_KIND: 'P', PAGE_SIZE: String(PAGE_SIZE) };

  const client = async (n: number) => {
    for (let w = n; performance.now() < until; w += clients) {
      const walk = walks[w % walks.length];
      if (!walk) break;
      let params: Record<string, string> = { ...base, ...walk.params };
      let byCursor = false;
      for (let page = 0; page <= follow && performance.now() < until; page++) {
        if (page > 0 && byCursor) cursorPages++;
        else if (page > 0) numberedPages++;
        const t = performance.now();
        let answer: { status: number; body: string };
        try {
          answer = await get(agent, origin, `${DRIVE_PATHS.groups}?${new URLSearchParams(params)}`, token);
        } catch {
          failures++;
          break;
        }
        const elapsed = performance.now() - t;
        if (answer.status !== 200) {
          failures++;
          break;
        }
        latencies.push(elapsed);
        const kind = byKind.get(walk.kind) ?? [];
        kind.push(elapsed);
        byKind.set(walk.kind, kind);
        let parsed: unknown;
        try {
          parsed = JSON.parse(answer.body);
        } catch {
          parsed = undefined;
        }
        const cursor = findNextCursor(parsed, options.cursorParam);
        byCursor = cursor !== undefined;
        if (cursor) {
          params = { ...base, SORT: walk.params['SORT'] ?? 'LATEST', ...(walk.params['SEARCH'] ? { SEARCH: walk.params['SEARCH'] } : {}), [cursor.param]: cursor.value };
        } else {
          params = { ...params, PAGE_NO: String(Number(params['PAGE_NO'] ?? '1') + 1) };
        }
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
  agent.destroy();
  return { latencies, byKind, failures, cursorPages, numberedPages, seconds: (performance.now() - started) / 1000 };
}

const figure = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 1 : 0) : 'n/a');

/** "p50 12 p99 40 ms" of a load, for the lines the bench prints. */
export function p50p99(latencies: readonly number[]): string {
  return `p50 ${figure(percentile(latencies, 50))} p99 ${figure(percentile(latencies, 99))} ms`;
}

/** The drive section's last line (issue 18's Done-when): `drive-listing 100k: postgresql p50 A p99 B ms; pglite p50 C p99 D ms`. */
export function driveListingLine(label: string, postgresql: readonly number[] | undefined, pglite: readonly number[] | undefined): string {
  const part = (engine: string, values: readonly number[] | undefined) => `${engine} ${values ? p50p99(values) : 'p50 n/a p99 n/a ms'}`;
  return `drive-listing ${label}: ${part('postgresql', postgresql)}; ${part('pglite', pglite)}`;
}
