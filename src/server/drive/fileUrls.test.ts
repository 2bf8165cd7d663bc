import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_ENGINES } from '../db/testDatabases.ts';
import type { Database } from '../db/database.ts';
import { contentUrlFor, fileUrlSigner } from './fileUrls.ts';
import type { FileRow } from './fileRows.ts';

const KEY = 'files/0f8fad5b-d9cb-469f-a165-70867728950e';

describe.each(TEST_ENGINES)('signed addresses of stored files on %s', (engine) => {
  let database: Database;
  let now = new Date('2026-11-01T09:00:30Z');
  const deps = () => ({ db: database.db, now: () => now });

  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(async () => database.close());

  it('signs a key for at least an hour, rounded so addresses stay stable for a while', async () => {
    const signer = await fileUrlSigner(deps());
    const url = signer.sign(KEY);
    expect(url).toMatch(new RegExp(`^/drive-app/file/${KEY}\\?exp=\\d+&sig=[\\w-]{43}$`));
    const exp = Number(new URLSearchParams(url.split('?')[1]).get('exp'));
    const start = now.getTime() / 1000;
    expect(exp - start).toBeGreaterThanOrEqual(3600);
    expect(exp - start).toBeLessThanOrEqual(4200);
    expect(exp % 600).toBe(0);
    now = new Date(now.getTime() + 60_000);
    expect(signer.sign(KEY)).toBe(url);
  });

  it('checks signatures: good, tampered, for another key, malformed, expired', async () => {
    const signer = await fileUrlSigner(deps());
    const params = new URLSearchParams(signer.sign(KEY).split('?')[1]);
    const exp = params.get('exp') ?? '';
    const sig = params.get('sig') ?? '';
    expect(signer.check(KEY, exp, sig)).toBe('valid');
    expect(signer.check(KEY, String(Number(exp) + 1), sig)).toBe('bad');
    expect(signer.check(KEY.replace('0f8f', '1f8f'), exp, sig)).toBe('bad');
    // The first character: the last one of 43 also carries two padding bits, so changing it may not change the bytes.
    expect(signer.check(KEY, exp, `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`)).toBe('bad');
    expect(signer.check(KEY, exp, undefined)).toBe('bad');
    expect(signer.check(KEY, '-1', sig)).toBe('bad');
    expect(signer.check(KEY, exp, 'short')).toBe('bad');
    now = new Date(now.getTime() + 2 * 3600_000);
    expect(signer.check(KEY, exp, sig)).toBe('expired');
  });

  it('shares its key through the database, so every process agrees', async () => {
    const first = await fileUrlSigner(deps());
    const rows = await database.db.selectFrom('server_secrets').select('name').where('name', '=', 'drive.fileUrlKey').execute();
    expect(rows).toHaveLength(1);
    const url = first.sign(KEY);
    const params = new URLSearchParams(url.split('?')[1]);
    expect((await fileUrlSigner(deps())).check(KEY, params.get('exp') ?? '', params.get('sig') ?? '')).toBe('valid');
  });

  it('gives images an address and every other file none (PresentContext.contentUrl)', async () => {
    const contentUrl = await contentUrlFor(deps());
    const row = (extension: string, blobKey: string | null) => ({ file_extension: extension, blob_key: blobKey }) as FileRow;
    expect(contentUrl(row('png', KEY))).toMatch(/^\/drive-app\/file\/files\//);
    expect(contentUrl(row('jpg', KEY))).not.toBeNull();
    expect(contentUrl(row('dtms', KEY))).toBeNull();
    expect(contentUrl(row('png', null))).toBeNull();
    expect(contentUrl(row('png', 'files/../../etc/passwd'))).toBeNull();
  });
});
