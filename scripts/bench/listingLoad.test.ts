import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SORT_ORDERS } from '../../src/shared/api/driveAppPaths.ts';
import { cursorParamFor, driveListingLine, findNextCursor, listingWalks, percentile, runListingLoad } from './listingLoad.ts';

describe('listingWalks', () => {
  it('reads every sort from a first, a middle and a deep page, and searches', () => {
    const walks = listingWalks(100_000);
    for (const sort of SORT_ORDERS) {
      const pages = walks.filter((walk) => walk.params['SORT'] === sort && !walk.params['SEARCH']).map((walk) => [walk.kind, walk.params['PAGE_NO']]);
      expect(pages).toEqual([
        ['first', '1'],
        ['middle', '2778'],
        ['deep', '5553'],
      ]);
    }
    const searches = walks.filter((walk) => walk.kind === 'search');
    expect(new Set(searches.map((walk) => walk.params['SORT']))).toEqual(new Set(SORT_ORDERS));
    expect(searches.some((walk) => walk.params['PAGE_NO'] !== '1')).toBe(true);
  });
});

describe('findNextCursor', () => {
  it('finds a cursor under any key that names one, at any depth, and names the parameter to send it back as', () => {
    expect(findNextCursor({ data: { items: [], TOTAL_COUNT: 3, NEXT_CURSOR: 'abc' } })).toEqual({ param: 'CURSOR', value: 'abc' });
    expect(findNextCursor({ data: { nextCursor: 'xyz' } })).toEqual({ param: 'cursor', value: 'xyz' });
    expect(findNextCursor({ data: { CURSOR: 42 } })).toEqual({ param: 'CURSOR', value: '42' });
    expect(findNextCursor({ data: { NEXT_CURSOR: 'abc' } }, 'AFTER')).toEqual({ param: 'AFTER', value: 'abc' });
  });

  it('finds none on the last page, in an answer without one, or inside the items', () => {
    expect(findNextCursor({ data: { items: [], TOTAL_COUNT: 3, NEXT_CURSOR: null } })).toBeUndefined();
    expect(findNextCursor({ data: { NEXT_CURSOR: '' } })).toBeUndefined();
    expect(findNextCursor({ data: { items: [{ CURSOR: 'an item field' }], TOTAL_COUNT: 3 } })).toBeUndefined();
    expect(findNextCursor(undefined)).toBeUndefined();
  });

  it('maps keys to parameters', () => {
    expect(cursorParamFor('NEXT_CURSOR')).toBe('CURSOR');
    expect(cursorParamFor('nextPageCursor')).toBe('pageCursor');
    expect(cursorParamFor('cursor')).toBe('cursor');
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('driveListingLine', () => {
  it('is the one line the issue asks for, with numbers on both engines', () => {
    const line = driveListingLine('100k', [10, 20, 30, 400], [5, 6, 7, 8]);
    expect(line).toBe('drive-listing 100k: postgresql p50 20 p99 400 ms; pglite p50 6.0 p99 8.0 ms');
    expect(line).toMatch(/^drive-listing 100k: postgresql p50 [\d.]+ p99 [\d.]+ ms; pglite p50 [\d.]+ p99 [\d.]+ ms$/);
  });
});

describe('runListingLoad', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A listing that offers NEXT_CURSOR (keyset) or none (page numbers), and records what it was asked. */
  async function fakeListing(withCursor: boolean): Promise<{ origin: string; asked: URLSearchParams[] }> {
    const asked: URLSearchParams[] = [];
    server = createServer((req, res) => {
      const query = new URL(req.url ?? '/', 'http://x').searchParams;
      asked.push(query);
      const after = Number(query.get('CURSOR') ?? '0');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ data: { items: [], TOTAL_COUNT: 100, ...(withCursor ? { NEXT_CURSOR: String(after + 18) } : {}) } }));
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return { origin: `http://127.0.0.1:${(server?.address() as AddressInfo).port}`, asked };
  }

  it('follows the cursor an answer offers for the next pages', async () => {
    const { origin, asked } = await fakeListing(true);
    const result = await runListingLoad({ origin, token: 't', folder: '7', files: 1000, clients: 2, seconds: 0.3, follow: 2 });
    expect(result.failures).toBe(0);
    expect(result.cursorPages).toBeGreaterThan(0);
    expect(result.numberedPages).toBe(0);
    const followed = asked.filter((query) => query.has('CURSOR'));
    expect(followed.length).toBe(result.cursorPages);
    for (const query of followed) {
      expect(query.get('PAGE_NO')).toBeNull();
      expect(query.get('PARENT_GROUP_NO')).toBe('7');
      expect(SORT_ORDERS).toContain(query.get('SORT'));
    }
    expect(result.latencies.length).toBe(asked.length);
  });

  it('asks for the next page number when the answer has no cursor', async () => {
    const { origin, asked } = await fakeListing(false);
    const result = await runListingLoad({ origin, token: 't', folder: '7', files: 1000, clients: 2, seconds: 0.3, follow: 1 });
    expect(result.cursorPages).toBe(0);
    expect(result.numberedPages).toBeGreaterThan(0);
    expect(asked.some((query) => query.has('CURSOR'))).toBe(false);
    expect(asked.some((query) => query.get('SORT') === 'LATEST' && query.get('PAGE_NO') === '2')).toBe(true);
  });
});
