import { createHash, createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { firmwareStatement } from '../../shared/api/firmware.ts';

// What the operator does to vouch for a release, off the server: hash the
// file and sign the statement (model, version, hash) with the Ed25519
// private key. `tactile firmware sign` runs this; tests and the e2e journey
// sign their releases with it too.

export interface FirmwareSignature {
  /** Lower-case hex. */
  readonly sha256: string;
  /** Base64. */
  readonly signature: string;
}

export const sha256Of = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** The SHA256 and SIGNATURE fields of a release; `sha256` stands for the file when the file is elsewhere (DOWNLOAD_URL). */
export function signFirmware(privateKey: KeyObject | string, release: { readonly model: string; readonly version: string } & ({ readonly bytes: Uint8Array } | { readonly sha256: string })): FirmwareSignature {
  const key = typeof privateKey === 'string' ? createPrivateKey(privateKey) : privateKey;
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`The key is ${key.asymmetricKeyType ?? 'not a private key'}; firmware releases are signed with Ed25519.`);
  const sha256 = 'bytes' in release ? sha256Of(release.bytes) : release.sha256.toLowerCase();
  const signature = sign(null, Buffer.from(firmwareStatement({ model: release.model, version: release.version, sha256 }), 'utf8'), key).toString('base64');
  return { sha256, signature };
}
