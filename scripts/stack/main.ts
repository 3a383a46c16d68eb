import { run } from './run.ts';
import { type Stack, stackEnv, startStack } from './stack.ts';

async function withStack<T>(options: Parameters<typeof startStack>[0], body: (stack: Stack) => Promise<T>): Promise<T> {
  const stack = await startStack(options);
  const stopOnSignal = () => void stack.stop().then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    return await body(stack);
  } finally {
    await stack.stop();
  }
}

async function start(): Promise<number> {
  const stack = await startStack({ traffic: true });
  console.log(`
Coinwatch is running.

  App            ${stack.appUrl}
  Mail inbox     ${stack.inboxUrl}   (sign-up confirmations and password resets)
  Supabase API   ${stack.supabaseUrl}
  Devnet RPC     ${stack.rpcUrl}  ${stack.wsUrl}

Press Ctrl+C to stop.`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  console.log('\nStopping…');
  await stack.stop();
  return 0;
}

async function test(): Promise<number> {
  const failures: string[] = [];
  if ((await run('pnpm', ['exec', 'biome', 'ci', '.'])) !== 0) failures.push('lint and format');
  const typecheck = [
    run('pnpm', ['exec', 'tsc', '-p', 'tsconfig.json', '--noEmit']),
    run('pnpm', ['-r', '--workspace-concurrency=1', 'run', 'typecheck']),
  ];
  if ((await Promise.all(typecheck)).some((code) => code !== 0)) failures.push('type check');
  // Unit tests of every package; the browser suite (e2e) runs below, against the stack.
  if ((await run('pnpm', ['-r', '--workspace-concurrency=1', '--filter', '!@coinwatch/e2e', 'run', 'test'])) !== 0)
    failures.push('unit tests');
  await withStack({ ephemeral: true }, async (stack) => {
    const env = stackEnv(stack);
    if ((await run('pnpm', ['--filter', '@coinwatch/local-stack', 'run', 'test:contract'], env)) !== 0) failures.push('contract tests');
    if ((await run('pnpm', ['--filter', '@coinwatch/e2e', 'run', 'test'], env)) !== 0) failures.push('browser tests');
  });
  if (failures.length > 0) {
    console.error(`\n✗ Failed: ${failures.join(', ')}`);
    return 1;
  }
  console.log('\n✓ Every unit, contract and browser test passed.');
  return 0;
}

async function bench(): Promise<number> {
  const { runBenchmarks } = await import('./bench.ts');
  return withStack({ ephemeral: true }, (stack) => runBenchmarks(stack));
}

const modes: Record<string, () => Promise<number>> = { start, test, bench };
const mode = modes[process.argv[2] ?? ''];
if (!mode) {
  console.error(`usage: tsx scripts/stack/main.ts ${Object.keys(modes).join('|')}`);
  process.exit(2);
}
mode().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
