import type { QueueSettings } from '../../jobs/jobQueue.ts';
import { DEFAULT_DAISY_SETTINGS, type DaisySettings } from './daisySettings.ts';

// DAISY_* settings (docs/CONFIGURATION.md). The queue's lease and attempts are
// the conversions' (CONVERT_LEASE_SECONDS, CONVERT_MAX_ATTEMPTS): one queue,
// one rule for when a worker is taken to be dead.

export class DaisySettingsError extends Error {}

function wholeFrom(env: Readonly<Record<string, string | undefined>>, name: string, min: number, max: number, fallback: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new DaisySettingsError(`${name} must be a whole number from ${min} to ${max}, not "${value}".`);
  return number;
}

export function daisySettingsFromEnv(env: Readonly<Record<string, string | undefined>>, queue: QueueSettings): DaisySettings {
  const d = DEFAULT_DAISY_SETTINGS;
  return {
    workers: wholeFrom(env, 'DAISY_WORKERS', 0, 16, d.workers),
    pollMs: d.pollMs,
    queue,
    limits: {
      ...d.limits,
      timeoutMs: wholeFrom(env, 'DAISY_TIMEOUT_SECONDS', 10, 24 * 3600, d.limits.timeoutMs / 1000) * 1000,
      maxBookBytes: wholeFrom(env, 'DAISY_MAX_BOOK_MB', 1, 64 * 1024, d.limits.maxBookBytes / 1048576) * 1048576,
    },
  };
}
