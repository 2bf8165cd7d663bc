export type { DaisyProblem, DaisyRule } from './problem.ts';
export { validateDaisyFolder, type DaisyValidationOptions } from './validateFolder.ts';
export { validateDaisyZip, DAISY_ZIP_LIMITS } from './validateZip.ts';
export { parseClock } from './clock.ts';
