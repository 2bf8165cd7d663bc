// Figures for the drive, printed to read, never asserted (verification.md:
// latency percentiles and errors, not a pass/fail time):
// - listing latency (p50, p99) of a folder among 100,000 files (and as many
//   of another user's) under 10 concurrent clients over HTTP, the server in
//   another process: every sort from first, middle and deep pages, and
//   searches (listingLoad.ts: the mix, and how it follows a next cursor when
//   the answer has one); on PGlite and, when BENCH_DATABASE_URL or
//   TEST_DATABASE_URL names a server, PostgreSQL, where it also runs at
//   1,000,000 files (BENCH_DRIVE_MILLION=0 skips that);
// - a 500 MB upload's throughput and the server's peak memory growth during
//   it (target: under 150 MB; Linux /proc figures).
// The section ends with the one line issue 18 compares across sessions:
// `drive-listing 100k: postgresql p50 A p99 B ms; pglite p50 C p99 D ms`.
import { writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { DRIVE_PATHS, UPLOAD_LIMIT_BYTES } from '../../src/shared/api/driveAppPaths.ts';
import { TEST_PUBLIC_URL, fetchSend, signInForTokens } from '../../src/server/testing/oidcFlow.ts';
import { procBytes, spawnServer, type ServerProcess } from '../../src/server/testing/serverProcess.ts';
import { driveListingLine, p50p99, runListingLoad, type ListingWalk } from './listingLoad.ts';

const FILES = 100_000;
const MILLION = 1_000_000;
const LOAD = { clients: 10, seconds: 10 };
/**
 * Seconds of the same load run first and not counted: a server that has
 * served for a while has its connections open, its code compiled by V8 and
 * its rows in PostgreSQL's buffers; the first seconds after a start (and
 * after seeding a million rows) measure those instead. The warm-up's own
 * figures are printed beside the counted ones.
 */
const WARM_UP_SECONDS = 10;
const SERVER = fileURLToPath(new URL('./driveBenchServer.ts', import.meta.url));

/** The bench server's one line when it is ready. */
interface BenchReady {
  readonly port: number;
  readonly folder: string;
  readonly login: string;
  readonly password: string;
  /** Seconds the seeding of the files took (INSERT … SELECT generate_series, then VACUUM (ANALYZE)). */
  readonly seedSeconds: number;
  /** Of which the index builds after the inserts, and VACUUM (ANALYZE). */
  readonly indexSeconds: number;
}

function benchReady(line: string): BenchReady | undefined {
  try {
    return JSON.parse(line) as BenchReady;
  } catch {
    return undefined;
  }
}

export interface BenchServer {
  readonly process: ServerProcess<BenchReady>;
  readonly origin: string;
  readonly folder: string;
  readonly token: string;
}

export async function startServer(files: number, databaseUrl?: string, extraEnv: Record<string, string> = {}): Promise<BenchServer> {
  const env = { ...process.env, FILES: String(files), LOG_LEVEL: 'silent', BENCH_DATABASE_URL: databaseUrl ?? '', ...extraEnv };
  const server = await spawnServer(SERVER, env, benchReady);
  const { port, folder, login, password } = server.ready;
  const origin = `http://127.0.0.1:${port}`;
  const tokens = await signInForTokens(fetchSend(origin), TEST_PUBLIC_URL, login, password);
  return { process: server, origin, folder, token: tokens.access_token };
}

export function stopServer(server: BenchServer): Promise<void> {
  return server.process.stop();
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} MB`;

/** The listing load on one server: a line of figures, and the latencies for the summary line. */
async function listingLoad(server: BenchServer, files: number): Promise<{ line: string; latencies: readonly number[] }> {
  const options = { origin: server.origin, token: server.token, folder: server.folder, files, ...LOAD, cursorParam: process.env['BENCH_CURSOR_PARAM'] };
  const warmUp = await runListingLoad({ ...options, seconds: WARM_UP_SECONDS });
  const result = await runListingLoad(options);
  const kinds = (['first', 'middle', 'deep', 'search'] as const satisfies readonly ListingWalk['kind'][])
    .map((kind) => `${kind} ${p50p99(result.byKind.get(kind) ?? [])}`)
    .join('; ');
  const rate = Math.round(result.latencies.length / result.seconds);
  const paging = `next pages by cursor ${result.cursorPages}, by number ${result.numberedPages}`;
  return {
    line: `${p50p99(result.latencies)}, ${rate} req/s, ${result.failures} failed\n    by start: ${kinds}\n    ${paging}\n    the ${WARM_UP_SECONDS} s warm-up before (not counted): ${p50p99(warmUp.latencies)}, ${warmUp.failures} failed`,
    latencies: result.latencies,
  };
}

/** One image just under the limit, streamed as multipart: throughput and the server's peak memory growth. */
async function bigUpload(server: BenchServer): Promise<string> {
  const size = UPLOAD_LIMIT_BYTES - 1;
  const boundary = `bench${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="FILE"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024, 0x5a);
  const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
  async function* body() {
    yield head;
    let sent = 0;
    while (sent < size) {
      const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
      sent += part.length;
      // A JPEG starts FF D8 FF and ends FF D9 (the server checks both ends).
      const first = sent === part.length ? Buffer.concat([jpegStart, part.subarray(jpegStart.length)]) : part;
      yield sent === size ? Buffer.concat([first.subarray(0, first.length - 2), Buffer.from([0xff, 0xd9])]) : first;
    }
    yield tail;
  }
  const pid = server.process.child.pid ?? 0;
  const before = procBytes(pid, 'VmRSS');
  // Reset the peak so it measures this upload only (Linux: clear_refs 5).
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    /* the peak then includes start-up */
  }
  const started = performance.now();
  const response = await fetch(`${server.origin}${DRIVE_PATHS.uploadImage}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Readable.toWeb(Readable.from(body())) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  await response.arrayBuffer();
  const seconds = (performance.now() - started) / 1000;
  const peak = procBytes(pid, 'VmHWM');
  const memory = before !== undefined && peak !== undefined ? `peak memory growth ${mb(peak - before)} (target under 150 MB)` : 'memory: /proc not available';
  return `status ${response.status}, ${mb(size)} in ${seconds.toFixed(1)} s = ${mb(size / seconds)}/s, ${memory}`;
}

const thousands = (files: number) => (files >= MILLION ? `${files / MILLION}M` : `${files / 1000}k`);

/** Starts a server with `files` files, loads its listing, stops it; prints its lines. */
async function measureListing(engine: string, files: number, url: string | undefined): Promise<readonly number[]> {
  const server = await startServer(files, url);
  try {
    const { seedSeconds, indexSeconds } = server.process.ready;
    console.log(
      `  ${engine}, ${files.toLocaleString('en')} files (and as many of another user's) seeded in ${seedSeconds.toFixed(1)} s: one INSERT … SELECT generate_series per owner, then indexes and VACUUM (ANALYZE) ${indexSeconds.toFixed(1)} s`,
    );
    const { line, latencies } = await listingLoad(server, files);
    console.log(`  listing ${thousands(files)} on ${engine}, ${LOAD.clients} clients for ${LOAD.seconds} s after a ${WARM_UP_SECONDS} s warm-up: ${line}`);
    return latencies;
  } finally {
    await server.process.stop();
  }
}

export async function runDriveBench(): Promise<void> {
  console.log('\nDrive (a folder among 100,000 files; the server in its own process; 10 clients over HTTP)');
  const postgres = process.env['BENCH_DATABASE_URL'] || process.env['TEST_DATABASE_URL'];
  if (!postgres) console.log('  PostgreSQL: not measured (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  const pglite = await measureListing('PGlite', FILES, undefined);
  const postgresql = postgres ? await measureListing('PostgreSQL', FILES, postgres) : undefined;
  if (postgres && process.env['BENCH_DRIVE_MILLION'] !== '0') {
    const million = await measureListing('PostgreSQL', MILLION, postgres);
    console.log(`  drive-listing 1M: postgresql ${p50p99(million)}`);
  }
  const server = await startServer(0);
  try {
    console.log(`  500 MB upload (PGlite, files on disk): ${await bigUpload(server)}`);
  } finally {
    await server.process.stop();
  }
  console.log(driveListingLine('100k', postgresql, pglite));
}
