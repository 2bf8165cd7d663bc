// `npm run loadtest`: the server under load, on loopback only (issue 16 item
// 12; verification.md, "Load and faults"). For each engine, PGlite and, when
// LOADTEST_DATABASE_URL or TEST_DATABASE_URL names a server, PostgreSQL:
// the real server in its own process, loaded from this one, with a table of
// p50/p99, refusals, errors, requests per second and the server's memory per
// scenario, then the sign-in burst. Figures to read, never pass/fail; about
// LOADTEST_SECONDS (default 10) per scenario, a few minutes in all.
import { cpus, loadavg } from 'node:os';
import { closeLoopbackAgents } from './loadtest/loopbackClient.ts';
import { BURST_PER_SECOND, runScenarios, runSignInBurst, type Row } from './loadtest/scenarios.ts';
import { startTarget } from './loadtest/target.ts';

const seconds = Number(process.env['LOADTEST_SECONDS'] ?? '10');
if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 120) throw new Error('LOADTEST_SECONDS must be a number of seconds from 1 to 120.');

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '-');
const mb = (bytes: number | undefined) => (bytes === undefined ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(0)} MB`);

function table(rows: readonly Row[]): string {
  const header = ['scenario', 'conns', 'req/s', 'p50', 'p99', 'non-2xx', 'errors', 'server RSS peak'];
  const cells = rows.map((row) => [row.scenario, String(row.connections), row.perSecond.toFixed(0), ms(row.p50), ms(row.p99), String(row.non2xx), String(row.errors), mb(row.rssPeak)]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]?.length ?? 0)));
  const line = (values: readonly string[]) => `  ${values.map((value, column) => (column === 0 ? value.padEnd(widths[column] ?? 0) : value.padStart(widths[column] ?? 0))).join('  ')}`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}

const engines: [string, string | undefined][] = [['PGlite', undefined]];
const postgres = process.env['LOADTEST_DATABASE_URL'] || process.env['TEST_DATABASE_URL'];
if (postgres) engines.push(['PostgreSQL', postgres]);

console.log(`Load test: the server on loopback, ${seconds} s per scenario; this machine: ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} (figures are only as quiet as the machine)`);
if (!postgres) console.log('  PostgreSQL: not measured (set LOADTEST_DATABASE_URL or TEST_DATABASE_URL)');
for (const [name, url] of engines) {
  const target = await startTarget(url);
  try {
    const rows = await runScenarios(target, seconds);
    const { quiet, burst, attempts } = await runSignInBurst(target, seconds);
    console.log(`\n${name}\n${table([...rows, quiet, burst])}`);
    const statuses = [...attempts.byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${count} × ${status}`).join(', ');
    console.log(`  sign-in burst: ${attempts.requests} wrong passwords from 20 addresses, ${BURST_PER_SECOND > 0 ? `${BURST_PER_SECOND.toFixed(1)} a second` : 'as fast as answered'} (${statuses}; ${attempts.errors} without an answer)`);
    const ratio = burst.requests > 0 && quiet.requests > 0 ? `${(burst.p99 / quiet.p99).toFixed(1)}×` : 'no ratio (a run without answers)';
    console.log(`  signed-in listing p99: quiet ${ms(quiet.p99)}, during the burst ${ms(burst.p99)}: ${ratio} (goal: within 2×)`);
    const listing = rows[0];
    if (listing) console.log(`  listing with ${listing.connections} connections: ${listing.errors} errors, ${listing.non2xx} non-2xx (goal: 0)`);
  } finally {
    await target.close();
    closeLoopbackAgents();
  }
}
