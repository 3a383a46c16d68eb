import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { anvilBinary } from './anvilBinary.ts';

export type AnvilProcess = { pid: number; stop(): Promise<void>; exited: Promise<number | null> };

/**
 * anvil runs under a tiny sh watchdog that holds the read end of a pipe from us: when this process
 * ends in any way (even SIGKILL, which runs no handler), the pipe closes, `read` returns and the
 * watchdog terminates anvil. So no anvil outlives its parent. The pipe is read beside anvil, not
 * instead of waiting for it: an anvil that exits by itself (a taken port, a state file it refuses)
 * ends the watchdog too, with anvil's status, so the caller sees it at once. (A shell blocked in
 * `read` sat there until the pipe closed.) A background job's stdin is /dev/null: the pipe goes
 * to the reader as fd 3.
 */
const WATCHDOG = `exec 3<&0
"$@" </dev/null &
child=$!
(read -r _ <&3 || true; kill "$child" 2>/dev/null) &
reader=$!
trap 'kill "$child" 2>/dev/null' TERM INT HUP
while :; do
  wait "$child"
  status=$?
  kill -0 "$child" 2>/dev/null || break
done
kill "$reader" 2>/dev/null
exit "$status"`;

export function spawnAnvil(args: string[], log: (line: string) => void): AnvilProcess {
  const child: ChildProcess = spawn('/bin/sh', ['-c', WATCHDOG, 'anvil-watchdog', anvilBinary(), ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    // Its own process group, so stop() can signal the watchdog and anvil together.
    detached: true,
  });
  if (child.pid === undefined) throw new Error('could not start anvil');
  const pid = child.pid;
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => log(`[anvil] ${line}`));
  }
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
      child.stdin?.end();
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
