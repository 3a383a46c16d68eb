import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { DataDirInUseError, lockDataDir } from './lockDataDir.ts';

describe('lockDataDir', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'coinwatch-lock-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('refuses the folder while the stack holding it runs, naming its process, and takes it over once that died', async () => {
    // Another running stack: a live process whose id is in the lock.
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    await writeFile(join(dir, 'running.pid'), String(other.pid));
    const refused = lockDataDir(dir);
    await expect(refused).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(refused).rejects.toThrow(`Coinwatch is already running on the data in ${dir} (process ${other.pid})`);
    other.kill('SIGKILL');
    await once(other, 'exit');
    const release = await lockDataDir(dir);
    expect(await readFile(join(dir, 'running.pid'), 'utf8')).toBe(String(process.pid));
    await release();
  });

  it('takes over a lock whose process id now belongs to another program (the machine restarted)', async () => {
    const other = spawn('sleep', ['30']);
    try {
      await writeFile(join(dir, 'running.pid'), String(other.pid));
      const release = await lockDataDir(dir);
      expect(await readFile(join(dir, 'running.pid'), 'utf8')).toBe(String(process.pid));
      await release();
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('lets the next stack in once released, and creates the folder of a first start', async () => {
    const folder = join(dir, 'supabase');
    const release = await lockDataDir(folder);
    await expect(lockDataDir(folder)).rejects.toBeInstanceOf(DataDirInUseError);
    await release();
    await (await lockDataDir(folder))();
  });

  it('takes over a lock with its own process id that an earlier run left (a restarted container gives its command the same id)', async () => {
    await writeFile(join(dir, 'running.pid'), String(process.pid));
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUseError);
    await release();
  });

  it('leaves a lock that another start is still writing (no id in it yet) to that start', async () => {
    await writeFile(join(dir, 'running.pid'), '');
    await expect(lockDataDir(dir)).rejects.toThrow(`Another start is taking the data in ${dir} at this moment.`);
    expect(await readFile(join(dir, 'running.pid'), 'utf8')).toBe('');
  });

  it('gives the folder to one of two stacks that start on it at the same moment', async () => {
    const [first, second] = await Promise.allSettled([lockDataDir(dir), lockDataDir(dir)]);
    expect([first.status, second.status].sort()).toEqual(['fulfilled', 'rejected']);
    for (const r of [first, second]) if (r.status === 'fulfilled') await r.value();
  });
});
