import { createInterface } from 'node:readline';
import { spawnWatched } from '@coinwatch/shared/watchdog';
import { anvilBinary } from './anvilBinary.ts';

export type AnvilProcess = { pid: number; stop(): Promise<void>; exited: Promise<number | null> };

/** anvil under the watchdog (spawnWatched): no anvil outlives this process, and one that ends is seen at once. */
export function spawnAnvil(args: string[], log: (line: string) => void): AnvilProcess {
  const child = spawnWatched(anvilBinary(), args);
  if (child.pid === undefined) throw new Error('could not start anvil');
  const pid = child.pid;
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', (line) => log(`[anvil] ${line}`));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let alive = true;
  void exited.then(() => {
    alive = false;
    process.off('exit', killNow);
  });
  // Last resort for a normal exit of this process without stop(): synchronous, as 'exit' requires.
  const killNow = () => {
    if (alive) {
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  process.on('exit', killNow);
  return {
    pid,
    exited,
    async stop() {
      if (!alive) return;
      child.stdin.end();
      const timer = setTimeout(() => {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
