import { defineConfig } from '@rstest/core';

// Unit tests of the pure parts. The contract suite (a running stack) has its own config.
export default defineConfig({
  include: ['src/**/*.test.ts'],
  testEnvironment: 'node',
});
