// The virtual display's simulated firmware update (issue 24): the whole flow
// — verify, transfer, install, restart — acted out on the injected Clock, so
// the firmware screen can be tested end to end, including the power lost
// mid-transfer and a display refusing a damaged image. No packet is invented
// for it: the "transfer" happens inside the simulation (the virtual device's
// own copy of the image), and the only thing said over the link is the
// documented firmware query (0x0000) once the display has restarted. A real
// display never gets this updater (docs/device.md, "Firmware update").

import type { Clock } from '../clock.ts';
import { DeviceError } from '../errors.ts';
import { isReportableFirmwareVersion, wireTimeMs, type VirtualDevice } from '../virtual/index.ts';
import { SIMULATED_FIRMWARE_OUTCOMES, type FirmwareImage, type FirmwareUpdateOptions, type FirmwareUpdateResult, type FirmwareUpdater } from './firmwareUpdater.ts';
import { createProgressTrack, type ProgressTrack } from './progressTrack.ts';
import { createStopper, type Stopper } from './stopper.ts';

/** SHA-256 of some bytes as 64 hex digits. Core has no crypto: the web passes one built on crypto.subtle, tests node:crypto's. */
export type Sha256Digest = (bytes: Uint8Array) => Promise<string>;

/** The speed assumed when the virtual link has none (the in-page display): USB serial's 115200 baud. */
export const FIRMWARE_DEFAULT_BAUD = 115_200;
/** The transfer takes the image's wire time, but never less than this (so progress can be followed)… */
export const FIRMWARE_TRANSFER_MIN_MS = 500;
/** …nor more (a real image would take minutes at serial speed; the e2e must stay quick). */
export const FIRMWARE_TRANSFER_MAX_MS = 3000;
/** Progress is reported every step of this length. */
export const FIRMWARE_STEP_MS = 100;
/** Writing the image to the display's flash. */
export const FIRMWARE_INSTALL_MS = 1000;
/** The display restarting on its new firmware. */
export const FIRMWARE_RESTART_MS = 500;

export interface VirtualFirmwareUpdaterOptions {
  readonly device: VirtualDevice;
  readonly clock: Clock;
  readonly digest: Sha256Digest;
  /**
   * Asks the display its version over the link once it has restarted (the
   * connection's readFirmware). Without it, or when it gets no answer, the
   * result is the version the virtual device now holds.
   */
  readonly readFirmware?: () => Promise<string | undefined>;
}

/** How long the transfer of `byteCount` bytes takes at `baud`, within the bounds above. */
export function firmwareTransferMs(byteCount: number, baud: number = FIRMWARE_DEFAULT_BAUD): number {
  return Math.min(FIRMWARE_TRANSFER_MAX_MS, Math.max(FIRMWARE_TRANSFER_MIN_MS, wireTimeMs(byteCount, baud)));
}

const HEX_SHA256 = /^[0-9a-f]{64}$/;

