// Signed-in latency while someone hammers the sign-in form (issue 16 item 3):
// the signed-in listing's p50/p99 quietly, then during a burst of wrong
// passwords from many addresses (600 tries from 20 addresses in 33 s, as the
// attack that found the problem). The server runs in its own process
// (driveBenchServer.ts); the burst comes from loopback addresses 127.0.0.2…
// (Linux routes all of 127/8 to loopback), so the per-address limits see 20
// callers. Figures to read, never pass/fail. Run alone:
//   node scripts/bench/signInBurst.ts [--unbounded]
// --unbounded lets every password check run at once (the behaviour before the
// password queue) for comparison. `signInBurst` and `listingDuring` are for
// `npm run loadtest` to drive.
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DRIVE_PATHS } from '../../src/shared/api/driveAppPaths.ts';
import { TEST_PUBLIC_URL, postForm, startSignIn, type HttpSend } from '../../src/server/testing/oidcFlow.ts';
import { startServer, stopServer, type BenchServer } from './drive.ts';

/** HTTP from one local address (127.0.0.x), redirects not followed, as the sign-in flow helpers expect. */
function sendFrom(origin: string, localAddress: string): HttpSend {
  const { hostname, port } = new URL(origin);
  const agent = new Agent({ keepAlive: true, localAddress });
  return ({ method, url, headers, payload }) =>
    new Promise((resolve, reject) => {
      const outgoing = request({ host: hostname, port, method, path: url, headers: headers ?? {}, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
}

export interface BurstResult {
  /** How many answers of each status (0: the request failed). */
  readonly statuses: Readonly<Record<number, number>>;
}

/**
 * Wrong passwords, each for a new login (so only the per-address limit
 * applies), sent on a fixed schedule whether or not answers have come back:
 * `tries` in all, spread evenly over `durationMs` and over `addresses`
 * loopback addresses.
 */
export async function signInBurst(origin: string, { addresses = 20, tries = 600, durationMs = 33_000 } = {}): Promise<BurstResult> {
  const statuses: Record<number, number> = {};
  const count = (status: number) => void (statuses[status] = (statuses[status] ?? 0) + 1);
  const callers = await Promise.all(
    Array.from({ length: addresses }, async (_, a) => {
      const send = sendFrom(origin, `127.0.0.${a + 2}`);
      return { send, ...(await startSignIn(send, TEST_PUBLIC_URL)) };
    }),
  );
  const sent: Promise<void>[] = [];
  await new Promise<void>((resolve) => {
    let i = 0;
    const timer = setInterval(() => {
      const caller = callers[i % addresses];
      if (caller) {
        const form = { login: `burst-${i}`, password: `wrong password ${i}`, action: 'sign-in' };
        sent.push(postForm(caller.send, caller.jar, caller.loginPath, form).then((answer) => count(answer.statusCode), () => count(0)));
      }
      if (++i >= tries) {
        clearInterval(timer);
        resolve();
      }
    }, durationMs / tries);
  });
  await Promise.all(sent);
  return { statuses };
}

const ms = (value: number) => `${value.toLocaleString('en', { maximumFractionDigits: 1 })} ms`;

/** The signed-in listing from `connections` connections for `seconds`: p50, p99, errors. */
export async function listingDuring(server: BenchServer, seconds: number, connections = 10): Promise<string> {
  const path = `${DRIVE_PATHS.groups}?${new URLSearchParams({ PARENT_GROUP_NO: server.folder, DRIVER_KIND: 'P', PAGE_SIZE: '18', PAGE_NO: '1', SORT: 'LATEST' })}`;
  const result = await autocannon({ url: `${server.origin}${path}`, connections, duration: seconds, headers: { authorization: `Bearer ${server.token}` } });
  return `p50 ${ms(result.latency.p50)}, p99 ${ms(result.latency.p99)}, max ${ms(result.latency.max)}, ${result.non2xx} non-2xx, ${result.errors} errors`;
}

export async function runSignInBurstBench(unbounded = false): Promise<void> {
  const server = await startServer(2000, undefined, unbounded ? { PASSWORD_QUEUE: 'unbounded' } : {});
  try {
    console.log(`\nSign-in burst (PGlite, ${unbounded ? 'password checks unbounded, as before' : 'password checks queued'})`);
    console.log(`  signed-in listing, quiet, 10 connections for 15 s: ${await listingDuring(server, 15)}`);
    const [during, burst] = await Promise.all([listingDuring(server, 33), signInBurst(server.origin)]);
    console.log(`  signed-in listing during 600 wrong passwords from 20 addresses in 33 s: ${during}`);
    console.log(`  sign-in answers: ${JSON.stringify(burst.statuses)} (401 checked, 429 limited, 503 queue full)`);
  } finally {
    await stopServer(server);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runSignInBurstBench(process.argv.includes('--unbounded'));
