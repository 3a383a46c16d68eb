import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';
import type { StaticServer, StaticServerOptions } from './server.ts';

const ReadySchema = z.object({ url: z.url() });
const readyLine = (line: string | null) => {
  try {
    return line === null ? null : ReadySchema.safeParse(JSON.parse(line));
  } catch {
    return null;
  }
};

/**
 * startStaticServer in a child process (serve.ts), so the page's files are answered at once even
 * while the caller's own event loop is busy. Same options and result; rejects with the child's
 * error output if it cannot listen.
 */
export async function spawnStaticServer({
  siteDir,
  port,
  connectSources,
}: StaticServerOptions): Promise<StaticServer & { /** Settles when its process has ended, stopped or not. */ exited: Promise<void> }> {
  // tsx from this package, whichever folder the caller runs in.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const args = ['--import', tsx, fileURLToPath(new URL('./serve.ts', import.meta.url)), '--site', siteDir, '--port', String(port)];
  for (const source of connectSources) args.push('--connect', source);
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = once(child, 'exit');
  const firstLine = new Promise<string>((resolve) => createInterface({ input: child.stdout }).once('line', resolve));
  const started = await Promise.race([firstLine, exited.then(() => null)]);
  const ready = readyLine(started);
  if (!ready?.success) {
    child.kill('SIGKILL');
    throw new Error(`the static server did not start on port ${port}: ${errors.trim() || started}`);
  }
  return {
    url: ready.data.url,
    exited: exited.then(() => undefined),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.stdin.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
