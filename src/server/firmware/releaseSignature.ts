import { verify } from 'node:crypto';
import { firmwareStatement } from '../../shared/api/firmware.ts';
import { firmwareRefusal } from './firmwareErrors.ts';
import type { FirmwareSigningKey } from './signingKey.ts';

// The operator's word for a release: an Ed25519 signature over the
// statement naming model, version and SHA-256 together, so a signature made
// for one model or version (or one file) vouches for nothing else.

export function checkReleaseSignature(key: FirmwareSigningKey, release: { readonly model: string; readonly version: string; readonly sha256: string }, signature: Buffer): void {
  const statement = Buffer.from(firmwareStatement(release), 'utf8');
  let good = false;
  try {
    good = verify(null, statement, key.publicKey, signature);
  } catch {
    good = false;
  }
  if (!good) {
    throw firmwareRefusal.signature(
      `SIGNATURE does not verify with this server's signing key (fingerprint ${key.fingerprint}) for ${release.model} ${release.version} with this SHA256. Sign exactly this model, version and file with the matching private key (tactile firmware sign).`,
    );
  }
}
