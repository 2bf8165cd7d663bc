import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { signFirmware } from '../signFirmware.ts';
import { publicKeyFromPem, type FirmwareSigningKey } from '../signingKey.ts';

// Tests' operator: a fresh Ed25519 pair, and the form fields of a release
// signed with it (or deliberately not: another key, another model).

export interface TestOperator {
  /** What the server is given (as FIRMWARE_SIGNING_KEY would give it). */
  readonly signingKey: FirmwareSigningKey;
  readonly privateKey: KeyObject;
  /** The public key's PEM, for FIRMWARE_SIGNING_KEY. */
  readonly publicPem: string;
}

export function testOperator(): TestOperator {
  const pair = generateKeyPairSync('ed25519');
  const publicPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  return { signingKey: publicKeyFromPem(publicPem, 'the test key'), privateKey: pair.privateKey, publicPem };
}

/** A small stand-in for a firmware image: `size` bytes that differ per seed. */
export function firmwareBytes(size: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed * 7) & 0xff;
  return bytes;
}

/** The fields of a release of `bytes`, signed by `operator` (override any of them to make it wrong). */
export function signedReleaseFields(operator: TestOperator, release: { model: string; version: string; bytes: Buffer }, extra: Record<string, string> = {}): Record<string, string> {
  const { sha256, signature } = signFirmware(operator.privateKey, release);
  return { MODEL: release.model, VERSION: release.version, SHA256: sha256, SIGNATURE: signature, ...extra };
}
