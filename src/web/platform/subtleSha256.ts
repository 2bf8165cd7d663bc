// SHA-256 for the device engine, from the browser's Web Crypto. Core has no
// crypto of its own (it is pure), so the simulated firmware update is given
// this to check an image against the checksum the operator signed.

import type { Sha256Digest } from '../../core/device/index.ts';

export const subtleSha256: Sha256Digest = async (bytes) => {
  // A copy on its own ArrayBuffer: digest() takes no view of a SharedArrayBuffer.
  const hash = await crypto.subtle.digest('SHA-256', bytes.slice());
  return Array.from(new Uint8Array(hash), (byte) => byte.toString(16).padStart(2, '0')).join('');
};
