import { DEFAULT_CONVERT_LIMITS, type ConvertLimits } from '../conversion.ts';
import { DEFAULT_QUEUE_SETTINGS, type QueueSettings } from '../../jobs/jobQueue.ts';

// The conversion's settings (docs/CONFIGURATION.md: CONVERT_*): how many run
// at once in this process, the queue's lease and attempts, the worker's
// limits, the monthly high-quality allowance (spec §9) and OCR languages.

export interface ConversionSettings {
  /** Conversions this process runs at once; 0 runs none (another process does). */
  readonly workers: number;
  readonly pollMs: number;
  readonly queue: QueueSettings;
  readonly limits: ConvertLimits;
  /** High-quality conversions a person may start in a calendar month (UTC). */
  readonly highQualityPerMonth: number;
  readonly ocrLanguages: readonly string[];
}

export const DEFAULT_CONVERSION_SETTINGS: ConversionSettings = {
  workers: 1,
  pollMs: 2_000,
  queue: DEFAULT_QUEUE_SETTINGS,
  limits: DEFAULT_CONVERT_LIMITS,
  highQualityPerMonth: 30,
  ocrLanguages: [],
};
