// What a first visit costs on the wire (issue 18 item 3): the built app on
// `npm start`'s server, a fresh Chromium profile per visit, and the bytes
// Chromium's Network domain reports received for each response
// (encodedDataLength: headers and the body as sent, compressed or not), next
// to the same visit when the browser accepts identity only (what every visit
// cost before the build made brotli and gzip copies). Printed, never asserted.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { PATHS } from '../../src/web/routes/paths.ts';
import { TOKEN_KEYS } from '../../src/web/auth/tokenStore.ts';
import { fetchSend, signInForTokens, type TokenSet } from '../../src/server/testing/oidcFlow.ts';
import { startServerProcess } from '../../src/server/testing/serverProcess.ts';
import { buildIfNeeded, webDist } from '../lib/buildIfNeeded.ts';
import { freePort } from '../../src/server/testing/freePort.ts';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
const ADMIN = { login: 'bench.admin', password: 'bench admin password' };

interface Visit {
  readonly requests: number;
  /** Bytes received for each kind of resource (headers included), and the bodies as decoded. */
  readonly wire: Record<string, number>;
  readonly decoded: Record<string, number>;
  readonly brotli: number;
}

const kindOf = (url: string, type: string) => (url.endsWith('.js') ? 'JS' : url.endsWith('.css') ? 'CSS' : type === 'Font' ? 'fonts' : 'other');

async function firstVisit(browser: Browser, origin: string, path: string, tokens: TokenSet | undefined, identityOnly: boolean): Promise<Visit> {
  const context = await browser.newContext();
  if (tokens) {
    await context.addInitScript(
      ({ keys, access, refresh }) => {
        window.localStorage.setItem(keys.access, access);
        window.localStorage.setItem(keys.refresh, refresh);
      },
      { keys: TOKEN_KEYS, access: tokens.access_token, refresh: tokens.refresh_token },
    );
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const seen = new Map<string, { url: string; type: string; encoding: string | undefined }>();
  const visit = { requests: 0, wire: {} as Record<string, number>, decoded: {} as Record<string, number>, brotli: 0 };
  cdp.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    seen.set(event.requestId, { url: event.response.url, type: event.type, encoding: headers['content-encoding'] });
  });
  cdp.on('Network.dataReceived', (event) => {
    const response = seen.get(event.requestId);
    if (response) visit.decoded[kindOf(response.url, response.type)] = (visit.decoded[kindOf(response.url, response.type)] ?? 0) + event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const response = seen.get(event.requestId);
    if (!response) return;
    const kind = kindOf(response.url, response.type);
    visit.requests += 1;
    visit.wire[kind] = (visit.wire[kind] ?? 0) + event.encodedDataLength;
    if (response.encoding === 'br') visit.brotli += 1;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (identityOnly) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await context.close();
  return visit;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const sum = (record: Record<string, number>) => Object.values(record).reduce((total, value) => total + value, 0);

export async function runWireSizeBench(): Promise<void> {
  console.log('\nFirst visit on the wire (Chromium, fresh profile, built app on the real server; bytes received incl. headers)\n');
  buildIfNeeded();
  const browser = await chromium
    .launch({ ...(SYSTEM_CHROMIUM ? { executablePath: SYSTEM_CHROMIUM } : {}), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
    .catch(() => null);
  if (browser === null) {
    console.log('skipped: no Chromium on this machine');
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-wire-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServerProcess({
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    WEB_ROOT: webDist,
    SEED_ADMIN: `${ADMIN.login}:${ADMIN.password}`,
    SUPPORT_URL: 'http://support.invalid/',
    MOBILE_APP_URL: 'http://mobile-app.invalid/',
  });
  try {
    const tokens = await signInForTokens(fetchSend(origin), origin, ADMIN.login, ADMIN.password);
    for (const path of [PATHS.easy, PATHS.canvas]) {
      const signedIn = path === PATHS.canvas ? tokens : undefined;
      const compressed = await firstVisit(browser, origin, path, signedIn, false);
      const identity = await firstVisit(browser, origin, path, signedIn, true);
      const js = (visit: Visit) => (visit.wire['JS'] ?? 0) + (visit.wire['CSS'] ?? 0);
      console.log(
        `${path.padEnd(8)} JS+CSS on the wire ${kB(js(compressed)).padStart(10)} (identity ${kB(js(identity))}, decoded ${kB((compressed.decoded['JS'] ?? 0) + (compressed.decoded['CSS'] ?? 0))}); ` +
          `all ${compressed.requests} responses ${kB(sum(compressed.wire))} (identity ${kB(sum(identity.wire))}); ${compressed.brotli} answered br`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await runWireSizeBench();
