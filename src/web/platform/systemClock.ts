// The browser's clock for the device engine. Core cannot touch timers (it
// gets time passed in, see core/device/clock.ts); this is the real one.
// performance.now() is monotonic, so a system clock change cannot make a
// retry fire early or never.

import type { Clock } from '../../core/device/index.ts';

export const systemClock: Clock = {
  now: () => performance.now(),
  schedule(delayMs, task) {
    const id = setTimeout(task, Math.max(0, delayMs));
    return () => clearTimeout(id);
  },
};
