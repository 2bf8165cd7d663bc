// The progress of an update as one number that never goes back: each stage
// owns a band of the whole (the transfer the largest, as it takes longest),
// and a stage's own share maps into its band.

import type { FirmwareProgress, FirmwareUpdateStage } from './firmwareUpdater.ts';

/** Where each stage starts and ends in the whole, 0 to 1. */
export const FIRMWARE_STAGE_BANDS: Readonly<Record<FirmwareUpdateStage, readonly [number, number]>> = {
  verifying: [0, 0.05],
  transferring: [0.05, 0.85],
  installing: [0.85, 0.95],
  restarting: [0.95, 1],
};

export interface ProgressTrack {
  /** `share` of `stage` done (0 to 1); told to the listener as the whole done so far. */
  report(stage: FirmwareUpdateStage, share: number): void;
}

export function createProgressTrack(listener: ((progress: FirmwareProgress) => void) | undefined): ProgressTrack {
  let last = 0;
  return {
    report(stage, share) {
      const [from, to] = FIRMWARE_STAGE_BANDS[stage];
      const fraction = from + (to - from) * Math.min(1, Math.max(0, share));
      // Never back: a stage reported again at its start stays where the whole already is.
      last = Math.max(last, fraction);
      listener?.({ stage, fraction: last });
    },
  };
}
