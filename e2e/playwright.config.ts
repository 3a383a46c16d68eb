import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@coinwatch/shared/chromium';
import { stackPorts } from '@coinwatch/shared/stack-ports';
import { defineConfig } from '@playwright/test';

/**
 * The specs whose tests change what every other test sees: they send transfers or trades (which
 * e2e/support/devnet.ts's changingTheChain() allows only here), restart a devnet on a fixed port,
 * release a tool or change the site's files. The rest ("isolated") share nothing but the stack,
 * each test with users of its own, and only read the chain, so `npm test` runs those two files at
 * a time, then these one at a time (scripts/stack/main.ts). `--workers=2` without `--project`
 * would mix the two.
 */
const SHARED_STATE = [
  'txns/txnsMonitor.spec.ts',
  'txns/txnsBalances.spec.ts',
  'txns/txnsSignOut.spec.ts',
  'wallet/walletLive.spec.ts',
  'friendTech/friendTechLive.spec.ts',
  'shell/release.spec.ts',
  'shell/serviceWorker.spec.ts',
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
