import { defineConfig } from '@rstest/core';

// Drives a running stack over HTTP: SUPABASE_URL & co from the environment, or a stack of its own.
export default defineConfig({
  root: import.meta.dirname,
  include: ['**/*.test.ts'],
  testEnvironment: 'node',
  globalSetup: ['./globalSetup.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
  pool: { maxWorkers: 2 },
});
