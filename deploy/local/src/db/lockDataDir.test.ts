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
});
