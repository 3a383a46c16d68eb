import { spawn } from 'node:child_process';
import { ROOT } from './paths.ts';

/** Runs a command to completion in the workspace root, with extra environment; resolves with its exit code. */
export function run(cmd: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  console.log(`\n> ${cmd} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
