import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Debian's Chromium where it is installed (machines that cannot download
// Playwright's own browser); Playwright's bundled Chromium everywhere else.
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
const port = Number(process.env.E2E_PORT ?? 8390);

export default defineConfig({
  fullyParallel: true,
  ...(process.env.CI ? { workers: 2 } : {}),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
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
  webServer: {
    // The built app on the real server, as `npm start` runs it (the test
    // command builds first). External links point at a loopback address
    // the tests intercept, so no test ever leaves the machine.
    command: 'node src/server/main.ts',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Its own embedded database, never the developer's ./data.
      DATA_DIR: join(tmpdir(), `tactile-studio-e2e-${port}`),
      LOG_LEVEL: 'silent',
      SUPPORT_URL: 'http://support.invalid/',
      MOBILE_APP_URL: 'http://mobile-app.invalid/',
    },
  },
});
