import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

const ReadySchema = z.object({
  ready: z.literal(true),
  url: z.string(),
  anonKey: z.string(),
  serviceRoleKey: z.string(),
  inboxUrl: z.string(),
});
export type SpawnedStack = z.infer<typeof ReadySchema> & { child: ChildProcess; startMs: number; output: string[] };

/**
 * The stack as its own process (src/main.ts --json), so tests can SIGKILL it like a crash would.
 * Resolves with the keys from its ready line.
 */
export function spawnStack(dataDir: string, port: number, mailPort: number, extra: string[] = []): Promise<SpawnedStack> {
  const started = Date.now();
  // node --import tsx, not the tsx CLI: the CLI runs the program in a second process, and a SIGKILL
  // meant to crash the stack would only hit the wrapper.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', MAIN, '--data-dir', dataDir, '--port', String(port), '--mail-port', String(mailPort), '--json', ...extra],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      cwd: PACKAGE_DIR,
    },
  );
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        output.push(line);
        if (!line.startsWith('{')) continue;
        const ready = ReadySchema.safeParse(JSON.parse(line));
        if (ready.success) resolve({ ...ready.data, child, startMs: Date.now() - started, output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`stack exited (${code}) before ready:\n${output.join('\n')}`)));
  });
}

/** SIGTERM and wait; the stack stops PostgREST itself. */
export async function stopStack(stack: SpawnedStack): Promise<void> {
  if (stack.child.exitCode !== null || stack.child.signalCode !== null) return;
  const exited = new Promise((resolve) => stack.child.once('exit', resolve));
  stack.child.kill('SIGTERM');
  await exited;
}
