/**
 * One contender of the release lock's race test, as its own process (the lock tells releases apart
 * by process id). It prints "ready", reads the moment to start from stdin, then for each site folder
 * in turn, at the same moment as the other contenders, tries to take the lock and logs its hold.
 */

import { once } from 'node:events';
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { withReleaseLock } from '../releaseLock.ts';

const ROUND_MS = 150;
const HOLD_MS = 40;

const sites = process.argv.slice(2);
process.stdout.write('ready\n');
const [line] = (await once(process.stdin, 'data')) as [Buffer];
const start = Number(line.toString());

for (const [round, site] of sites.entries()) {
  // Spin rather than sleep: timers wake a few milliseconds apart, longer than the race's window.
  while (Date.now() < start + round * ROUND_MS);
  const log = join(site, 'holds.log');
  await withReleaseLock(site, async () => {
    await appendFile(log, `took ${process.pid}\n`);
    await sleep(HOLD_MS);
    await appendFile(log, `left ${process.pid}\n`);
  }).catch((error: Error) => {
    if (!error.message.startsWith('Another release')) throw error;
  });
}
process.exit(0);
