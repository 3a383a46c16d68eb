import { defineConfig } from '@rstest/core';

export default defineConfig({
  testEnvironment: 'node',
  include: ['src/**/*.test.ts'],
  // The integration test starts anvil and replays the whole seed (about 15 s on 2 cores).
  testTimeout: 120_000,
  hookTimeout: 120_000,
  passWithNoTests: false,
});
