import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_ENGINES } from '../db/testDatabases.ts';
import type { Database } from '../db/database.ts';
import { audienceFor, contentUrlFor, fileUrlKey, fileUrlSigner } from './fileUrls.ts';
import type { FileRow } from './fileRows.ts';

const KEY = 'files/0f8fad5b-d9cb-469f-a165-70867728950e';

describe.each(TEST_ENGINES)('signed addresses of stored files on %s', (engine) => {
  let database: Database;
  let now = new Date('2026-11-01T09:00:30Z');
  const deps = () => ({ db: database.db, now: () => now });

  beforeAll(async () => {
    database = await openTestDatabase(engine);
  }, 60_000);
  afterAll(async () => database.close());

  const queryOf = (url: string) => Object.fromEntries(new URLSearchParams(url.split('?')[1])) as { exp: string; aud: string; sig: string };

  it('signs a key for at least an hour, rounded so addresses stay stable for a while', async () => {
    const signer = await fileUrlSigner(deps(), 'public');
    const url = signer.sign(KEY);
    expect(url).toMatch(new RegExp(`^/drive-app/file/${KEY}\\?exp=\\d+&aud=public&sig=[\\w-]{43}$`));
    const exp = Number(queryOf(url).exp);
    const start = now.getTime() / 1000;
    expect(exp - start).toBeGreaterThanOrEqual(3600);
    expect(exp - start).toBeLessThanOrEqual(4200);
    expect(exp % 600).toBe(0);
    now = new Date(now.getTime() + 60_000);
    expect(signer.sign(KEY)).toBe(url);
  });

  it('checks signatures: good, tampered, for another key or audience, malformed, expired', async () => {
    const key = await fileUrlKey(deps());
    const query = queryOf(key.signerFor('owner').sign(KEY));
    expect(key.check(KEY, query)).toEqual({ kind: 'valid', audience: 'owner' });
    expect(key.check(KEY, { ...query, exp: String(Number(query.exp) + 1) })).toEqual({ kind: 'bad' });
    expect(key.check(KEY.replace('0f8f', '1f8f'), query)).toEqual({ kind: 'bad' });
    // An address given to anyone cannot be turned into the owner's, nor the other way round.
    expect(key.check(KEY, { ...query, aud: 'public' })).toEqual({ kind: 'bad' });
    expect(key.check(KEY, { ...query, aud: 'admin' })).toEqual({ kind: 'bad' });
    expect(key.check(KEY, { exp: query.exp, sig: query.sig })).toEqual({ kind: 'bad' });
    // The first character: the last one of 43 also carries two padding bits, so changing it may not change the bytes.
    expect(key.check(KEY, { ...query, sig: `${query.sig.startsWith('A') ? 'B' : 'A'}${query.sig.slice(1)}` })).toEqual({ kind: 'bad' });
    expect(key.check(KEY, { ...query, sig: undefined })).toEqual({ kind: 'bad' });
    expect(key.check(KEY, { ...query, exp: '-1' })).toEqual({ kind: 'bad' });
    expect(key.check(KEY, { ...query, sig: 'short' })).toEqual({ kind: 'bad' });
    now = new Date(now.getTime() + 2 * 3600_000);
    expect(key.check(KEY, query)).toEqual({ kind: 'expired' });
  });

  it('shares its key through the database, so every process agrees', async () => {
    const first = await fileUrlKey(deps());
    const rows = await database.db.selectFrom('server_secrets').select('name').where('name', '=', 'drive.fileUrlKey').execute();
    expect(rows).toHaveLength(1);
    const url = first.signerFor('public').sign(KEY);
    expect((await fileUrlKey(deps())).check(KEY, queryOf(url))).toEqual({ kind: 'valid', audience: 'public' });
  });

  it('gives images an address, for their owner or for anyone, and every other file none (PresentContext.contentUrl)', async () => {
    const contentUrl = await contentUrlFor(deps(), '7');
    const row = (extension: string, blobKey: string | null, owner = '7') => ({ file_extension: extension, blob_key: blobKey, owner_user_no: owner }) as FileRow;
    expect(contentUrl(row('png', KEY))).toMatch(/^\/drive-app\/file\/files\/.*&aud=owner&/);
    expect(contentUrl(row('jpg', KEY, '8'))).toMatch(/&aud=public&/);
    expect(await contentUrlFor(deps(), null).then((forGuest) => forGuest(row('png', KEY)))).toMatch(/&aud=public&/);
    expect(contentUrl(row('dtms', KEY))).toBeNull();
    expect(contentUrl(row('png', null))).toBeNull();
    expect(contentUrl(row('png', 'files/../../etc/passwd'))).toBeNull();
    expect([audienceFor('7', '7'), audienceFor('7', 7), audienceFor('8', '7'), audienceFor(null, '7')]).toEqual(['owner', 'owner', 'public', 'public']);
  });
});
