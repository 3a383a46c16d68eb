import { pluginReact } from '@rsbuild/plugin-react';
import { defineConfig } from '@rstest/core';

export default defineConfig({
  plugins: [pluginReact()],
  testEnvironment: 'happy-dom',
  include: ['src/**/*.test.{ts,tsx}'],
  source: { define: { __BUILD_ID__: JSON.stringify('test-build') } },
});
