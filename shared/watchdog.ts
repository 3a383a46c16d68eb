import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';

/**
 * The script of spawnWatched. A reader beside the program reads the parent's pipe (stdin) until
 * EOF, which comes when the parent closes it *or* dies (even by SIGKILL, which runs no handler),
 * and then stops the program: Node cannot set PR_SET_PDEATHSIG. The shell itself waits for the
 * program, so a program that ends by itself (a crash, a kill, an option it refuses) ends the shell
 * too, with its status, and the parent sees it (a shell blocked reading the pipe hid it). A
 * background job's stdin is /dev/null: the pipe goes to the reader as fd 3.
 */
const WATCHDOG = `exec 3<&0
"$@" </dev/null &
child=$!
(while read -r _ <&3; do :; done; kill -TERM "$child" 2>/dev/null) &
reader=$!
trap 'kill -TERM "$child" 2>/dev/null' TERM INT HUP
while :; do
  wait "$child"
  status=$?
  kill -0 "$child" 2>/dev/null || break
done
kill "$reader" 2>/dev/null
exit "$status"`;

/**
 * Runs `command` under a small sh watchdog, in a process group of its own (so the caller can signal
 * both together): it never outlives this process, and its own end is this child's exit. Closing the
 * child's stdin stops it.
 */
export function spawnWatched(command: string, args: readonly string[], env?: NodeJS.ProcessEnv): ChildProcessWithoutNullStreams {
  return spawn('/bin/sh', ['-c', WATCHDOG, 'watchdog', command, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
    ...(env && { env }),
  });
}
