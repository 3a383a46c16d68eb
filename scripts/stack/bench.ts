import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { benchCoins } from '@coinwatch/e2e/bench/coins';
import { benchStack } from '@coinwatch/local-stack/bench';
import { startStaticServer } from '@coinwatch/static';
import { firstRender, scriptsFor, withPage } from '../bench/browser.ts';
import { gzipBytes, kb, toolOwnBytes } from '../bench/sizes.ts';
import { LOCAL_DIR, ROOT, remoteDist } from './paths.ts';
import { run } from './run.ts';
import { type Stack, stackEnv } from './stack.ts';

export type BenchRow = { metric: string; value: string; target: string };

function printTable(title: string, rows: BenchRow[]) {
  const widths = [0, 1, 2].map((i) =>
    Math.max(...[['metric', 'value', 'target'], ...rows.map((r) => [r.metric, r.value, r.target])].map((c) => c[i]?.length ?? 0)),
  );
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(`\n${title}\n${line(['metric', 'value', 'target'])}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line([r.metric, r.value, r.target]));
}

/** Size and first-render numbers of the shell and its tools (issue: workspace and shell). */
async function benchShell(stack: Stack): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const bareDist = join(LOCAL_DIR, 'bench-bare');
  spawnSync('pnpm', ['exec', 'rsbuild', 'build', '--root', 'scripts/bench/bare'], { cwd: ROOT, stdio: 'ignore' });
  const bare = await startStaticServer({ siteDir: bareDist, port: 3999, connectSources: [] });
  try {
    await withPage(async (page) => {
      const loginScripts = await scriptsFor(page, `${stack.appUrl}/login`, 'h1');
      let loginBytes = 0;
      for (const path of loginScripts) loginBytes += await gzipBytes(join(stack.siteDir, path));
      rows.push({ metric: 'initial JS of /login (gzip)', value: kb(loginBytes), target: '≤ 150 KB' });
      const shellMs = await firstRender(page, `${stack.appUrl}/login`, 'h1');
      const bareMs = await firstRender(page, `${bare.url}/`, 'h1');
      rows.push({ metric: 'first render of /login', value: `${shellMs.toFixed(0)} ms`, target: 'report' });
      rows.push({ metric: 'first render of a bare React page', value: `${bareMs.toFixed(0)} ms`, target: 'report' });
      rows.push({ metric: '/login vs bare page', value: `${(shellMs / bareMs).toFixed(2)}×`, target: '≤ 1.3×' });
    });
  } finally {
    await bare.stop();
  }
  for (const id of ['txns', 'wallet', 'friend-tech']) {
    rows.push({ metric: `${id}: own chunks (gzip)`, value: kb(await toolOwnBytes(remoteDist(id))), target: '≤ 30 KB' });
  }
  return rows;
}

/** Every benchmark of the project, each printed as a table. */
export async function runBenchmarks(stack: Stack): Promise<number> {
  // The suites' helpers read the stack's coordinates (the inbox among them) from the environment.
  Object.assign(process.env, stackEnv(stack));
  const target = { url: stack.supabaseUrl, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey };
  printTable('Shell and tools', await benchShell(stack));
  printTable('Local Supabase stack', await benchStack(target));
  printTable('Tracked coins', await benchCoins({ ...target, appUrl: stack.appUrl, supabaseUrl: stack.supabaseUrl }));
  // The txns tool measures itself in its own harness (no sign-in), against the stack's devnet.
  console.log('\nTransactions tool');
  return run('pnpm', ['--filter', '@coinwatch/txns', 'run', 'bench']);
}
