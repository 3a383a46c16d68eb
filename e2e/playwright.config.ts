import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@coinwatch/shared/chromium';
import { stackPorts } from '@coinwatch/shared/stack-ports';
import { defineConfig } from '@playwright/test';

/**
 * The specs whose tests change what every other test sees: they send transfers and restart the
 * devnet, release a tool or change the site's files. The rest ("isolated") share nothing but the
 * stack, each test with users of its own, so `npm test` runs those two files at a time, then these
 * one at a time (scripts/stack/main.ts).
 */
const SHARED_STATE = [
  'txns/**',
  'wallet/**',
  'friendTech/**',
  'shell/release.spec.ts',
  'shell/serviceWorker.spec.ts',
  'shell/screenSizes.spec.ts',
];

export default defineConfig({
  testDir: './tests',
  // One at a time unless asked for more: `playwright test` alone runs both projects, and a test of
  // the shared state must not run beside another test.
  workers: 1,
  fullyParallel: false,
  projects: [
    { name: 'isolated', testIgnore: SHARED_STATE },
    { name: 'shared-state', testMatch: SHARED_STATE, workers: 1 },
  ],
  // In CI one more try for a test that fails: on a loaded 2-core machine a timing race in a test
  // (not in the app) should not stop a change from landing. The list still marks it "flaky", so it
  // is seen and mended; a test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './support/globalSetup.ts',
  use: {
    baseURL: process.env.COINWATCH_APP_URL ?? `http://localhost:${stackPorts().app}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // The service worker would answer requests the tests route; its own test allows it.
    serviceWorkers: 'block',
    trace: 'off',
  },
});
