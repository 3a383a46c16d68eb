// Entry point of `npm start`, `npm test`, `npm run bench` and `npm run release` on a machine that
// has only Node and npm: installs what is missing (pnpm, the workspace, Debian's chromium for
// browser tests), builds, then hands over to the TypeScript orchestrator. Plain JavaScript because
// nothing is installed yet.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '12.21.0';
const CHROMIUM = '/usr/bin/chromium';
const mode = process.argv[2];

/**
 * The command running now. A SIGINT or SIGTERM sent to npm alone (an editor's stop button, a
 * process manager, `docker stop`, a cancelled CI job; npm passes on only these two) goes on to it,
 * and so does a SIGHUP, which reaches this process only from its terminal. A terminal's Ctrl+C
 * reaches the command itself too: the stack takes the second one, milliseconds later, as its echo
 * (scripts/stack/main.ts), and this process waits for the command to end. Between two steps, a
 * signal ends this process at once, before the next step starts.
 */
let current = null;
/** The exit status of a process a signal ended, as a shell gives it (130 for SIGINT). */
const signalled = (signal) => 128 + (constants.signals[signal] ?? 0);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    if (current) current.kill(signal);
    else process.exit(signalled(signal));
  });

/** Runs a command to its end; resolves with its exit code, its signal and (`quiet`) its output. */
function step(cmd, args, { quiet = false, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', ...options });
    current = child;
    let output = '';
    if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => {
      output += `${error.message}\n`;
    });
    child.on('close', (code, signal) => {
      current = null;
      resolve({ code, signal, output });
    });
  });
}

/** Stops this process after a step that failed, or that a signal ended (said without a failure). */
function exitAfter(label, { code, signal, output }) {
  if (signal) process.exit(signalled(signal));
  if (output) process.stdout.write(output);
  console.error(`\n✗ ${label} failed (exit ${code}).`);
  process.exit(code > 0 ? code : 1);
}

async function run(cmd, args, options = {}) {
  console.log(`\n> ${cmd} ${args.join(' ')}`);
  const result = await step(cmd, args, options);
  if (result.code !== 0) exitAfter(`${cmd} ${args.join(' ')}`, result);
}

/**
 * Runs a step whose output matters only when it fails (the build's four file-size tables were most
 * of what `npm start` printed): one line with its time, or all of it and the exit code.
 */
async function runQuietly(label, cmd, args) {
  const t0 = Date.now();
  process.stdout.write(`\n> ${label}… `);
  const result = await step(cmd, args, { quiet: true });
  if (result.code !== 0) {
    // Stopped (Ctrl+C) ends the line too: the last line read "building …" as if it went on.
    process.stdout.write(result.signal ? 'stopped\n' : 'failed\n');
    exitAfter(`${cmd} ${args.join(' ')}`, result);
  }
  console.log(`done (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

/**
 * The command's long-running part (the stack's orchestrator), as this process's own child, with
 * nothing between, so the signals above reach it, and the stack stops as on Ctrl+C. Run through
 * pnpm and tsx's command, it reached neither, and the stack ran on with its ports and lock.
 */
async function runStack(mode) {
  const { code, signal } = await step(process.execPath, ['--import', 'tsx', 'scripts/stack/main.ts', mode]);
  process.exit(code ?? signalled(signal));
}

function has(cmd, args = ['--version']) {
  try {
    execFileSync(cmd, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function ensurePnpm() {
  if (has('pnpm')) return;
  console.log(`pnpm is missing: installing pnpm@${PNPM_VERSION} from the npm registry`);
  await run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]);
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('Debian chromium is missing: installing it with apt-get (browser tests need it)');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  // Non-interactive: CI has no terminal to answer a prompt.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => (sudo.length ? run('sudo', ['-E', 'apt-get', ...args], { env }) : run('apt-get', args, { env }));
  await apt(['update']);
  await apt(['install', '-y', '--no-install-recommends', 'chromium']);
}

const modes = {
  start: () => runStack('start'),
  // Builds only the tool it releases (scripts/release/main.ts), not the whole workspace.
  release: () => run('pnpm', ['exec', 'tsx', 'scripts/release/main.ts', ...process.argv.slice(3)]),
  test: async () => {
    await ensureChromium();
    await runStack('test');
  },
  bench: async () => {
    await ensureChromium();
    await runStack('bench');
  },
};

if (!modes[mode]) {
  console.error(`usage: node scripts/run.mjs ${Object.keys(modes).join('|')}`);
  process.exit(2);
}
await ensurePnpm();
await run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']);
if (mode !== 'release') {
  // A taken port, or an `npm start` already running here, is said before the build, by itself.
  const preflight = await step('pnpm', ['--silent', 'run', 'stack', 'preflight', mode]);
  if (preflight.code !== 0) process.exit(preflight.code ?? signalled(preflight.signal));
  await runQuietly('building the shell, the tools and the devnet contracts', 'pnpm', ['run', 'build']);
}
await modes[mode]();
