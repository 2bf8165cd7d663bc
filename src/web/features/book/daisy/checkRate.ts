import { DAISY_RATE } from '../../../../shared/api/daisy.ts';
import type { Checked } from '../dialogs/validation.ts';
import { daisyMessages as m } from './messages.ts';

/** The speaking rate: a whole number of words per minute within DAISY_RATE (the field gives NaN when empty). */
export function checkRate(value: number): Checked<number> {
  if (Number.isInteger(value) && value >= DAISY_RATE.min && value <= DAISY_RATE.max) return { ok: true, value };
  return { ok: false, error: m.rateInvalid, values: { min: DAISY_RATE.min, max: DAISY_RATE.max } };
}
