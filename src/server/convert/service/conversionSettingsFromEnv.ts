import { DEFAULT_CONVERSION_SETTINGS, type ConversionSettings } from './conversionSettings.ts';

// CONVERT_* settings (docs/CONFIGURATION.md). Each is a whole number in a
// range; anything else is a configuration error naming the setting.

export class ConversionSettingsError extends Error {}

function wholeFrom(env: Readonly<Record<string, string | undefined>>, name: string, min: number, max: number, fallback: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new ConversionSettingsError(`${name} must be a whole number from ${min} to ${max}, not "${value}".`);
  return number;
}

export function conversionSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): ConversionSettings {
  const d = DEFAULT_CONVERSION_SETTINGS;
  const languages = env['CONVERT_OCR_LANGUAGES']?.trim();
  if (languages && !/^[a-z_]{3,16}(\+[a-z_]{3,16})*$/.test(languages)) throw new ConversionSettingsError(`CONVERT_OCR_LANGUAGES must be Tesseract language codes joined by +, such as kor+eng, not "${languages}".`);
  return {
    workers: wholeFrom(env, 'CONVERT_WORKERS', 0, 16, d.workers),
    pollMs: d.pollMs,
    queue: {
      leaseMs: wholeFrom(env, 'CONVERT_LEASE_SECONDS', 5, 3600, d.queue.leaseMs / 1000) * 1000,
      maxAttempts: wholeFrom(env, 'CONVERT_MAX_ATTEMPTS', 1, 10, d.queue.maxAttempts),
    },
    limits: {
      ...d.limits,
      timeoutMs: wholeFrom(env, 'CONVERT_TIMEOUT_SECONDS', 10, 24 * 3600, d.limits.timeoutMs / 1000) * 1000,
      memoryBytes: wholeFrom(env, 'CONVERT_MEMORY_MB', 128, 64 * 1024, d.limits.memoryBytes / 1048576) * 1048576,
      maxPages: wholeFrom(env, 'CONVERT_MAX_PAGES', 1, 100_000, d.limits.maxPages),
    },
    highQualityPerMonth: wholeFrom(env, 'CONVERT_HIGH_QUALITY_PER_MONTH', 0, 1_000_000, d.highQualityPerMonth),
    ocrLanguages: languages ? languages.split('+') : d.ocrLanguages,
  };
}
