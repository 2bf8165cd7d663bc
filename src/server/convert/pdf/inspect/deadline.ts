import { ConversionFailure } from '../../conversion.ts';

// One wall-clock budget for a whole conversion: each outside tool gets what
// is left of it, and the work between tools checks it page by page, so a
// slow file ends as TIMED_OUT rather than running on inside the worker.

export interface Deadline {
  /** Milliseconds left; throws TIMED_OUT when none are. */
  remainingMs(): number;
}

export function deadlineIn(ms: number): Deadline {
  const end = Date.now() + ms;
  return {
    remainingMs() {
      const left = end - Date.now();
      if (left <= 0) throw new ConversionFailure('TIMED_OUT', `The conversion took longer than ${Math.round(ms / 1000)} s.`);
      return left;
    },
  };
}
