// Issue 16 item 6b: the server's memory while it takes many large DTMS files
// in one request (a figure to read, never asserted). The server runs in its
// own process (driveBenchServer.ts, PGlite, files on disk); this process
// streams the bodies, so their size never sits in the server's memory by
// construction. Run: node scripts/bench/dtmsUploadMemory.ts
import { writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { DRIVE_PATHS } from '../../src/shared/api/driveAppPaths.ts';
import { largestDtms } from '../../src/server/testing/uploadFixtures.ts';
import { procBytes } from '../../src/server/testing/serverProcess.ts';
import { startServer, stopServer } from './drive.ts';

const FILES = Number(process.env['FILES'] ?? '15');
const MB = 1024 * 1024;
const mb = (bytes: number | undefined) => (bytes === undefined ? '?' : `${(bytes / MB).toFixed(0)} MB`);

/** A DTMS whose title is `titleBytes` long: the attack of the issue (15 × 30 MB, a 30 MB title). */
function dtmsWithTitle(titleBytes: number): Buffer {
  const sample = { lang: 'english', lang_option: '1', device: 'dotpad320', items: [{ page: 1, title: 'p', graphic: { name: '1.dtm', data: '00'.repeat(300) }, text: { name: '1.txt', data: '', plain: '' } }] };
  return Buffer.from(JSON.stringify({ title: 'x'.repeat(titleBytes), ...sample }));
}

/** One request with `count` FILE parts of `file`, streamed. */
async function upload(origin: string, token: string, file: Buffer, count: number): Promise<number> {
  const boundary = `bench${Date.now()}`;
  async function* body() {
    for (let i = 0; i < count; i++) {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="FILE"; filename="big ${i}.dtms"\r\nContent-Type: application/octet-stream\r\n\r\n`);
      for (let at = 0; at < file.length; at += MB) yield file.subarray(at, at + MB);
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  const response = await fetch(`${origin}${DRIVE_PATHS.uploadTactile}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Readable.toWeb(Readable.from(body())) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  await response.arrayBuffer();
  return response.status;
}

const cases: [string, Buffer][] = [
  [`${FILES} × 30 MB DTMS, each with a 30 MB title`, dtmsWithTitle(30 * MB)],
  [`${FILES} × the largest legitimate DTMS (100 pages of the 768, long texts, \\u-escaped)`, largestDtms({ escaped: true })],
];
const postgres = process.env['BENCH_DATABASE_URL'] || process.env['TEST_DATABASE_URL'];
for (const [engine, url] of [['PGlite', undefined], ...(postgres ? [['PostgreSQL', postgres]] : [])] as [string, string | undefined][]) {
for (const [label, file] of cases) {
  const server = await startServer(0, url);
  try {
    const pid = server.process.child.pid ?? 0;
    const before = procBytes(pid, 'VmRSS');
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const status = await upload(server.origin, server.token, file, FILES);
    console.log(`${engine}: ${label} (${mb(file.length)} each): status ${status}; server RSS ${mb(before)} before, peak ${mb(procBytes(pid, 'VmHWM'))}`);
  } finally {
    await stopServer(server);
  }
}
}
