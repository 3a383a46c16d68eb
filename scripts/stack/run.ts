import { type ChildProcess, spawn } from 'node:child_process';
import { ROOT } from './paths.ts';

const running = new Set<ChildProcess>();

/** Runs a command to completion in the workspace root, with extra environment; resolves with its exit code. */
export function run(cmd: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  console.log(`\n> ${cmd} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    running.add(child);
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * Stops the commands still running. A terminal's Ctrl+C reaches them itself; a SIGTERM sent to this
 * process alone (a CI job cancelled, an editor's stop button) does not, and a browser suite left
 * running went on against a stack already stopped.
 */
export function stopCommands(): void {
  for (const child of running) child.kill('SIGTERM');
}
