// `tactile firmware`: the operator's side of the firmware catalogue (issue
// 24, docs/device.md "Firmware catalogue (server)"). `keygen` makes the
// Ed25519 key pair releases are signed with; `sign` prints the SHA256 and
// SIGNATURE fields of a release for the upload form. Signing happens here,
// off the server: a scaled server holds the public key only.

import { createHash, createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseFirmwareVersion } from '../shared/api/firmware.ts';
import { signFirmware } from '../server/firmware/signFirmware.ts';
import { EMBEDDED_KEY_FILES, fingerprintOf } from '../server/firmware/signingKey.ts';
import { EXIT, type CliCommand, type CliGroup } from './command.ts';
import { UsageError, parseArgs } from './options.ts';

const MODEL = /^[A-Za-z0-9-]{1,32}$/;

const errnoOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** `tactile firmware keygen DIR`: signing-key.pem (PKCS8, 0600) and signing-key.pub.pem (SPKI), never over existing files. */
export const firmwareKeygenCommand: CliCommand = {
  name: 'keygen',
  usage: 'firmware keygen DIR',
  summary: 'makes an Ed25519 key pair for signing firmware releases: DIR/signing-key.pem (private, keep it safe) and DIR/signing-key.pub.pem (FIRMWARE_SIGNING_KEY)',
  async run(args, io) {
    const [dir, ...extra] = parseArgs(args, {}).positional;
    if (dir === undefined || extra.length > 0) throw new UsageError(dir === undefined ? 'DIR is missing.' : `One folder only, not also "${extra[0]}".`);
    const privatePath = join(dir, EMBEDDED_KEY_FILES.privateKey);
    const publicPath = join(dir, EMBEDDED_KEY_FILES.publicKey);
    const pair = generateKeyPairSync('ed25519');
    await mkdir(dir, { recursive: true, mode: 0o700 });
    try {
      // 'wx': an existing key is never replaced (releases signed with it would stop verifying).
      await writeFile(privatePath, pair.privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if (errnoOf(error) !== 'EEXIST') throw error;
      io.err(`tactile firmware keygen: ${privatePath} already exists; it is left as it is. Choose another folder, or remove it first if you mean to replace the key.\n`);
      return EXIT.failed;
    }
    await writeFile(publicPath, pair.publicKey.export({ type: 'spki', format: 'pem' }), { mode: 0o644 });
    io.out(`private key ${privatePath}\npublic key  ${publicPath}\nfingerprint ${fingerprintOf(pair.publicKey)}\n`);
    return EXIT.ok;
  },
};

async function privateKeyFrom(path: string): Promise<KeyObject> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(`--key ${path} cannot be read (${errnoOf(error) === 'ENOENT' ? 'there is no such file' : (error as Error).message}).`);
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(text);
  } catch {
    throw new UsageError(`--key ${path} is not a PEM private key (tactile firmware keygen makes one).`);
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new UsageError(`--key ${path} is a ${key.asymmetricKeyType ?? 'unknown'} key; firmware releases are signed with Ed25519.`);
  return key;
}

async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** `tactile firmware sign --key PRIVATE.pem --model M --version V (FILE | --sha256 HEX)`. */
export const firmwareSignCommand: CliCommand = {
  name: 'sign',
  usage: 'firmware sign --key PRIVATE.pem --model M --version V (FILE | --sha256 HEX)',
  summary: "prints a release's SHA256 and SIGNATURE for the upload form; --sha256 instead of FILE for a file the vendor publishes (DOWNLOAD_URL)",
  async run(args, io) {
    const parsed = parseArgs(args, { values: ['--key', '--model', '--version', '--sha256'] });
    const keyPath = parsed.values.get('--key');
    const model = parsed.values.get('--model')?.trim();
    const version = parsed.values.get('--version')?.trim();
    const given = parsed.values.get('--sha256')?.trim();
    const [file, ...extra] = parsed.positional;
    if (keyPath === undefined) throw new UsageError('--key is missing: the private key (signing-key.pem).');
    if (model === undefined || !MODEL.test(model)) throw new UsageError(`--model must be the device name the display reports (letters, digits and '-', 1 to 32), such as DotPad320A.`);
    if (version === undefined || !parseFirmwareVersion(version)) throw new UsageError('--version must be dotted numbers (1 to 4 parts of 0 to 9999), optionally with a suffix after \'-\', such as 1.2.10.');
    if (extra.length > 0) throw new UsageError(`One file only, not also "${extra[0]}".`);
    if ((file === undefined) === (given === undefined)) throw new UsageError(file === undefined ? 'Give the firmware FILE, or --sha256 for a file you do not have here.' : 'Give FILE or --sha256, not both.');
    if (given !== undefined && !/^[0-9A-Fa-f]{64}$/.test(given)) throw new UsageError('--sha256 must be 64 hexadecimal digits.');
    const key = await privateKeyFrom(keyPath);
    let sha256 = given;
    if (file !== undefined) {
      try {
        sha256 = await sha256OfFile(file);
      } catch (error) {
        io.err(`tactile firmware sign: ${file} cannot be read (${errnoOf(error) === 'ENOENT' ? 'there is no such file' : (error as Error).message}).\n`);
        return EXIT.failed;
      }
    }
    const signed = signFirmware(key, { model, version, sha256: sha256 ?? '' });
    io.out(`MODEL ${model}\nVERSION ${version}\nSHA256 ${signed.sha256}\nSIGNATURE ${signed.signature}\n`);
    return EXIT.ok;
  },
};

export const firmwareGroup: CliGroup = { name: 'firmware', commands: [firmwareKeygenCommand, firmwareSignCommand] };
