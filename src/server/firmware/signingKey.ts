import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// The operator's Ed25519 key, whose signature every release of the firmware
// catalogue carries (shared/api/firmware.ts). The server needs only the
// public half: FIRMWARE_SIGNING_KEY names it (a file, or the PEM itself).
// Left unset on a server with the embedded database, one key pair is made
// once in <DATA_DIR>/firmware/ so a fresh install can be tried end to end;
// the operator signs with its private half (`tactile firmware sign`) and may
// move that file off the server: the public one alone is enough from then on.

/** The public key releases are verified with. */
export interface FirmwareSigningKey {
  readonly publicKey: KeyObject;
  /** SPKI PEM, as GET firmware/signing-key answers it. */
  readonly pem: string;
  /** SHA-256 of the SPKI DER, hex in groups of four. */
  readonly fingerprint: string;
  /** Where the private key is, when the server made the pair itself (printed at start). */
  readonly privateKeyPath?: string;
}

export class SigningKeyError extends Error {}

/** The files of the embedded default key pair, in DATA_DIR. */
export const EMBEDDED_KEY_FILES = { dir: 'firmware', privateKey: 'signing-key.pem', publicKey: 'signing-key.pub.pem' } as const;

export function fingerprintOf(publicKey: KeyObject): string {
  const hex = createHash('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest('hex');
  return hex.match(/.{4}/g)?.join(' ') ?? hex;
}

/** An Ed25519 public key from PEM text; `where` names the setting in the message. */
export function publicKeyFromPem(text: string, where: string): FirmwareSigningKey {
  if (/-----BEGIN (ENCRYPTED |RSA |EC |OPENSSH )?PRIVATE KEY-----/.test(text)) {
    throw new SigningKeyError(`${where} holds a private key. Give the server the public key only (signing-key.pub.pem, or "tactile firmware keygen"'s .pub.pem): the private key stays with whoever signs releases.`);
  }
  let publicKey: KeyObject;
  try {
    publicKey = createPublicKey({ key: text, format: 'pem' });
  } catch {
    throw new SigningKeyError(`${where} is not a PEM public key (-----BEGIN PUBLIC KEY----- … -----END PUBLIC KEY-----).`);
  }
  if (publicKey.asymmetricKeyType !== 'ed25519') {
    throw new SigningKeyError(`${where} is a ${publicKey.asymmetricKeyType ?? 'unknown'} key; firmware releases are signed with Ed25519 ("tactile firmware keygen" makes one).`);
  }
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  return { publicKey, pem, fingerprint: fingerprintOf(publicKey) };
}

/** FIRMWARE_SIGNING_KEY as the operator wrote it: the PEM text itself, or the path of a file holding it. */
export function configuredSigningKey(value: string): FirmwareSigningKey {
  // Environment files often carry a PEM on one line with literal \n.
  const text = value.includes('-----BEGIN') ? value.replace(/\\n/g, '\n') : undefined;
  if (text !== undefined) return publicKeyFromPem(text, 'FIRMWARE_SIGNING_KEY');
  let file: string;
  try {
    file = readFileSync(value, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : (error as Error).message;
    throw new SigningKeyError(`FIRMWARE_SIGNING_KEY names ${JSON.stringify(value)}, which cannot be read (${reason}). Give the path of an Ed25519 public key in PEM, or the PEM text itself.`);
  }
  return publicKeyFromPem(file, `FIRMWARE_SIGNING_KEY (the file ${value})`);
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The embedded default: the public key of <dataDir>/firmware/, made once.
 * A private key without its public file gets it back; a public file alone
 * (the operator moved the private key away) is used as it is, and no new
 * pair is made over it.
 */
export async function embeddedSigningKey(dataDir: string): Promise<FirmwareSigningKey> {
  const dir = join(dataDir, EMBEDDED_KEY_FILES.dir);
  const privatePath = join(dir, EMBEDDED_KEY_FILES.privateKey);
  const publicPath = join(dir, EMBEDDED_KEY_FILES.publicKey);
  const publicPem = await readFile(publicPath, 'utf8').catch((error: unknown) => (missing(error) ? undefined : Promise.reject(error)));
  const privatePem = await readFile(privatePath, 'utf8').catch((error: unknown) => (missing(error) ? undefined : Promise.reject(error)));
  const withPrivate = (key: FirmwareSigningKey) => (privatePem === undefined ? key : { ...key, privateKeyPath: privatePath });
  if (publicPem !== undefined) return withPrivate(publicKeyFromPem(publicPem, publicPath));
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (privatePem !== undefined) {
    let derived: string;
    try {
      derived = createPublicKey(createPrivateKey(privatePem)).export({ type: 'spki', format: 'pem' }).toString();
    } catch {
      throw new SigningKeyError(`${privatePath} is not a PEM private key: remove it (a new key pair is then made) or put the operator's key back.`);
    }
    await writeFile(publicPath, derived, { mode: 0o644 });
    return { ...publicKeyFromPem(derived, publicPath), privateKeyPath: privatePath };
  }
  const pair = generateKeyPairSync('ed25519');
  const privateText = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const publicText = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  // 'wx': another process that made the pair a moment before keeps its own.
  await writeFile(privatePath, privateText, { mode: 0o600, flag: 'wx' });
  await chmod(privatePath, 0o600);
  await writeFile(publicPath, publicText, { mode: 0o644, flag: 'wx' });
  return { ...publicKeyFromPem(publicText, publicPath), privateKeyPath: privatePath };
}

/**
 * The key the server verifies with: FIRMWARE_SIGNING_KEY when set (read with
 * the configuration); else the embedded default, but only with the embedded
 * database (one server, its own DATA_DIR). Servers that share PostgreSQL
 * would each make a different pair, so there, unset means no key: uploads
 * are refused with FIRMWARE_NO_KEY until the operator sets one.
 */
export async function firmwareSigningKeyFor(configured: FirmwareSigningKey | undefined, dataDir: string, embeddedDatabase: boolean): Promise<FirmwareSigningKey | undefined> {
  if (configured !== undefined) return configured;
  return embeddedDatabase ? embeddedSigningKey(dataDir) : undefined;
}
