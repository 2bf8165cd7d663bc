import { availableParallelism } from 'node:os';
import { boundedQueue, type BoundedQueue } from '../../http/boundedQueue.ts';

// Password hashing (scrypt, tens of milliseconds of CPU and 32 MB each) runs
// on libuv's thread pool, which file reads and other crypto share (4 threads
// by default). Unbounded, a burst of sign-in tries fills every thread and
// every core, and signed-in calls wait behind it. So at most one hash per core
// but one runs (1 on a 2-core machine, never more than 2), and a short line
// waits; a try beyond that is answered "busy, come back in n seconds".

export function passwordQueue(cores = availableParallelism()): BoundedQueue {
  const concurrency = Math.max(1, Math.min(2, cores - 1));
  return boundedQueue({ concurrency, maxWaiting: 16 * concurrency });
}
