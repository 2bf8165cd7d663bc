// Installing firmware on a display (issue 24). The Dot Pad's update protocol
// is not public: Dot's SDKs and BRLTTY expose only the version queries
// (0x0000/0x0001, 0x0010/0x0011), no update, bootloader or DFU command. So
// the only implementation is the virtual display's simulated update, which
// lets the whole flow be tested end to end; a real updater can be added the
// day the protocol is published. Nothing here may send an unknown command to
// a real display (docs/device.md, "Firmware").

import type { CancelSignal } from '../connection/connectDevice.ts';

/** A release, as the catalogue gave it: the file and the checksum the operator signed. */
export interface FirmwareImage {
  readonly version: string;
  readonly bytes: Uint8Array;
  /** SHA-256 of `bytes`, 64 hex digits, from the signed catalogue entry. */
  readonly sha256: string;
}

/** The steps of an update, in order. */
export type FirmwareUpdateStage = 'verifying' | 'transferring' | 'installing' | 'restarting';

export interface FirmwareProgress {
  readonly stage: FirmwareUpdateStage;
  /** The whole update done so far, 0 to 1, never going back. */
  readonly fraction: number;
}

/** What a simulated update acts out: success, the power lost mid-transfer, or the display refusing the image's checksum. */
export type SimulatedFirmwareOutcome = 'success' | 'powerLoss' | 'checksumFailure';
export const SIMULATED_FIRMWARE_OUTCOMES: readonly SimulatedFirmwareOutcome[] = ['success', 'powerLoss', 'checksumFailure'];

export interface FirmwareUpdateOptions {
  readonly onProgress?: (progress: FirmwareProgress) => void;
  /** Aborting before the install stage stops the update and leaves the old firmware. */
  readonly signal?: CancelSignal;
  /** Simulated updaters only: the outcome to act out (success unless given). */
  readonly simulate?: SimulatedFirmwareOutcome;
}

export interface FirmwareUpdateResult {
  /** The firmware version the display reports after restarting. */
  readonly firmware: string;
}

/**
 * Installs an image on the connected display. Rejects with a DeviceError
 * (FIRMWARE_CHECKSUM, FIRMWARE_POWER_LOST, FIRMWARE_CANCELLED, NOT_CONNECTED)
 * and the display keeps its old firmware.
 */
export interface FirmwareUpdater {
  /** True for the virtual display's simulated update: the UI says so. */
  readonly simulated: boolean;
  update(image: FirmwareImage, options?: FirmwareUpdateOptions): Promise<FirmwareUpdateResult>;
}
