import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { federationName, type ToolId } from '@coinwatch/shared/federation';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { assembleSite } from './assembleSite.ts';
import { releaseRemote, releaseStatus, rollbackRemote } from './release.ts';
import { withReleaseLock } from './releaseLock.ts';

let work: string;
let site: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'static-release-test-'));
  site = join(work, 'site');
  await mkdir(site);
});
afterEach(() => rm(work, { recursive: true, force: true }));

/** A build folder of `tool` whose one chunk says `text`. */
async function build(name: string, text: string, tool: ToolId = 'wallet'): Promise<string> {
  const dir = join(work, name);
  await mkdir(join(dir, 'static/js'), { recursive: true });
  await writeFile(join(dir, 'mf-manifest.json'), JSON.stringify(buildManifest(tool)));
  await writeFile(join(dir, 'static/js/remoteEntry.js'), '/* container */');
  await writeFile(join(dir, 'static/js/tool.js'), `export default ${JSON.stringify(text)}`);
  return dir;
}
/** The parts of a federation manifest a release reads: the build's name and the files it names. */
const buildManifest = (tool: ToolId) => {
  const assets = (...sync: string[]) => ({ js: { sync, async: [] }, css: { sync: [], async: [] } });
  return {
    id: federationName(tool),
    name: federationName(tool),
    metaData: { remoteEntry: { name: 'static/js/remoteEntry.js', path: '' } },
    exposes: [{ id: `${federationName(tool)}:Tool`, assets: assets('static/js/tool.js') }],
    shared: [{ assets: assets() }],
  };
};
const manifest = async () => JSON.parse(await readFile(join(site, 'remotes.json'), 'utf8'));
const served = async (id: string) => {
  const { entry } = (await manifest()).remotes[id];
  return readFile(join(site, entry.replace('mf-manifest.json', 'static/js/tool.js')), 'utf8');
};