export function createVirtualFirmwareUpdater(options: VirtualFirmwareUpdaterOptions): FirmwareUpdater {
  const { device, clock, digest } = options;

  async function update(image: FirmwareImage, updateOptions: FirmwareUpdateOptions = {}): Promise<FirmwareUpdateResult> {
    const simulate = updateOptions.simulate ?? 'success';
    if (!SIMULATED_FIRMWARE_OUTCOMES.includes(simulate)) throw new RangeError(`There is no simulated firmware outcome ${String(simulate)}.`);
    // The catalogue only holds versions a display can report (parseFirmwareVersion); anything else is a caller's mistake.
    if (!isReportableFirmwareVersion(image.version)) throw new RangeError(`A display cannot report the firmware version ${JSON.stringify(image.version)}.`);

    // Every failure leaves the old firmware, and says which it is.
    const values = { version: device.firmware };
    const failure = (code: 'FIRMWARE_CHECKSUM' | 'FIRMWARE_POWER_LOST' | 'FIRMWARE_CANCELLED' | 'NOT_CONNECTED', why: string) =>
      new DeviceError(code, why, code === 'NOT_CONNECTED' ? {} : { values });
    const stopper = createStopper(clock);
    const progress = createProgressTrack(updateOptions.onProgress);
    // Until the install starts the update can be stopped; from then on the
    // display is writing its flash, and stopping it half-way is what would
    // leave it unusable, so a cancel is ignored (the UI disables Cancel).
    let installing = false;
    let powerCut = false;
    const { signal } = updateOptions;
    const onAbort = () => {
      if (!installing) stopper.stop(failure('FIRMWARE_CANCELLED', 'The firmware update was cancelled.'));
    };
    const stopClose = device.transport.onClose(() => {
      if (powerCut) stopper.stop(failure('FIRMWARE_POWER_LOST', 'The display lost power during the firmware transfer.'));
      else if (!installing) stopper.stop(failure('NOT_CONNECTED', 'The display was disconnected during the firmware update.'));
    });
    if (signal?.aborted) onAbort();
    signal?.addEventListener('abort', onAbort);

    try {
      // Verifying: the file is what the operator signed.
      progress.report('verifying', 0);
      stopper.check();
      const expected = image.sha256.trim().toLowerCase();
      const actual = await digest(image.bytes);
      stopper.check();
      if (!HEX_SHA256.test(expected) || actual.toLowerCase() !== expected) {
        throw failure('FIRMWARE_CHECKSUM', 'The firmware image does not match its checksum; nothing was sent.');
      }
      progress.report('verifying', 1);

      // Transferring, in steps, into the display's own copy.
      const received = await transfer(image.bytes, simulate, stopper, progress, () => {
        powerCut = true;
        device.disconnect();
      });
      // The display checks what it received before writing it.
      const receivedSum = await digest(received);
      stopper.check();
      if (receivedSum.toLowerCase() !== expected) {
        throw failure('FIRMWARE_CHECKSUM', 'The display found the received firmware image damaged and did not install it.');
      }

      // Installing: no cancel from here on (see `installing`).
      installing = true;
      signal?.removeEventListener('abort', onAbort);
      await steps(FIRMWARE_INSTALL_MS, (done) => progress.report('installing', done), stopper);

      // Restarting on the new firmware; then ask it which it runs.
      await steps(FIRMWARE_RESTART_MS, (done) => progress.report('restarting', done * 0.5), stopper);
      device.installFirmware(image.version);
      const reported = await options.readFirmware?.().catch(() => undefined);
      progress.report('restarting', 1);
      return { firmware: reported || device.firmware };
    } finally {
      stopClose();
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /** The image crossing to the display step by step; powerLoss cuts the link half-way, checksumFailure damages one byte on the way. */
  async function transfer(
    bytes: Uint8Array,
    simulate: FirmwareUpdateOptions['simulate'],
    stopper: Stopper,
    progress: ProgressTrack,
    cutPower: () => void,
  ): Promise<Uint8Array> {
    const totalMs = firmwareTransferMs(bytes.length, device.baud);
    const stepCount = Math.max(1, Math.ceil(totalMs / FIRMWARE_STEP_MS));
    const middle = Math.floor(stepCount / 2);
    const received = new Uint8Array(bytes.length);
    let copied = 0;
    progress.report('transferring', 0);
    for (let step = 1; step <= stepCount; step++) {
      await stopper.wait(totalMs / stepCount);
      const upTo = Math.round((bytes.length * step) / stepCount);
      received.set(bytes.subarray(copied, upTo), copied);
      copied = upTo;
      if (step === middle + 1 && simulate === 'powerLoss') {
        cutPower();
        stopper.check();
      }
      progress.report('transferring', step / stepCount);
    }
    if (simulate !== 'checksumFailure') return received;
    // One byte damaged in transit (or, for an empty image, one stray byte added): the display's sum no longer matches.
    if (received.length === 0) return Uint8Array.of(0);
    const at = Math.floor(received.length / 2);
    received[at] = (received[at] ?? 0) ^ 0xff;
    return received;
  }

  /** `totalMs` on the clock in FIRMWARE_STEP_MS steps, telling `done` the share done after each. */
  async function steps(totalMs: number, done: (share: number) => void, stopper: Stopper): Promise<void> {
    const count = Math.max(1, Math.ceil(totalMs / FIRMWARE_STEP_MS));
    done(0);
    for (let step = 1; step <= count; step++) {
      await stopper.wait(totalMs / count);
      done(step / count);
    }
  }

  return { simulated: true, update };
}
