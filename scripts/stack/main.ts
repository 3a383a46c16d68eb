import { join } from 'node:path';
import { DEVNET_MNEMONIC, devnetKeys } from '@coinwatch/devnet';
import { DataDirInUseError, lockDataDir } from '@coinwatch/local-stack';
import { LOCAL_DIR } from './paths.ts';
import { assertPortsFree, StackRefused } from './preflight.ts';
import { run, stopCommands } from './run.ts';
import { type Stack, stackEnv, startStack } from './stack.ts';

/**
 * Calls `stop` on the first Ctrl+C, SIGTERM or SIGHUP; one pressed again later exits at once. A
 * terminal's Ctrl+C or hang-up can come twice within milliseconds (to the whole process group, and
 * passed on by the process that started this one): taken for a second press, that echo cut every
 * stop short (PGlite left unclosed, the lock kept).
 */
function onStopSignal(stop: () => void): () => void {
  let firstAt = 0;
  const handle = () => {
    if (firstAt === 0) {
      firstAt = Date.now();
      stop();
    } else if (Date.now() - firstAt > 500) process.exit(130);
  };
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  // SIGHUP: a closed terminal, whose default ended the process at once, with PGlite unclosed.
  for (const signal of signals) process.on(signal, handle);
  return () => {
    for (const signal of signals) process.off(signal, handle);
  };
}

async function withStack<T>(options: Parameters<typeof startStack>[0], body: (stack: Stack) => Promise<T>): Promise<T> {
  // Listened for while the stack starts too: stopped then, it removes its temporary folder.
  const starting = new AbortController();
  let started: Stack | null = null;
  onStopSignal(() => {
    stopCommands();
    if (started) void started.stop().then(() => process.exit(130));
    else starting.abort();
  });
  let stack: Stack;
  try {
    stack = started = await startStack({ ...options, signal: starting.signal });
  } catch (error) {
    if (!starting.signal.aborted) throw error;
    console.log('Stopped before the stack was ready.');
    process.exit(130);
  }
  try {
    return await body(stack);
  } finally {
    await stack.stop();
  }
}

async function start(): Promise<number> {
  // Listened for from the first moment: Ctrl+C during start-up stops what has started (the
  // default exit left PGlite unclosed and PostgREST's socket behind), after the step under way.
  const stopping = new AbortController();
  onStopSignal(() => {
    console.log('\nStopping…');
    stopping.abort();
  });
  let stack: Stack;
  try {
    stack = await startStack({ traffic: true, signal: stopping.signal });
  } catch (error) {
    if (!stopping.signal.aborted) throw error;
    console.log('Stopped before it was ready.');
    return 130;
  }
  const demo = stack.devnetDemo;
  console.log(`
Coinwatch is running.

  App            ${stack.appUrl}
  Mail inbox     ${stack.inboxUrl}   (sign-up confirmations and password resets)
  Supabase API   ${stack.supabaseUrl}
  Devnet RPC     ${stack.rpcUrl}  ${stack.wsUrl}   (chain 31337)
${demo.tokens.map((t) => `  Demo token     ${t.symbol.padEnd(5)} ${t.address}   (${t.name}, ${t.decimals} decimals)`).join('\n')}
  friend.tech    ${demo.friendtech}

  Accounts, funded at the start. To use one in a browser wallet, import its key. These are anvil's
  public test keys, for this devnet only, never for real funds. Their mnemonic:
  ${DEVNET_MNEMONIC}
${devnetKeys(DEVNET_MNEMONIC, demo.accounts.length)
  .map((k, i) => `  ${String(i).padStart(2)}  ${k.address}  ${k.privateKey}`)
  .join('\n')}

Press Ctrl+C to stop.`);
  const asked = new Promise<null>((resolve) =>
    stopping.signal.aborted ? resolve(null) : stopping.signal.addEventListener('abort', () => resolve(null)),
  );
  // A part that crashed or was killed: the app cannot work without it, so nothing says it runs.
  const ended = await Promise.race([asked, stack.ended]);
  if (ended !== null) console.error(`\n✗ ${ended} stopped unexpectedly, so the app cannot work. Stopping the rest: run npm start again.`);
  await stack.stop();
  console.log('Stopped.');
  return ended === null ? 0 : 1;
}

async function test(): Promise<number> {
  const failures: string[] = [];
  // Before the stack: the checks' and unit tests' commands stop with this process.
  const untilStack = onStopSignal(() => {
    stopCommands();
    process.exit(130);
  });
  if ((await run('pnpm', ['exec', 'biome', 'ci', '.'])) !== 0) failures.push('lint and format');
  const typecheck = [
    run('pnpm', ['exec', 'tsc', '-p', 'tsconfig.json', '--noEmit']),
    run('pnpm', ['-r', '--workspace-concurrency=1', 'run', 'typecheck']),
  ];
  if ((await Promise.all(typecheck)).some((code) => code !== 0)) failures.push('type check');
  // Unit tests of every package; the browser suite (e2e) runs below, against the stack. Four test
  // files at a time, not rstest's one on 2 cores (cores - 1): most of them wait on timers and sockets
  // (the txns suite uses 20 s of CPU in 69 s alone, 18 s this way).
  const unitTests = ['-r', '--workspace-concurrency=1', '--filter', '!@coinwatch/e2e', 'run', 'test', '--pool.maxWorkers=4'];
  if ((await run('pnpm', unitTests)) !== 0) failures.push('unit tests');
  untilStack();
  await withStack({ ephemeral: true, command: 'test' }, async (stack) => {
    const env = stackEnv(stack);
    if ((await run('pnpm', ['--filter', '@coinwatch/local-stack', 'run', 'test:contract'], env)) !== 0) failures.push('contract tests');
    // Two at a time where no test sees another's (e2e/playwright.config.ts): a quarter less time.
    if ((await run('pnpm', ['--filter', '@coinwatch/e2e', 'run', 'test:isolated'], env)) !== 0) failures.push('browser tests (isolated)');
    if ((await run('pnpm', ['--filter', '@coinwatch/e2e', 'run', 'test:shared-state'], env)) !== 0)
      failures.push('browser tests (shared state)');
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
  return withStack({ ephemeral: true, command: 'bench' }, (stack) => runBenchmarks(stack));
}

/**
 * What `npm start|test|bench` checks before the build: a taken port or a running `npm start` on the
 * same data is said in a second, not after the build (the stack checks again when it starts).
 */
async function preflight(): Promise<number> {
  const command = process.argv[3];
  if (command !== 'start' && command !== 'test' && command !== 'bench') return 2;
  // The lock first: a second `npm start` in this folder is told that one runs here, not to move
  // its ports (it would then be refused by this lock all the same).
  if (command === 'start') await (await lockDataDir(join(LOCAL_DIR, 'supabase')))();
  await assertPortsFree(command);
  return 0;
}

const modes: Record<string, () => Promise<number>> = { start, test, bench, preflight };
const mode = modes[process.argv[2] ?? ''];
if (!mode) {
  console.error(`usage: tsx scripts/stack/main.ts ${Object.keys(modes).join('|')}`);
  process.exit(2);
}
mode().then(
  (code) => process.exit(code),
  (error) => {
    // A refusal says what to do; anything else keeps its stack trace for whoever debugs it.
    console.error(error instanceof StackRefused || error instanceof DataDirInUseError ? `\n✗ ${error.message}` : error);
    process.exit(1);
  },
);
