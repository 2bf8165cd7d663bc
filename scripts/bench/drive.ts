// Figures for the drive, printed to read, never asserted (verification.md:
// latency percentiles and errors, not a pass/fail time):
// - listing latency (p50, p99) of a folder of 100,000 files under concurrent
//   load (autocannon from this process, the server in another), on PGlite and,
//   when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, PostgreSQL;
// - a 500 MB upload's throughput and the server's peak memory growth during
//   it (target: under 150 MB; Linux /proc figures).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DRIVE_PATHS, UPLOAD_LIMIT_BYTES } from '../../src/shared/api/driveAppPaths.ts';
import { TEST_PUBLIC_URL, fetchSend, signInForTokens } from '../../src/server/testing/oidcFlow.ts';

const FILES = 100_000;
const SERVER = fileURLToPath(new URL('./driveBenchServer.ts', import.meta.url));

interface BenchServer {
  readonly child: ChildProcess;
  readonly origin: string;
  readonly folder: string;
  readonly token: string;
}

export async function startServer(files: number, databaseUrl?: string): Promise<BenchServer> {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, FILES: String(files), LOG_LEVEL: 'silent', ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : { BENCH_DATABASE_URL: '' }) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    if (!child.stdout) return reject(new Error('no output from the bench server'));
    const lines = createInterface({ input: child.stdout });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the bench server stopped (${code})`)));
  });
  const { port, folder, login, password } = JSON.parse(line) as { port: number; folder: string; login: string; password: string };
  const origin = `http://127.0.0.1:${port}`;
  const tokens = await signInForTokens(fetchSend(origin), TEST_PUBLIC_URL, login, password);
  return { child, origin, folder, token: tokens.access_token };
}

export async function stopServer(server: BenchServer): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

const ms = (value: number) => `${value.toLocaleString('en', { maximumFractionDigits: 1 })} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} MB`;

/** Pages of the big folder in every sort, and a search, from 10 connections for 10 s. */
async function listingLoad(server: BenchServer): Promise<string> {
  const query = (params: Record<string, string>) =>
    `${DRIVE_PATHS.groups}?${new URLSearchParams({ PARENT_GROUP_NO: server.folder, DRIVER_KIND: 'P', PAGE_SIZE: '18', ...params })}`;
  const paths = [
    query({ PAGE_NO: '1', SORT: 'LATEST' }),
    query({ PAGE_NO: '2000', SORT: 'NAME_ASC' }),
    query({ PAGE_NO: '5555', SORT: 'OLDEST' }),
    query({ PAGE_NO: '3', SORT: 'MOST_VIEWED' }),
    query({ PAGE_NO: '1', SEARCH: 'picture 4242', SORT: 'NAME_DESC' }),
  ];
  const result = await autocannon({
    url: server.origin,
    connections: 10,
    duration: 10,
    headers: { authorization: `Bearer ${server.token}` },
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
  return `p50 ${ms(result.latency.p50)}, p99 ${ms(result.latency.p99)}, ${Math.round(result.requests.average)} req/s, ${result.non2xx} non-2xx, ${result.errors} errors`;
}

/** A field of /proc/<pid>/status in bytes (VmRSS, VmHWM). */
export function procBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
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
  const pid = server.child.pid ?? 0;
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

export async function runDriveBench(): Promise<void> {
  console.log('\nDrive (a folder of 100,000 files; the server in its own process)');
  const engines: [string, string | undefined][] = [['PGlite', undefined]];
  const postgres = process.env['BENCH_DATABASE_URL'] || process.env['TEST_DATABASE_URL'];
  if (postgres) engines.push(['PostgreSQL', postgres]);
  else console.log('  PostgreSQL: not measured (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  for (const [name, url] of engines) {
    const server = await startServer(FILES, url);
    try {
      console.log(`  listing on ${name}, 10 connections for 10 s: ${await listingLoad(server)}`);
    } finally {
      await stopServer(server);
    }
  }
  const server = await startServer(0);
  try {
    console.log(`  500 MB upload (PGlite, files on disk): ${await bigUpload(server)}`);
  } finally {
    await stopServer(server);
  }
}
