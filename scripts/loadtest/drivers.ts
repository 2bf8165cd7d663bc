import autocannon from 'autocannon';
import { procBytes } from '../../src/server/testing/serverProcess.ts';

// Two ways to load the server, with one kind of result. autocannon for
// plain requests from one address (listing, upload, download); a loop of
// workers for what needs more than one request or more than one source
// address (sign-in, braille under its per-address limit, a password burst).

export interface Figures {
  readonly requests: number;
  readonly perSecond: number;
  /** Latency percentiles in ms. */
  readonly p50: number;
  readonly p99: number;
  /** Answers outside 2xx (refusals such as 429 included). */
  readonly non2xx: number;
  /** Requests that got no answer: connection errors, and (autocannon) no answer within 10 s. */
  readonly errors: number;
}

export interface Measured extends Figures {
  /** The server's largest resident memory seen during the run, in bytes (Linux /proc; undefined elsewhere). */
  readonly rssPeak: number | undefined;
}

/** autocannon against the server; `options` as autocannon takes them. */
export async function cannon(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon(options);
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    // autocannon's errors count its timeouts too.
    errors: result.errors,
  };
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
}

/**
 * `workers` loops calling `once(worker, n)` until `seconds` have passed (or
 * `until` says stop); `once` resolves with the HTTP status of what it did, or
 * throws for no answer.
 */
export async function loop(workers: number, seconds: number, once: (worker: number, n: number) => Promise<number>): Promise<Figures> {
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let n = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < end) {
        const begun = performance.now();
        try {
          const status = await once(worker, n++);
          if (status < 200 || status > 299) non2xx++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - begun);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, perSecond: latencies.length / elapsed, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), non2xx, errors };
}

/** Runs `load` while sampling the server's resident memory every 100 ms. */
export async function withMemory(pid: number | undefined, load: () => Promise<Figures>): Promise<Measured> {
  let peak: number | undefined;
  const sample = () => {
    const rss = pid === undefined ? undefined : procBytes(pid, 'VmRSS');
    if (rss !== undefined) peak = Math.max(peak ?? 0, rss);
  };
  sample();
  const timer = setInterval(sample, 100);
  try {
    const figures = await load();
    sample();
    return { ...figures, rssPeak: peak };
  } finally {
    clearInterval(timer);
  }
}
