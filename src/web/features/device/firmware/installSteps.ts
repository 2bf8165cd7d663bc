import { firmwareMessages as m } from './messages.ts';

/**
 * The hand-off to the maker's updater, a step at a time: download, power,
 * the maker's updater and its cable, the file and the wait, then back here
 * to check. The app never writes firmware to a real display itself
 * (docs/device.md, "Firmware update").
 */
export const INSTALL_STEPS = [m.step1, m.step2, m.step3, m.step4, m.step5] as const;

/** A step index kept within the steps. */
export function clampStep(step: number): number {
  return Math.max(0, Math.min(INSTALL_STEPS.length - 1, Math.floor(step)));
}
