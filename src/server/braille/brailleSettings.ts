// The native braille engine's settings from the environment, shared by the
// server (config.ts) and the CLI: pool size, queue, time limits and where
// table checks are remembered (docs/CONFIGURATION.md, docs/DEPLOYMENT.md).

import { DEFAULT_NATIVE_LIMITS, type NativeLiblouisOptions } from './nativeLiblouis.ts';
import { defaultBrailleCacheDir } from './tableChecks.ts';

export class BrailleSettingsError extends Error {}

const WHOLE = {
  BRAILLE_WORKERS: { key: 'workers', min: 1, max: 64 },
  BRAILLE_QUEUE: { key: 'maxQueue', min: 0, max: 100_000 },
  BRAILLE_TIMEOUT_MS: { key: 'timeoutMs', min: 100, max: 600_000 },
  BRAILLE_IDLE_MS: { key: 'idleMs', min: 1_000, max: 86_400_000 },
} as const;

/** BRAILLE_WORKERS, BRAILLE_QUEUE, BRAILLE_TIMEOUT_MS, BRAILLE_IDLE_MS and BRAILLE_CACHE_DIR ("off" keeps checks in memory). */
export function nativeLiblouisOptionsFromEnv(env: NodeJS.ProcessEnv, fallbackCacheDir?: string): NativeLiblouisOptions {
  const options: Record<string, number | string | null> = {};
  for (const [name, { key, min, max }] of Object.entries(WHOLE)) {
    const value = env[name]?.trim();
    if (value === undefined || value === '') {
      options[key] = DEFAULT_NATIVE_LIMITS[key];
      continue;
    }
    const number = Number(value);
    if (!Number.isInteger(number) || number < min || number > max) {
      throw new BrailleSettingsError(`${name} must be a whole number from ${min} to ${max}, not "${value}".`);
    }
    options[key] = number;
  }
  const cacheSetting = env['BRAILLE_CACHE_DIR']?.trim();
  options['cacheDir'] = cacheSetting === 'off' ? null : cacheSetting || fallbackCacheDir || defaultBrailleCacheDir(env) || null;
  return options as NativeLiblouisOptions;
}
