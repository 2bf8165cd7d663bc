// Waits on the Clock that an update can cut short: once stopped (cancelled,
// the link lost) the wait under way rejects at once with the reason, and so
// does every later one, so the update stops at its next step whatever it was
// doing.

import type { Clock } from '../clock.ts';

export interface Stopper {
  /** Stops with `reason`; the first reason wins. */
  stop(reason: Error): void;
  /** Throws the reason once stopped. */
  check(): void;
  /** Resolves after `ms` on the clock; rejects with the reason once stopped. */
  wait(ms: number): Promise<void>;
}

export function createStopper(clock: Clock): Stopper {
  let reason: Error | undefined;
  let interrupt: ((why: Error) => void) | undefined;
  return {
    stop(why) {
      reason ??= why;
      interrupt?.(reason);
    },
    check() {
      if (reason) throw reason;
    },
    wait(ms) {
      if (reason) return Promise.reject(reason);
      return new Promise((resolve, reject) => {
        const cancel = clock.schedule(ms, () => {
          interrupt = undefined;
          resolve();
        });
        interrupt = (why) => {
          cancel();
          interrupt = undefined;
          reject(why);
        };
      });
    },
  };
}
