import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../config.ts';
import { firmwareStatement } from '../../shared/api/firmware.ts';
import { sha256Of, signFirmware } from './signFirmware.ts';
import { EMBEDDED_KEY_FILES, SigningKeyError, configuredSigningKey, embeddedSigningKey, firmwareSigningKeyFor } from './signingKey.ts';

// The operator's key (issue 24): FIRMWARE_SIGNING_KEY read with the
// configuration (a bad value stops the start naming the setting), and the
// embedded default made once in DATA_DIR.

const pemOf = (key: ReturnType<typeof generateKeyPairSync>['publicKey']) => key.export({ type: 'spki', format: 'pem' }).toString();

describe('FIRMWARE_SIGNING_KEY', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fw-key-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('takes the PEM text itself, also with literal \\n as environment files write it', () => {
    const { publicKey } = generateKeyPairSync('ed25519');
    const pem = pemOf(publicKey);
    expect(configFromEnv({ FIRMWARE_SIGNING_KEY: pem }).firmwareSigningKey?.pem).toBe(pem);
    expect(configFromEnv({ FIRMWARE_SIGNING_KEY: pem.replace(/\n/g, '\\n') }).firmwareSigningKey?.pem).toBe(pem);
  });

  it('takes the path of a PEM file', async () => {
    const { publicKey } = generateKeyPairSync('ed25519');
    const path = join(dir, 'operator.pub.pem');
    await writeFile(path, pemOf(publicKey));
    const key = configuredSigningKey(path);
    expect(key.pem).toBe(pemOf(publicKey));
    expect(key.fingerprint).toMatch(/^([0-9a-f]{4} ){15}[0-9a-f]{4}$/);
    expect(key.privateKeyPath).toBeUndefined();
  });

  it('is unset by default: no configured key', () => {
    expect(configFromEnv({}).firmwareSigningKey).toBeUndefined();
    expect(configFromEnv({ FIRMWARE_SIGNING_KEY: '  ' }).firmwareSigningKey).toBeUndefined();
  });

  it('stops the start with a message naming the setting for a missing file, a private key, another kind of key, or no key at all', () => {
    const ed = generateKeyPairSync('ed25519');
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const cases: [string, RegExp][] = [
      [join(dir, 'nothing-here.pem'), /FIRMWARE_SIGNING_KEY names ".*nothing-here\.pem", which cannot be read \(there is no such file\)/],
      [ed.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), /FIRMWARE_SIGNING_KEY holds a private key\. Give the server the public key only/],
      [pemOf(rsa.publicKey), /FIRMWARE_SIGNING_KEY is a rsa key; firmware releases are signed with Ed25519/],
      ['-----BEGIN PUBLIC KEY-----\nnot a key\n-----END PUBLIC KEY-----\n', /FIRMWARE_SIGNING_KEY is not a PEM public key/],
    ];
    for (const [value, message] of cases) {
      expect(() => configFromEnv({ FIRMWARE_SIGNING_KEY: value })).toThrow(ConfigError);
      expect(() => configFromEnv({ FIRMWARE_SIGNING_KEY: value })).toThrow(message);
    }
  });

  it('names the file when the file holds something else', async () => {
    const path = join(dir, 'notes.txt');
    await writeFile(path, 'hello');
    expect(() => configuredSigningKey(path)).toThrow(SigningKeyError);
    expect(() => configuredSigningKey(path)).toThrow(/FIRMWARE_SIGNING_KEY \(the file .*notes\.txt\) is not a PEM public key/);
  });
});

describe('the embedded default key', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'fw-data-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  const privatePath = () => join(dataDir, EMBEDDED_KEY_FILES.dir, EMBEDDED_KEY_FILES.privateKey);
  const publicPath = () => join(dataDir, EMBEDDED_KEY_FILES.dir, EMBEDDED_KEY_FILES.publicKey);

  it('is made once in <DATA_DIR>/firmware/: a PKCS8 private key only its owner reads, and the public key the server uses', async () => {
    const first = await embeddedSigningKey(dataDir);
    expect(first.privateKeyPath).toBe(privatePath());
    const privatePem = await readFile(privatePath(), 'utf8');
    expect(privatePem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect((await stat(privatePath())).mode & 0o777).toBe(0o600);
    expect(await readFile(publicPath(), 'utf8')).toBe(first.pem);
    // What the operator signs with the private file verifies with the key the server uses.
    const bytes = Buffer.from('image');
    const { signature } = signFirmware(privatePem, { model: 'DotPad320A', version: '1.0', bytes });
    expect(signature).toMatch(/^[A-Za-z0-9+/]{86}==$/);
    const statement = Buffer.from(firmwareStatement({ model: 'DotPad320A', version: '1.0', sha256: sha256Of(bytes) }));
    expect(verify(null, statement, first.publicKey, Buffer.from(signature, 'base64'))).toBe(true);
    expect(verify(null, Buffer.from(firmwareStatement({ model: 'DotPad320A', version: '1.1', sha256: sha256Of(bytes) })), first.publicKey, Buffer.from(signature, 'base64'))).toBe(false);
    const again = await embeddedSigningKey(dataDir);
    expect(again.fingerprint).toBe(first.fingerprint);
    expect(await readFile(privatePath(), 'utf8')).toBe(privatePem);
  });

  it('keeps working from the public file alone once the operator took the private key away, and makes no new pair', async () => {
    const first = await embeddedSigningKey(dataDir);
    await unlink(privatePath());
    const after = await embeddedSigningKey(dataDir);
    expect(after.fingerprint).toBe(first.fingerprint);
    expect(after.privateKeyPath).toBeUndefined();
    await expect(stat(privatePath())).rejects.toThrow();
  });

  it('gets the public file back from the private key', async () => {
    const first = await embeddedSigningKey(dataDir);
    await unlink(publicPath());
    const after = await embeddedSigningKey(dataDir);
    expect(after.fingerprint).toBe(first.fingerprint);
    expect(await readFile(publicPath(), 'utf8')).toBe(first.pem);
  });

  it('is used only with the embedded database: with PostgreSQL, unset means no key (servers would each make their own)', async () => {
    expect(await firmwareSigningKeyFor(undefined, dataDir, false)).toBeUndefined();
    await expect(stat(join(dataDir, EMBEDDED_KEY_FILES.dir))).rejects.toThrow();
    expect((await firmwareSigningKeyFor(undefined, dataDir, true))?.privateKeyPath).toBe(privatePath());
    // A configured key wins, and nothing is made.
    const other = await mkdtemp(join(tmpdir(), 'fw-data-'));
    try {
      const { publicKey, privateKey } = generateKeyPairSync('ed25519');
      const configured = configuredSigningKey(pemOf(publicKey));
      expect(await firmwareSigningKeyFor(configured, other, true)).toBe(configured);
      await expect(stat(join(other, EMBEDDED_KEY_FILES.dir))).rejects.toThrow();
      expect(verify(null, Buffer.from('x'), configured.publicKey, sign(null, Buffer.from('x'), privateKey))).toBe(true);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});
