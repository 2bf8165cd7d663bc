import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiQueryOptions } from '../../../api/apiTypes.ts';
import { createDriveApi } from './driveApi.ts';

// Issue 18 item 1: the Cloud's "next page" goes by the cursor the page before
// it answered; a jump to another page goes by PAGE_NO alone.

function fakeClient() {
  const queries: Record<string, unknown>[] = [];
  const client = {
    get: async (_path: string, options?: ApiQueryOptions) => {
      const query = (options?.query ?? {}) as Record<string, unknown>;
      queries.push(query);
      return { ok: true, status: 200, data: { items: [], totalCount: 90, pageNo: query['pageNo'], pageSize: 18, nextCursor: `after-page-${String(query['pageNo'])}` } };
    },
  } as unknown as ApiClient;
  return { client, queries };
}

describe('the drive listings', () => {
  it('ask for the next page after the cursor the page before gave, and for a jump by page number', async () => {
    const { client, queries } = fakeClient();
    const api = createDriveApi(client, undefined);
    await api.listFolder({ folderNo: 'ROOT', pageNo: 1, sort: 'NAME_ASC' });
    await api.listFolder({ folderNo: 'ROOT', pageNo: 2, sort: 'NAME_ASC' });
    await api.listFolder({ folderNo: 'ROOT', pageNo: 4, sort: 'NAME_ASC' });
    await api.listFolder({ folderNo: 'ROOT', pageNo: 2, sort: 'LATEST' });
    await api.listFiles({ scope: 'TRASH', pageNo: 1, sort: 'LATEST' });
    await api.listFiles({ scope: 'TRASH', pageNo: 2, sort: 'LATEST' });
    expect(queries.map((query) => [query['pageNo'], query['cursor']])).toEqual([
      [1, undefined],
      [2, 'after-page-1'],
      [4, undefined],
      [2, undefined],
      [1, undefined],
      [2, 'after-page-1'],
    ]);
  });
});
