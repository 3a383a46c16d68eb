// Entry point of `npm start`, `npm test`, `npm run bench` and `npm run release` on a machine that
// has only Node and npm: installs what is missing (pnpm, the workspace, Debian's chromium for
// browser tests), builds, then hands over to the TypeScript orchestrator. Plain JavaScript because
// nothing is installed yet.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '12.21.0';
const CHROMIUM = '/usr/bin/chromium';
const mode = process.argv[2];

function run(cmd, args, options = {}) {
  console.log(`\n> ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Runs a step whose output matters only when it fails (the build's four file-size tables were most
 * of what `npm start` printed): one line with its time, or all of it and the exit code.
 */
function runQuietly(label, cmd, args) {
  const t0 = Date.now();
  process.stdout.write(`\n> ${label}… `);
  const result = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stdout.write(`failed\n${result.stdout ?? ''}${result.stderr ?? ''}`);
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`done (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

/**
 * The command's long-running part (the stack's orchestrator), as this process's own child, with
 * nothing between: a SIGTERM sent to npm alone (an editor's stop button, `docker stop`) is passed
 * on, and the stack stops as on Ctrl+C. (npm passes on only SIGINT and SIGTERM; a SIGHUP reaches
 * this process only from its terminal, which sends it to the whole group.) Run through pnpm and tsx's
 * command, it reached neither, and the stack ran on with its ports and lock. A terminal's Ctrl+C
 * reaches the child itself: this process waits for it to finish stopping.
 */
function runStack(mode) {
  const args = ['--import', 'tsx', 'scripts/stack/main.ts', mode];
  const child = spawn(process.execPath, args, { stdio: 'inherit', cwd: root });
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 1)));
}

function has(cmd, args = ['--version']) {
  try {
    execFileSync(cmd, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function ensurePnpm() {
  if (has('pnpm')) return;
  console.log(`pnpm is missing: installing pnpm@${PNPM_VERSION} from the npm registry`);
  run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('Debian chromium is missing: installing it with apt-get (browser tests need it)');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  // Non-interactive: CI has no terminal to answer a prompt.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => (sudo.length ? run('sudo', ['-E', 'apt-get', ...args], { env }) : run('apt-get', args, { env }));
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', 'chromium']);
}

const modes = {
  start: () => runStack('start'),
  // Builds only the tool it releases (scripts/release/main.ts), not the whole workspace.
  release: () => run('pnpm', ['exec', 'tsx', 'scripts/release/main.ts', ...process.argv.slice(3)]),
  test: () => {
    ensureChromium();
    runStack('test');
  },
  bench: () => {
    ensureChromium();
    runStack('bench');
  },
};

if (!modes[mode]) {
  console.error(`usage: node scripts/run.mjs ${Object.keys(modes).join('|')}`);
  process.exit(2);
}
ensurePnpm();
run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']);
if (mode !== 'release') {
  // A taken port, or an `npm start` already running here, is said before the build, by itself.
  const preflight = spawnSync('pnpm', ['--silent', 'run', 'stack', 'preflight', mode], { stdio: 'inherit', cwd: root });
  if (preflight.status !== 0) process.exit(preflight.status ?? 1);
  runQuietly('building the shell, the tools and the devnet contracts', 'pnpm', ['run', 'build']);
}
modes[mode]();
