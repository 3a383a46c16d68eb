import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { index: './index.tsx' } },
  output: { distPath: { root: '../../../.local/bench-bare' }, cleanDistPath: true },
});
