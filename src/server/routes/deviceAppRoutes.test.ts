import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_PATHS, firmwareFilePath, firmwareReleasePath } from '../../shared/api/deviceAppPaths.ts';
import type { WireFirmwareCheck, WireFirmwareRelease } from '../../shared/api/firmware.ts';
import { TEST_ENGINES } from '../db/testDatabases.ts';
import { sweepOrphanBlobs } from '../drive/uploads/orphanSweep.ts';
import { signFirmware } from '../firmware/signFirmware.ts';
import { firmwareBytes, signedReleaseFields, testOperator } from '../firmware/testing/firmwareSigning.ts';
import { startDriveTestApp, type DriveTestApp, type TestUser } from '../testing/driveTestApp.ts';
import { multipartForm, storedFiles, type FormPart } from '../testing/multipartForm.ts';

// Issue 24 item 1, the server's half: the operator's firmware catalogue.
// Uploads are refused without a valid checksum and signature (each refusal
// with its code, nothing left behind), versions are compared numerically,
// and guests, DOT-USERs writing and tokens of another issuer are refused.

const MAX_BYTES = 4096;
const operator = testOperator();

describe.each(TEST_ENGINES)('the firmware catalogue on %s', (engine) => {
  let bench: DriveTestApp;
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    bench = await startDriveTestApp(engine, {}, { firmware: { signingKey: operator.signingKey, maxBytes: MAX_BYTES } });
    admin = bench.owner; // the seeded DOT-ADMIN
    user = bench.other; // the seeded DOT-USER
  }, 120_000);
  afterAll(async () => {
    await bench?.close();
  });

  const firmwareBlobs = () => storedFiles(bench.blobsDir).filter((path) => path.startsWith('firmware'));
  const releaseCount = async () => Number((await bench.database.db.selectFrom('firmware_releases').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  function post(caller: TestUser | null, fields: Record<string, string>, file?: { data: Buffer; name?: string | null }) {
    const parts: FormPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
    if (file) parts.push({ name: 'FILE', fileName: file.name === undefined ? 'firmware.bin' : file.name, data: file.data });
    const form = multipartForm(parts);
    return bench.call(caller, { method: 'POST', url: DEVICE_PATHS.firmwareReleases, payload: form.payload, headers: form.headers });
  }

  async function upload(model: string, version: string, options: { seed?: number; extra?: Record<string, string> } = {}): Promise<WireFirmwareRelease> {
    const bytes = firmwareBytes(600, options.seed ?? version.length);
    const response = await post(admin, signedReleaseFields(operator, { model, version, bytes }, options.extra), { data: bytes, name: `${model}-${version}.bin` });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  }

  const check = async (query: Record<string, string>): Promise<WireFirmwareCheck> => {
    const response = await bench.call(user, { method: 'GET', url: DEVICE_PATHS.firmwareCheck, query });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  /** Expects the refusal, and that it left no row and no blob. */
  async function expectRefused(response: Awaited<ReturnType<typeof post>>, status: number, code: string, msgPart?: RegExp) {
    expect(response.statusCode, response.body).toBe(status);
    const { errors } = response.json();
    expect(errors).toHaveLength(1);
    expect(errors[0].code).toBe(code);
    expect(errors[0].msg.length).toBeGreaterThan(20);
    if (msgPart) expect(errors[0].msg).toMatch(msgPart);
  }

  describe('an upload the operator signed', () => {
    const bytes = firmwareBytes(1000, 3);
    let release: WireFirmwareRelease;

    it('is stored (201) with what the form said, its file a blob under firmware/', async () => {
      const fields = signedReleaseFields(operator, { model: 'DotPad320A', version: '2.0.1' , bytes }, { MIN_HARDWARE: '3', NOTES: 'Faster refresh.\nFixes the panning keys.', VENDOR_URL: 'https://dotincorp.com/updater' });
      const response = await post(admin, fields, { data: bytes, name: 'DotPad 320 v2.0.1.bin' });
      expect(response.statusCode, response.body).toBe(201);
      release = response.json().data;
      expect(release).toMatchObject({
        MODEL: 'DotPad320A',
        VERSION: '2.0.1',
        MIN_HARDWARE: 3,
        NOTES: 'Faster refresh.\nFixes the panning keys.',
        VENDOR_URL: 'https://dotincorp.com/updater',
        SHA256: fields['SHA256'],
        SIGNATURE: fields['SIGNATURE'],
        SIZE: 1000,
        FILE_NAME: 'DotPad 320 v2.0.1.bin',
      });
      expect(release.RELEASE_NO).toMatch(/^[1-9]\d*$/);
      expect(release.DOWNLOAD_URL).toBe(firmwareFilePath(release.RELEASE_NO));
      expect(new Date(release.CREATED_AT).toISOString()).toBe(release.CREATED_AT);
      const row = await bench.database.db.selectFrom('firmware_releases').selectAll().where('release_no', '=', release.RELEASE_NO as never).executeTakeFirstOrThrow();
      expect(row.blob_key).toMatch(/^firmware\/[0-9a-f-]{36}$/);
      expect(row.download_url).toBeNull();
      expect(firmwareBlobs()).toContain(row.blob_key);
    });

    it('is listed to any signed-in user, and narrowed by MODEL', async () => {
      const all = await bench.call(user, { method: 'GET', url: DEVICE_PATHS.firmwareReleases });
      expect(all.statusCode).toBe(200);
      expect(all.headers['cache-control']).toBe('no-store');
      expect(all.json().data).toContainEqual(release);
      const other = await bench.call(user, { method: 'GET', url: DEVICE_PATHS.firmwareReleases, query: { MODEL: 'DotPad768' } });
      expect(other.json().data.some((each: WireFirmwareRelease) => each.RELEASE_NO === release.RELEASE_NO)).toBe(false);
      const bad = await bench.call(user, { method: 'GET', url: DEVICE_PATHS.firmwareReleases, query: { MODEL: 'Dot Pad!' } });
      await expectRefused(bad, 400, 'FIRMWARE_MODEL');
    });

    it('downloads as an attachment with exactly the bytes uploaded', async () => {
      const response = await bench.call(user, { method: 'GET', url: firmwareFilePath(release.RELEASE_NO) });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(bytes)).toBe(true);
      expect(response.headers['content-type']).toBe('application/octet-stream');
      expect(response.headers['content-length']).toBe('1000');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="DotPad 320 v2.0.1.bin"; filename*=UTF-8''DotPad%20320%20v2.0.1.bin`);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('answers FIRMWARE_NOT_FOUND (404) for a release that is not there', async () => {
      for (const id of ['999999', '0', 'abc', '1e3']) {
        await expectRefused(await bench.call(user, { method: 'GET', url: firmwareFilePath(id) }), 404, 'FIRMWARE_NOT_FOUND');
        await expectRefused(await bench.call(admin, { method: 'DELETE', url: firmwareReleasePath(id) }), 404, 'FIRMWARE_NOT_FOUND');
      }
    });
  });

  describe('the check against a connected display', () => {
    beforeAll(async () => {
      // Not in upload order, and 1.10 after 1.9 numerically (not as text).
      await upload('DotPad768', '1.9');
      await upload('DotPad768', '1.10');
      await upload('DotPad768', '1.2');
      // For newer boards only.
      await upload('DotPad768', '2.0', { extra: { MIN_HARDWARE: '5' } });
    });

    it('lists a model newest first, numerically', async () => {
      const response = await bench.call(user, { method: 'GET', url: DEVICE_PATHS.firmwareReleases, query: { MODEL: 'DotPad768' } });
      expect(response.json().data.map((release: WireFirmwareRelease) => release.VERSION)).toEqual(['2.0', '1.10', '1.9', '1.2']);
    });

    it('UPDATE_AVAILABLE: the newest release for its hardware is newer (1.10 > 1.9)', async () => {
      const answer = await check({ MODEL: 'DotPad768', FIRMWARE: '1.9', HARDWARE: '4' });
      expect(answer).toMatchObject({ MODEL: 'DotPad768', FIRMWARE: '1.9', HARDWARE: 4, STATUS: 'UPDATE_AVAILABLE' });
      expect(answer.LATEST?.VERSION).toBe('1.10');
    });

    it('offers the release for newer boards from its MIN_HARDWARE on, not below it, nor to a board that did not say', async () => {
      expect((await check({ MODEL: 'DotPad768', FIRMWARE: '1.10', HARDWARE: '5' })).LATEST?.VERSION).toBe('2.0');
      expect(await check({ MODEL: 'DotPad768', FIRMWARE: '1.10', HARDWARE: '5' })).toMatchObject({ STATUS: 'UPDATE_AVAILABLE' });
      expect(await check({ MODEL: 'DotPad768', FIRMWARE: '1.10', HARDWARE: '4' })).toMatchObject({ STATUS: 'UP_TO_DATE', LATEST: { VERSION: '1.10' } });
      expect(await check({ MODEL: 'DotPad768', FIRMWARE: '1.10' })).toMatchObject({ STATUS: 'UP_TO_DATE', HARDWARE: null, LATEST: { VERSION: '1.10' } });
      expect(await check({ MODEL: 'DotPad768', FIRMWARE: '1.10', HARDWARE: '' })).toMatchObject({ HARDWARE: null, LATEST: { VERSION: '1.10' } });
    });

    it('UP_TO_DATE: it runs the newest, or newer; padding and a v prefix are read as the display sends them', async () => {
      expect(await check({ MODEL: 'DotPad768', FIRMWARE: '1.10', HARDWARE: '1' })).toMatchObject({ STATUS: 'UP_TO_DATE' });
      expect(await check({ MODEL: 'DotPad768', FIRMWARE: '1.10.0', HARDWARE: '1' })).toMatchObject({ STATUS: 'UP_TO_DATE' });
      expect(await check({ MODEL: 'DotPad768', FIRMWARE: '3.0', HARDWARE: '9' })).toMatchObject({ STATUS: 'UP_TO_DATE' });
      expect(await check({ MODEL: 'DotPad768', FIRMWARE: ' v1.10  ', HARDWARE: '1' })).toMatchObject({ STATUS: 'UP_TO_DATE', FIRMWARE: 'v1.10' });
      expect(await check({ MODEL: 'DotPad768', FIRMWARE: '1.10-beta', HARDWARE: '1' })).toMatchObject({ STATUS: 'UPDATE_AVAILABLE' });
    });

    it('NOT_IN_CATALOGUE: nothing is listed for the model (or for its hardware)', async () => {
      expect(await check({ MODEL: 'DotPad999', FIRMWARE: '1.0', HARDWARE: '1' })).toEqual({ MODEL: 'DotPad999', FIRMWARE: '1.0', HARDWARE: 1, STATUS: 'NOT_IN_CATALOGUE', LATEST: null });
      // Model names are exact: the display reports its own.
      expect(await check({ MODEL: 'dotpad768', FIRMWARE: '1.0', HARDWARE: '1' })).toMatchObject({ STATUS: 'NOT_IN_CATALOGUE' });
    });

    it('UNKNOWN_VERSION: the display did not say, or not as a version; the newest release is still named', async () => {
      for (const firmware of ['', 'unknown', '1.2.3.4.5', '??']) {
        const answer = await check({ MODEL: 'DotPad768', FIRMWARE: firmware, HARDWARE: '4' });
        expect(answer.STATUS, firmware).toBe('UNKNOWN_VERSION');
        expect(answer.LATEST?.VERSION).toBe('1.10');
      }
      expect(await check({ MODEL: 'DotPad768', HARDWARE: '4' })).toMatchObject({ STATUS: 'UNKNOWN_VERSION', FIRMWARE: '' });
    });

    it('refuses a MODEL that is no device name, and a HARDWARE that is no whole number', async () => {
      await expectRefused(await bench.call(user, { method: 'GET', url: DEVICE_PATHS.firmwareCheck, query: { MODEL: 'a/b', FIRMWARE: '1.0' } }), 400, 'FIRMWARE_MODEL');
      await expectRefused(await bench.call(user, { method: 'GET', url: DEVICE_PATHS.firmwareCheck, query: { FIRMWARE: '1.0' } }), 400, 'BAD_REQUEST');
      await expectRefused(await bench.call(user, { method: 'GET', url: DEVICE_PATHS.firmwareCheck, query: { MODEL: 'DotPad768', HARDWARE: '-1' } }), 400, 'BAD_REQUEST', /HARDWARE/);
    });
  });

  describe('refusals: each with its code, a message saying what to fix, and nothing left behind', () => {
    const bytes = firmwareBytes(500, 9);
    const good = () => signedReleaseFields(operator, { model: 'DotPadX', version: '1.0', bytes });
    let before: { rows: number; blobs: string[] };

    beforeAll(async () => {
      before = { rows: await releaseCount(), blobs: firmwareBlobs() };
    });
    async function expectNothingLeft() {
      expect(await releaseCount()).toBe(before.rows);
      expect(firmwareBlobs()).toEqual(before.blobs);
    }

    it('FIRMWARE_CHECKSUM: SHA256 missing or not 64 hex digits', async () => {
      for (const sha of ['', 'abc', 'z'.repeat(64), `${'a'.repeat(64)}0`]) {
        await expectRefused(await post(admin, { ...good(), SHA256: sha }, { data: bytes }), 400, 'FIRMWARE_CHECKSUM', /SHA256/);
      }
      await expectNothingLeft();
    });

    it('FIRMWARE_CHECKSUM: a tampered file (one byte changed, or cut short) is not the one signed', async () => {
      const tampered = Buffer.from(bytes);
      tampered[100] = (tampered[100] ?? 0) ^ 1;
      await expectRefused(await post(admin, good(), { data: tampered }), 400, 'FIRMWARE_CHECKSUM', /hashes to [0-9a-f]{64}/);
      await expectRefused(await post(admin, good(), { data: bytes.subarray(0, 499) }), 400, 'FIRMWARE_CHECKSUM');
      await expectNothingLeft();
    });

    it('FIRMWARE_SIGNATURE: not base64 of 64 bytes, another key, or signed for another model or version', async () => {
      for (const signature of ['', 'not base64!', Buffer.alloc(63).toString('base64'), Buffer.alloc(64).toString('base64')]) {
        await expectRefused(await post(admin, { ...good(), SIGNATURE: signature }, { data: bytes }), 400, 'FIRMWARE_SIGNATURE');
      }
      const stranger = generateKeyPairSync('ed25519').privateKey;
      await expectRefused(await post(admin, { ...good(), SIGNATURE: signFirmware(stranger, { model: 'DotPadX', version: '1.0', bytes }).signature }, { data: bytes }), 400, 'FIRMWARE_SIGNATURE', /fingerprint/);
      // The operator's own signature, for another model or another version: the statement names both.
      const forOtherModel = signFirmware(operator.privateKey, { model: 'DotPadY', version: '1.0', bytes }).signature;
      await expectRefused(await post(admin, { ...good(), SIGNATURE: forOtherModel }, { data: bytes }), 400, 'FIRMWARE_SIGNATURE');
      const forOtherVersion = signFirmware(operator.privateKey, { model: 'DotPadX', version: '1.0.1', bytes }).signature;
      await expectRefused(await post(admin, { ...good(), SIGNATURE: forOtherVersion }, { data: bytes }), 400, 'FIRMWARE_SIGNATURE');
      // A signature moved to another file (its checksum given honestly) vouches for nothing.
      const other = firmwareBytes(500, 10);
      const { sha256 } = signFirmware(operator.privateKey, { model: 'DotPadX', version: '1.0', bytes: other });
      await expectRefused(await post(admin, { ...good(), SHA256: sha256 }, { data: other }), 400, 'FIRMWARE_SIGNATURE');
      await expectNothingLeft();
    });

    it('FIRMWARE_VERSION and FIRMWARE_MODEL', async () => {
      for (const version of ['', 'one', '1..2', '1.2.3.4.5', '12345', '1.0-']) {
        await expectRefused(await post(admin, { ...good(), VERSION: version }, { data: bytes }), 400, 'FIRMWARE_VERSION', /VERSION/);
      }
      for (const model of ['', 'Dot Pad', 'DotPad_320', 'x'.repeat(33), 'Dot/Pad']) {
        await expectRefused(await post(admin, { ...good(), MODEL: model }, { data: bytes }), 400, 'FIRMWARE_MODEL', /MODEL/);
      }
      await expectNothingLeft();
    });

    it('FIRMWARE_SOURCE: neither a file nor a DOWNLOAD_URL, both, or an address that is not https', async () => {
      await expectRefused(await post(admin, good()), 400, 'FIRMWARE_SOURCE');
      await expectRefused(await post(admin, { ...good(), DOWNLOAD_URL: 'https://dotincorp.com/fw.bin' }, { data: bytes }), 400, 'FIRMWARE_SOURCE', /not both/);
      for (const address of ['http://dotincorp.com/fw.bin', 'ftp://dotincorp.com/fw.bin', 'https://user:pw@dotincorp.com/fw.bin', 'fw.bin']) {
        await expectRefused(await post(admin, { ...good(), DOWNLOAD_URL: address }), 400, 'FIRMWARE_SOURCE', /https/);
      }
      await expectNothingLeft();
    });

    it('FIRMWARE_SOURCE for an empty file; an empty unnamed part (an unchosen file input) counts as no file', async () => {
      await expectRefused(await post(admin, good(), { data: Buffer.alloc(0), name: 'image.bin' }), 400, 'FIRMWARE_SOURCE', /image\.bin is empty/);
      await expectRefused(await post(admin, good(), { data: Buffer.alloc(0), name: '' }), 400, 'FIRMWARE_SOURCE', /Send the firmware FILE, or a DOWNLOAD_URL/);
      const { sha256, signature } = signFirmware(operator.privateKey, { model: 'DotPadE', version: '1.0', sha256: 'cd'.repeat(32) });
      const withEmptyInput = await post(admin, { MODEL: 'DotPadE', VERSION: '1.0', SHA256: sha256, SIGNATURE: signature, DOWNLOAD_URL: 'https://dotincorp.com/e.bin' }, { data: Buffer.alloc(0), name: '' });
      expect(withEmptyInput.statusCode, withEmptyInput.body).toBe(201);
      expect(withEmptyInput.json().data).toMatchObject({ DOWNLOAD_URL: 'https://dotincorp.com/e.bin', SIZE: null });
      await bench.call(admin, { method: 'DELETE', url: firmwareReleasePath(withEmptyInput.json().data.RELEASE_NO) });
      await expectNothingLeft();
    });

    it('BAD_REQUEST for the other fields, naming them', async () => {
      await expectRefused(await post(admin, { ...good(), VENDOR_URL: 'http://dotincorp.com' }, { data: bytes }), 400, 'BAD_REQUEST', /VENDOR_URL/);
      await expectRefused(await post(admin, { ...good(), MIN_HARDWARE: 'two' }, { data: bytes }), 400, 'BAD_REQUEST', /MIN_HARDWARE/);
      await expectRefused(await post(admin, { ...good(), NOTES: 'n'.repeat(8001) }, { data: bytes }), 400, 'BAD_REQUEST', /NOTES/);
      await expectRefused(await post(admin, { ...good(), SHA_256: 'x' }, { data: bytes }), 400, 'BAD_REQUEST', /SHA_256/);
      await expectRefused(await post(admin, { ...good(), NOTES: 'a\u0000b' }, { data: bytes }), 400, 'BAD_REQUEST', /NUL/);
      const notAForm = await bench.call(admin, { method: 'POST', url: DEVICE_PATHS.firmwareReleases, payload: { MODEL: 'DotPadX' } });
      expect(notAForm.statusCode).toBe(400);
      await expectNothingLeft();
    });

    it('FIRMWARE_TOO_LARGE (413) past the limit; a file of exactly the limit is taken', async () => {
      const big = firmwareBytes(MAX_BYTES + 1, 2);
      await expectRefused(await post(admin, signedReleaseFields(operator, { model: 'DotPadX', version: '9.0', bytes: big }), { data: big }), 413, 'FIRMWARE_TOO_LARGE');
      await expectNothingLeft();
      const exact = firmwareBytes(MAX_BYTES, 2);
      const taken = await post(admin, signedReleaseFields(operator, { model: 'DotPadX', version: '9.0', bytes: exact }), { data: exact });
      expect(taken.statusCode, taken.body).toBe(201);
      expect(taken.json().data.SIZE).toBe(MAX_BYTES);
      await bench.call(admin, { method: 'DELETE', url: firmwareReleasePath(taken.json().data.RELEASE_NO) });
      await expectNothingLeft();
    });

    it('FIRMWARE_TOO_LARGE before reading a body whose declared length cannot hold an allowed file', async () => {
      const big = firmwareBytes(MAX_BYTES + 70 * 1024, 2);
      await expectRefused(await post(admin, good(), { data: big }), 413, 'FIRMWARE_TOO_LARGE');
      await expectNothingLeft();
    });

    it('FIRMWARE_EXISTS for one of two uploads of the same version at once; one row and one file stay', async () => {
      const rows = await releaseCount();
      const blobs = firmwareBlobs().length;
      const fields = signedReleaseFields(operator, { model: 'DotPadC', version: '3.0', bytes });
      const answers = await Promise.all([post(admin, fields, { data: bytes }), post(admin, fields, { data: bytes })]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json().errors[0].code).toBe('FIRMWARE_EXISTS');
      expect(await releaseCount()).toBe(rows + 1);
      expect(firmwareBlobs()).toHaveLength(blobs + 1);
      const created = answers.find((answer) => answer.statusCode === 201)?.json().data;
      await bench.call(admin, { method: 'DELETE', url: firmwareReleasePath(created.RELEASE_NO) });
      await expectNothingLeft();
    });

    it('FIRMWARE_EXISTS (409): the model has this version already (1.0.0 is 1.0), and the first stays', async () => {
      const first = await post(admin, good(), { data: bytes });
      expect(first.statusCode).toBe(201);
      const rows = await releaseCount();
      const blobs = firmwareBlobs();
      await expectRefused(await post(admin, good(), { data: bytes }), 409, 'FIRMWARE_EXISTS', /DotPadX already has version 1\.0/);
      const same = signedReleaseFields(operator, { model: 'DotPadX', version: '1.0.0', bytes });
      await expectRefused(await post(admin, same, { data: bytes }), 409, 'FIRMWARE_EXISTS');
      expect(await releaseCount()).toBe(rows);
      expect(firmwareBlobs()).toEqual(blobs);
      // Another model may have the same version.
      expect((await post(admin, signedReleaseFields(operator, { model: 'DotPadZ', version: '1.0', bytes }), { data: bytes })).statusCode).toBe(201);
    });
  });

  describe("a release at the vendor's address", () => {
    it('is kept with DOWNLOAD_URL (never fetched), offered by the check, and has no file here', async () => {
      const { sha256, signature } = signFirmware(operator.privateKey, { model: 'DotPadV', version: '4.2', sha256: 'ab'.repeat(32) });
      const blobs = firmwareBlobs();
      const response = await post(admin, { MODEL: 'DotPadV', VERSION: '4.2', SHA256: sha256, SIGNATURE: signature, DOWNLOAD_URL: 'https://dotincorp.com/firmware/4.2.bin' });
      expect(response.statusCode, response.body).toBe(201);
      const release: WireFirmwareRelease = response.json().data;
      expect(release).toMatchObject({ DOWNLOAD_URL: 'https://dotincorp.com/firmware/4.2.bin', SIZE: null, FILE_NAME: null, SHA256: 'ab'.repeat(32) });
      expect(firmwareBlobs()).toEqual(blobs);
      expect(await check({ MODEL: 'DotPadV', FIRMWARE: '4.1' })).toMatchObject({ STATUS: 'UPDATE_AVAILABLE', LATEST: { DOWNLOAD_URL: 'https://dotincorp.com/firmware/4.2.bin' } });
      await expectRefused(await bench.call(user, { method: 'GET', url: firmwareFilePath(release.RELEASE_NO) }), 404, 'FIRMWARE_NOT_FOUND');
    });
  });

  describe('withdrawing a release', () => {
    it('removes its row and its file; a second withdrawal is FIRMWARE_NOT_FOUND', async () => {
      const release = await upload('DotPadW', '1.0');
      const row = await bench.database.db.selectFrom('firmware_releases').select('blob_key').where('release_no', '=', release.RELEASE_NO as never).executeTakeFirstOrThrow();
      expect(firmwareBlobs()).toContain(row.blob_key);
      const response = await bench.call(admin, { method: 'DELETE', url: firmwareReleasePath(release.RELEASE_NO) });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.RELEASE_NO).toBe(release.RELEASE_NO);
      expect(firmwareBlobs()).not.toContain(row.blob_key);
      expect(await check({ MODEL: 'DotPadW', FIRMWARE: '0.9' })).toMatchObject({ STATUS: 'NOT_IN_CATALOGUE' });
      await expectRefused(await bench.call(admin, { method: 'DELETE', url: firmwareReleasePath(release.RELEASE_NO) }), 404, 'FIRMWARE_NOT_FOUND');
      await expectRefused(await bench.call(user, { method: 'GET', url: firmwareFilePath(release.RELEASE_NO) }), 404, 'FIRMWARE_NOT_FOUND');
    });

    it("the orphan sweep removes a firmware blob no release names, and spares the ones releases name", async () => {
      const kept = await upload('DotPadS', '1.0');
      const keptKey = (await bench.database.db.selectFrom('firmware_releases').select('blob_key').where('release_no', '=', kept.RELEASE_NO as never).executeTakeFirstOrThrow()).blob_key;
      await bench.blobs.put('firmware/00000000-0000-4000-8000-000000000000', Buffer.from('left by a crash'));
      const swept = await sweepOrphanBlobs({ db: bench.database.db, blobs: bench.blobs, now: () => new Date() }, { blobsMs: 0, spooledMs: 0 });
      expect(swept.orphans).toBeGreaterThanOrEqual(1);
      expect(firmwareBlobs()).not.toContain('firmware/00000000-0000-4000-8000-000000000000');
      expect(firmwareBlobs()).toContain(keptKey);
    });
  });

  describe('who may call', () => {
    const calls = (id: string) =>
      [
        { method: 'GET', url: DEVICE_PATHS.firmwareReleases },
        { method: 'GET', url: `${DEVICE_PATHS.firmwareCheck}?MODEL=DotPad320A&FIRMWARE=1.0` },
        { method: 'GET', url: DEVICE_PATHS.firmwareSigningKey },
        { method: 'GET', url: firmwareFilePath(id) },
        { method: 'DELETE', url: firmwareReleasePath(id) },
      ] as const;
    let id: string;
    beforeAll(async () => {
      id = (await upload('DotPadR', '1.0')).RELEASE_NO;
    });

    it('a guest: 401 for every call, and an upload stores nothing', async () => {
      for (const call of calls(id)) {
        const response = await bench.call(null, call);
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(response.json().errors[0].code).toBe('UNAUTHORIZED');
      }
      const blobs = firmwareBlobs();
      const rows = await releaseCount();
      const bytes = firmwareBytes(300, 4);
      const response = await post(null, signedReleaseFields(operator, { model: 'DotPadG', version: '1.0', bytes }), { data: bytes });
      expect(response.statusCode).toBe(401);
      expect(firmwareBlobs()).toEqual(blobs);
      expect(await releaseCount()).toBe(rows);
    });

    it('a DOT-USER reads, checks and downloads, but may not upload or withdraw (403 FORBIDDEN)', async () => {
      expect((await bench.call(user, { method: 'GET', url: DEVICE_PATHS.firmwareReleases })).statusCode).toBe(200);
      expect((await bench.call(user, { method: 'GET', url: firmwareFilePath(id) })).statusCode).toBe(200);
      const bytes = firmwareBytes(300, 5);
      const blobs = firmwareBlobs();
      const upload = await post(user, signedReleaseFields(operator, { model: 'DotPadU', version: '1.0', bytes }), { data: bytes });
      expect(upload.statusCode).toBe(403);
      expect(upload.json().errors[0]).toEqual({ code: 'FORBIDDEN', msg: 'Forbidden' });
      expect(firmwareBlobs()).toEqual(blobs);
      const withdraw = await bench.call(user, { method: 'DELETE', url: firmwareReleasePath(id) });
      expect(withdraw.statusCode).toBe(403);
      expect((await bench.call(user, { method: 'GET', url: firmwareFilePath(id) })).statusCode).toBe(200);
    });

    it('a token from another issuer, even one claiming DOT-ADMIN: 401 for every call', async () => {
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const foreign = await new SignJWT({ resource_access: { 'dot-saas-user': { roles: ['DOT-ADMIN'] } }, preferred_username: 'intruder' })
        .setProtectedHeader({ alg: 'ES256', kid: 'foreign' })
        .setIssuer('https://issuer.example.org/realms/other')
        .setAudience('account')
        .setSubject('intruder')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      const intruder = { token: foreign, userNo: 'intruder' };
      for (const call of calls(id)) expect((await bench.call(intruder, call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      const bytes = firmwareBytes(300, 6);
      expect((await post(intruder, signedReleaseFields(operator, { model: 'DotPadF', version: '1.0', bytes }), { data: bytes })).statusCode).toBe(401);
      // A token of this issuer whose signature was tampered with is no better.
      const [head, body] = admin.token.split('.');
      expect((await bench.call({ token: `${head}.${body}.AAAA`, userNo: admin.userNo }, calls(id)[0])).statusCode).toBe(401);
    });

    it("gives the operator's public key and fingerprint to signed-in users", async () => {
      const response = await bench.call(user, { method: 'GET', url: DEVICE_PATHS.firmwareSigningKey });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ PUBLIC_KEY: operator.signingKey.pem, FINGERPRINT: operator.signingKey.fingerprint });
      expect(operator.signingKey.fingerprint).toMatch(/^([0-9a-f]{4} ){15}[0-9a-f]{4}$/);
    });
  });

  describe('a server without a signing key', () => {
    let bare: DriveTestApp;
    beforeAll(async () => {
      bare = await startDriveTestApp(engine, {}, { firmware: { signingKey: undefined, maxBytes: MAX_BYTES } });
    }, 120_000);
    afterAll(async () => {
      await bare?.close();
    });

    it('refuses every upload with FIRMWARE_NO_KEY before storing anything, and says it has no key', async () => {
      const bytes = firmwareBytes(300, 7);
      const form = multipartForm([...Object.entries(signedReleaseFields(operator, { model: 'DotPadN', version: '1.0', bytes })).map(([name, value]) => ({ name, value })), { name: 'FILE', fileName: 'n.bin', data: bytes }]);
      const response = await bare.call(bare.owner, { method: 'POST', url: DEVICE_PATHS.firmwareReleases, payload: form.payload, headers: form.headers });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].code).toBe('FIRMWARE_NO_KEY');
      expect(response.json().errors[0].msg).toMatch(/FIRMWARE_SIGNING_KEY/);
      expect(storedFiles(bare.blobsDir).filter((path) => path.startsWith('firmware'))).toEqual([]);
      const key = await bare.call(bare.other, { method: 'GET', url: DEVICE_PATHS.firmwareSigningKey });
      expect(key.json().data).toEqual({ PUBLIC_KEY: null, FINGERPRINT: null });
    });
  });
});
