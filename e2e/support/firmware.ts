import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VIRTUAL_BOARDS } from '../../src/core/device/index.ts';
import { DEVICE_PATHS } from '../../src/shared/api/deviceAppPaths.ts';
import { signFirmware } from '../../src/server/firmware/signFirmware.ts';
import { E2E_PORT } from './accounts.ts';
import { realTokens } from './session.ts';

// A firmware release for the virtual 320 in the e2e server's catalogue,
// signed with the server's own operator key (made in its data folder at the
// first start, as `tactile firmware sign` would use it).

const MODEL = VIRTUAL_BOARDS[320].name;
/** Newer than the virtual 320's 2.4.0. The catalogue keeps one per version: every spec seeds this one, and a second run finds it there. */
export const FIRMWARE_VERSION = '2.9.1';
export const FIRMWARE_NOTES = 'Pins settle faster.\nThe text line pages at word boundaries.';

/** Adds the release as the administrator; one already listed is fine. */
export async function seedRelease(baseURL: string): Promise<void> {
  const key = readFileSync(join(tmpdir(), `tactile-studio-e2e-${E2E_PORT}`, 'firmware', 'signing-key.pem'), 'utf8');
  const bytes = new TextEncoder().encode(`firmware image ${MODEL} ${FIRMWARE_VERSION}\n`.repeat(64));
  const { sha256, signature } = signFirmware(key, { model: MODEL, version: FIRMWARE_VERSION, bytes });
  const form = new FormData();
  for (const [name, value] of Object.entries({ MODEL, VERSION: FIRMWARE_VERSION, NOTES: FIRMWARE_NOTES, SHA256: sha256, SIGNATURE: signature })) form.append(name, value);
  form.append('FILE', new Blob([bytes]), `dotpad320a-${FIRMWARE_VERSION}.bin`);
  const { access_token: token } = await realTokens('admin', baseURL);
  const response = await fetch(new URL(DEVICE_PATHS.firmwareReleases, baseURL), { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  if (response.status !== 201 && response.status !== 409) throw new Error(`The release was not added: ${response.status} ${await response.text()}`);
}
