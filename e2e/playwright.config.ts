import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@coinwatch/shared/chromium';
import { stackPorts } from '@coinwatch/shared/stack-ports';
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './tests',
  // The stack is one set of servers on fixed ports, and the machine has 2 cores.
  workers: 1,
  fullyParallel: false,
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