describe('release of one tool', () => {
  it('switches remotes.json to the new build and keeps the old build and the other tools', async () => {
    const first = await releaseRemote(site, 'wallet', await build('a', 'one'));
    await releaseRemote(site, 'txns', await build('t', 'txns', 'txns'));
    expect(first).toMatchObject({ id: 'wallet', previous: null, changed: true });
    expect(await served('wallet')).toContain('one');

    const second = await releaseRemote(site, 'wallet', await build('b', 'two'));
    expect(second.previous).toBe(first.version);
    expect(second.version).not.toBe(first.version);
    expect(await served('wallet')).toContain('two');
    expect(await served('txns')).toContain('txns');
    // Pages that loaded the first build still find its files.
    expect(await readFile(join(site, 'remotes/wallet', first.version, 'static/js/tool.js'), 'utf8')).toContain('one');
  });

  it('releasing the live build again changes nothing', async () => {
    const dist = await build('a', 'one');
    const first = await releaseRemote(site, 'wallet', dist);
    const again = await releaseRemote(site, 'wallet', dist);
    expect(again).toEqual({ id: 'wallet', version: first.version, previous: first.version, changed: false, removed: [], problems: [] });
    expect((await releaseStatus(site)).find((s) => s.id === 'wallet')).toMatchObject({ live: first.version, earlier: 0 });
  });

  it('says a version rolled back to is live since the rollback, not since its release a month ago', async () => {
    const monthAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    const first = await releaseRemote(site, 'wallet', await build('a', 'one'), monthAgo);
    await releaseRemote(site, 'wallet', await build('b', 'two'), new Date(monthAgo.getTime() + 60_000));
    const before = Date.now();
    await rollbackRemote(site, 'wallet');
    const status = (await releaseStatus(site)).find((s) => s.id === 'wallet');
    expect(status?.live).toBe(first.version);
    expect(Date.parse(status?.liveSince ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a folder that is not a built tool', async () => {
    await mkdir(join(work, 'empty'));
    await expect(releaseRemote(site, 'wallet', join(work, 'empty'))).rejects.toThrow('has no mf-manifest.json');
  });

  it('never overwrites a corrupt remotes.json (it would drop the other tools)', async () => {
    await writeFile(join(site, 'remotes.json'), '{"remotes": ');
    await expect(releaseRemote(site, 'wallet', await build('a', 'one'))).rejects.toThrow('is not a valid remotes manifest');
    expect(await readFile(join(site, 'remotes.json'), 'utf8')).toBe('{"remotes": ');
  });
});

describe('rollback of one tool', () => {
  it('goes back one release at a time, then says there is nothing earlier', async () => {
    const one = await releaseRemote(site, 'wallet', await build('a', 'one'));
    const two = await releaseRemote(site, 'wallet', await build('b', 'two'));
    await releaseRemote(site, 'wallet', await build('c', 'three'));

    expect(await rollbackRemote(site, 'wallet')).toMatchObject({ version: two.version });
    expect(await served('wallet')).toContain('two');
    expect(await rollbackRemote(site, 'wallet')).toMatchObject({ version: one.version, from: two.version });
    expect(await served('wallet')).toContain('one');
    await expect(rollbackRemote(site, 'wallet')).rejects.toThrow('There is no earlier release of wallet');
    expect(await served('wallet')).toContain('one');
  });

  it('returns to what a site assembled before release histories were kept served', async () => {
    const one = await releaseRemote(site, 'wallet', await build('a', 'one'));
    await rm(join(site, 'remotes/wallet/releases.json'));
    await releaseRemote(site, 'wallet', await build('b', 'two'));
    expect(await rollbackRemote(site, 'wallet')).toMatchObject({ version: one.version });
    expect(await served('wallet')).toContain('one');
  });

  it('returns to what remotes.json served when it was switched by hand, not to the end of the history', async () => {
    const one = await releaseRemote(site, 'wallet', await build('a', 'one'));
    const two = await releaseRemote(site, 'wallet', await build('b', 'two'));
    const m = await manifest();
    m.remotes.wallet = { version: one.version, entry: m.remotes.wallet.entry.replace(two.version, one.version) };
    await writeFile(join(site, 'remotes.json'), JSON.stringify(m));
    expect((await releaseStatus(site)).find((s) => s.id === 'wallet')).toMatchObject({ live: one.version, historyElsewhere: true });
    await expect(rollbackRemote(site, 'wallet')).rejects.toThrow('its release history ends elsewhere');

    const three = await releaseRemote(site, 'wallet', await build('c', 'three'));
    expect(three.previous).toBe(one.version);
    expect(await rollbackRemote(site, 'wallet')).toMatchObject({ version: one.version, from: three.version });
    expect(await served('wallet')).toContain('one');
  });

  it('says so when the tool was never released, or when the earlier files are gone', async () => {
    await expect(rollbackRemote(site, 'friend-tech')).rejects.toThrow('friend-tech is not released on this site');
    const one = await releaseRemote(site, 'wallet', await build('a', 'one'));
    await releaseRemote(site, 'wallet', await build('b', 'two'));
    await rm(join(site, 'remotes/wallet', one.version), { recursive: true });
    await expect(rollbackRemote(site, 'wallet')).rejects.toThrow(`The files of wallet ${one.version} are gone`);
    expect(await served('wallet')).toContain('two');
  });

  it('still works after npm start assembled the site again from new builds', async () => {
    const shell = join(work, 'shell');
    await mkdir(shell);
    await writeFile(join(shell, 'index.html'), '<!doctype html>');
    const remotes = {
      txns: await build('t', 'txns', 'txns'),
      wallet: await build('a', 'one'),
      'friend-tech': await build('f', 'keys', 'friend-tech'),
    };
    await assembleSite(site, { shell, remotes });
    await assembleSite(site, { shell, remotes: { ...remotes, wallet: await build('b', 'two') } });
    expect(await served('wallet')).toContain('two');
    await rollbackRemote(site, 'wallet');
    expect(await served('wallet')).toContain('one');
    expect(await served('txns')).toContain('txns');
  });
});

describe('old releases', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const t0 = Date.parse('2026-01-01T00:00:00Z');
  const folders = async () => (await readdir(join(site, 'remotes/wallet'))).filter((name) => name !== 'releases.json').sort();
  async function releaseMany(count: number, at: (i: number) => number) {
    const versions: string[] = [];
    for (let i = 0; i < count; i++)
      versions.push((await releaseRemote(site, 'wallet', await build(`v${i}`, `v${i}`), new Date(at(i)))).version);
    return versions;
  }

  it('keeps the last five releases for rollback and removes versions retired over a day ago', async () => {
    const versions = await releaseMany(6, (i) => t0 + i * 2 * DAY);
    const last = await releaseRemote(site, 'wallet', await build('v6', 'v6'), new Date(t0 + 12 * DAY));
    versions.push(last.version);
    // The first went at the sixth release, the second now: each out of rollback reach and retired days ago.
    expect(last.removed).toEqual([versions[1]]);
    expect(await folders()).toEqual(versions.slice(2).sort());
    expect((await releaseStatus(site)).find((s) => s.id === 'wallet')).toMatchObject({ live: last.version, earlier: 4 });
    for (const back of [5, 4, 3, 2]) expect(await rollbackRemote(site, 'wallet')).toMatchObject({ version: versions[back] });
    await expect(rollbackRemote(site, 'wallet')).rejects.toThrow('There is no earlier release of wallet');
  });

  it('leaves a replaced version’s files for a day, however many releases follow it', async () => {
    const versions = await releaseMany(7, (i) => t0 + i * 60_000);
    expect(await folders()).toEqual([...versions].sort());
    const later = await releaseRemote(site, 'wallet', await build('v7', 'v7'), new Date(t0 + 2 * DAY));
    expect(later.removed).toEqual(versions.slice(0, 3).sort());
  });

  it('goes live and into the history even when an old folder cannot be removed, and says which', async () => {
    const versions = await releaseMany(6, (i) => t0 + i * 2 * DAY);
    // The name the second version's folder is moved to on its way out is taken, by a folder not empty.
    const blocker = join(site, 'remotes/wallet', `${versions[1]}.trash-${process.pid}`);
    await mkdir(blocker);
    await writeFile(join(blocker, 'x'), 'x');
    const last = await releaseRemote(site, 'wallet', await build('v6', 'v6'), new Date(t0 + 12 * DAY));
    expect(last.removed).toEqual([]);
    expect(last.problems).toEqual([expect.stringContaining(versions[1] as string)]);
    expect((await manifest()).remotes.wallet.version).toBe(last.version);
    expect(await rollbackRemote(site, 'wallet')).toMatchObject({ version: versions[5] });
    expect(await folders()).toContain(versions[1]);
  });

  it('sweeps copies and removals a stopped process left, once they are a day old', async () => {
    const [one] = await releaseMany(1, () => t0);
    // Each kind stale and fresh: a copy (.partial) and a removal (.trash).
    const names = { stale: [`${one}.partial-999999`, `${one}.trash-999997`], fresh: [`${one}.partial-999998`, `${one}.trash-999996`] };
    const now = t0 + 3 * DAY;
    for (const [age, list] of [
      [2 * DAY, names.stale],
      [60_000, names.fresh],
    ] as const) {
      for (const name of list) {
        const folder = join(site, 'remotes/wallet', name);
        await mkdir(join(folder, 'static'), { recursive: true });
        await utimes(folder, new Date(now - age), new Date(now - age));
      }
    }
    await releaseRemote(site, 'wallet', await build('v1', 'v1'), new Date(now));
    const left = await folders();
    for (const name of names.stale) expect(left).not.toContain(name);
    for (const name of names.fresh) expect(left).toContain(name);
  });

  it('counts the day of a version rolled back from the rollback', async () => {
    const [, two] = await releaseMany(2, (i) => t0 + i * 60_000);
    await rollbackRemote(site, 'wallet');
    const now = Date.now();
    expect((await releaseRemote(site, 'wallet', await build('v2', 'v2'), new Date(now + 60 * 60_000))).removed).toEqual([]);
    expect((await releaseRemote(site, 'wallet', await build('v3', 'v3'), new Date(now + 2 * DAY))).removed).toContain(two);
  });
});

describe('what a release takes', () => {
  it('refuses a build without a file its manifest names, and leaves nothing behind', async () => {
    const dist = await build('a', 'one');
    await rm(join(dist, 'static/js/tool.js'));
    await expect(releaseRemote(site, 'wallet', dist)).rejects.toThrow(
      'is an incomplete build: its manifest names 1 file(s) it lacks (static/js/tool.js). Build the tool again; nothing was released.',
    );
    await expect(readFile(join(site, 'remotes.json'), 'utf8')).rejects.toThrow();
    expect(await readdir(join(site, 'remotes/wallet'))).toEqual([]);
  });

  it('refuses another tool’s build: the shell would mount it on this tool’s page', async () => {
    await expect(releaseRemote(site, 'wallet', await build('t', 'txns', 'txns'))).rejects.toThrow(
      'is a build of coinwatch_txns, not of the wallet tool (coinwatch_wallet)',
    );
    await expect(readFile(join(site, 'remotes.json'), 'utf8')).rejects.toThrow();
  });
});

describe('the release lock', () => {
  it('refuses while another running process holds it, and takes over one left by a process that is gone', async () => {
    await writeFile(join(site, '.release.lock'), String(process.ppid));
    await expect(releaseRemote(site, 'wallet', await build('a', 'one'))).rejects.toThrow(`Another release (process ${process.ppid})`);

    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(join(site, '.release.lock'), String(gone));
    await expect(releaseRemote(site, 'wallet', await build('a', 'one'))).resolves.toMatchObject({ changed: true });
  });

  it('takes over a lock whose process id now belongs to another program (the machine restarted)', async () => {
    const other = spawn('sleep', ['30']);
    try {
      await writeFile(join(site, '.release.lock'), String(other.pid));
      await expect(releaseRemote(site, 'wallet', await build('a', 'one'))).resolves.toMatchObject({ changed: true });
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('is held by the assembly of npm start too, which leaves it in place while a release holds it', async () => {
    await writeFile(join(site, '.release.lock'), String(process.ppid));
    const shell = join(work, 'shell');
    await mkdir(shell);
    const remotes = {
      txns: await build('t', 'txns', 'txns'),
      wallet: await build('a', 'one'),
      'friend-tech': await build('f', 'keys', 'friend-tech'),
    };
    await expect(assembleSite(site, { shell, remotes })).rejects.toThrow(`Another release (process ${process.ppid})`);
    expect(await readFile(join(site, '.release.lock'), 'utf8')).toBe(String(process.ppid));
  });

  it('is never taken while its holder is still writing its process id', async () => {
    await writeFile(join(site, '.release.lock'), '');
    await expect(releaseRemote(site, 'wallet', await build('a', 'one'))).rejects.toThrow('Another release');
  });

  it('is removed by its holder only: a lock another process took over stays', async () => {
    const other = String(process.ppid);
    await expect(releaseRemote(site, 'wallet', await build('a', 'one')).then(() => readdir(site))).resolves.not.toContain('.release.lock');
    // A holder that finds someone else's lock in its place at the end leaves it.
    await withReleaseLock(site, () => writeFile(join(site, '.release.lock'), other));
    expect(await readFile(join(site, '.release.lock'), 'utf8')).toBe(other);
  });

  it('is not taken over while another release is taking it over, nor blocked by a takeover a gone process left', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(join(site, '.release.lock'), String(gone));
    await writeFile(join(site, '.release.lock.takeover'), String(process.ppid));
    await expect(releaseRemote(site, 'wallet', await build('a', 'one'))).rejects.toThrow(`Another release (process ${process.ppid})`);
    expect(await readFile(join(site, '.release.lock'), 'utf8')).toBe(String(gone));

    await writeFile(join(site, '.release.lock.takeover'), String(gone));
    await expect(releaseRemote(site, 'wallet', await build('a', 'one'))).resolves.toMatchObject({ changed: true });
    expect(await readdir(site)).not.toContain('.release.lock.takeover');
  });

  it('is taken over by one release only when several find the same stale lock at the same moment', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const rounds = await Promise.all(
      Array.from({ length: 12 }, async (_, round) => {
        const dir = join(work, `round-${round}`);
        await mkdir(dir);
        await writeFile(join(dir, '.release.lock'), String(gone));
        return dir;
      }),
    );
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const script = fileURLToPath(new URL('./testing/contendForLock.ts', import.meta.url));
    const contenders = Array.from({ length: 3 }, () =>
      spawn(process.execPath, ['--import', tsx, script, ...rounds], { stdio: ['pipe', 'pipe', 'inherit'] }),
    );
    await Promise.all(contenders.map((child) => once(createInterface({ input: child.stdout }), 'line')));
    const start = Date.now() + 100;
    for (const child of contenders) child.stdin.end(String(start));
    const exits = await Promise.all(contenders.map((child) => once(child, 'exit')));
    expect(exits.map(([code]) => code)).toEqual([0, 0, 0]);

    for (const dir of rounds) {
      const holds = (await readFile(join(dir, 'holds.log'), 'utf8')).trim().split('\n');
      // One holder at a time: each "took" is followed by the same process leaving before anyone else takes it.
      expect(holds.length % 2).toBe(0);
      for (let at = 0; at < holds.length; at += 2) expect(holds[at + 1]).toBe(String(holds[at]).replace('took', 'left'));
    }
  });
});
