import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CONVERSION_PORT, E2E_ACCOUNTS, E2E_PORT, SEED_ENV, SHORT_ACCESS_TOKEN_TTL_SECONDS, SHORT_LIVED_PORT } from './e2e/support/accounts.ts';

// Debian's Chromium where it is installed (machines that cannot download
// Playwright's own browser); Playwright's bundled Chromium everywhere else.
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
const port = E2E_PORT;

function server(serverPort: number, extraEnv: Record<string, string> = {}) {
  const origin = `http://127.0.0.1:${serverPort}`;
  return {
    // The built app on the real server, as `npm start` runs it (the test
    // command builds first). External links point at a loopback address
    // the tests intercept, so no test ever leaves the machine.
    command: 'node src/server/main.ts',
    url: `${origin}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      // The address the browser uses, so the sign-in issuer is on the page's own origin.
      PUBLIC_URL: origin,
      // Its own embedded database, never the developer's ./data.
      DATA_DIR: join(tmpdir(), `tactile-studio-e2e-${serverPort}`),
      LOG_LEVEL: 'silent',
      SUPPORT_URL: 'http://support.invalid/',
      MOBILE_APP_URL: 'http://mobile-app.invalid/',
      ...SEED_ENV,
      ...extraEnv,
    },
  };
}

export default defineConfig({
  fullyParallel: true,
  ...(process.env.CI ? { workers: 2 } : {}),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // Two workers share two cores with two servers and their browsers: a page
  // can take seconds to come up. Waits, not speed checks (speed is `npm run bench`).
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      ...(systemChromium ? { executablePath: systemChromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'e2e', testDir: 'e2e' },
    { name: 'a11y', testDir: 'a11y-tests' },
  ],
  webServer: [server(port), server(SHORT_LIVED_PORT, {
      ACCESS_TOKEN_TTL: String(SHORT_ACCESS_TOKEN_TTL_SECONDS),
      // Here the seeded user is the account of the special main page (spec §2, kchfMain).
      SPECIAL_LOGIN_ID: E2E_ACCOUNTS.user.login,
    }), server(CONVERSION_PORT)],
});
