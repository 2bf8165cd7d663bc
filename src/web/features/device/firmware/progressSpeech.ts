import type { FirmwareProgress } from '../../../../core/device/firmware/firmwareUpdater.ts';

/** The share of the update after which progress is said aloud: every quarter, and each new stage. */
export const SPOKEN_STEP = 0.25;

/**
 * Whether a progress report is worth saying: a new stage, or a quarter of the
 * whole passed since the last one said. Saying every report (ten a second)
 * would drown the screen reader.
 */
export function worthSaying(said: FirmwareProgress | undefined, next: FirmwareProgress): boolean {
  if (!said) return true;
  if (next.stage !== said.stage) return true;
  return Math.floor(next.fraction / SPOKEN_STEP) > Math.floor(said.fraction / SPOKEN_STEP);
}

/** The fraction as a whole percentage, never 100 before the end. */
export function percentOf(fraction: number): number {
  const percent = Math.floor(Math.max(0, Math.min(1, fraction)) * 100);
  return fraction < 1 ? Math.min(99, percent) : 100;
}
