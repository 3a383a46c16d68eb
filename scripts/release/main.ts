// `npm run release -- <tool> [--rollback] [--dist <folder>] [--site <folder>]`: releases one tool
// (builds it, publishes it beside the versions already served, switches remotes.json to it) or
// rolls it back to the version live before; with no tool, shows what each tool serves.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { TOOL_IDS, type ToolId } from '@coinwatch/shared/federation';
import { releaseHoldingLock, releaseStatus, rollbackRemote, withReleaseLock } from '@coinwatch/static';
import { z } from 'zod';
import { LOCAL_DIR, remoteDist } from '../stack/paths.ts';
import { run } from '../stack/run.ts';

const USAGE = `Usage:
  npm run release -- <tool>              build the tool and make it live
  npm run release -- <tool> --rollback   go back to the version live before the current one
  npm run release                        show the version each tool serves
Tools: ${TOOL_IDS.join(', ')}
Options:
  --dist <folder>  release a build made elsewhere instead of building (e.g. CI's artifact)
  --site <folder>  the site to change (default: npm start's, ${join(LOCAL_DIR, 'site')})`;

const ArgsSchema = z.object({
  tool: z.enum(TOOL_IDS as [ToolId, ...ToolId[]], { error: (issue) => `Unknown tool "${String(issue.input)}".` }).optional(),
  rollback: z.boolean(),
  dist: z.string().min(1, '--dist needs the folder of a build.').optional(),
  site: z.string().min(1, '--site needs the folder of a site.'),
});

async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        rollback: { type: 'boolean', default: false },
        dist: { type: 'string' },
        site: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return 0;
  }
  if (parsed.positionals.length > 1) {
    console.error(`One tool at a time: run the command once for each of ${parsed.positionals.join(', ')}.\n\n${USAGE}`);
    return 2;
  }
  const args = ArgsSchema.safeParse({ ...parsed.values, tool: parsed.positionals[0], site: parsed.values.site ?? join(LOCAL_DIR, 'site') });
  if (!args.success) {
    console.error(`${args.error.issues.map((i) => i.message).join('\n')}\n\n${USAGE}`);
    return 2;
  }
  const { tool: id, rollback, dist, site } = args.data;
  // Without a tool the command only shows the status: an operator must not take that for done.
  if (!id && (rollback || dist)) {
    console.error(
      `Name the tool to ${rollback ? 'roll back' : 'release'}: npm run release -- <tool> ${rollback ? '--rollback' : '--dist <folder>'}\n\n${USAGE}`,
    );
    return 2;
  }
  if (rollback && dist) {
    console.error('--dist is for a release; a rollback returns to a version already on the site. Use one or the other.');
    return 2;
  }
  if (dist && !(await stat(dist).catch(() => null))?.isDirectory()) {
    console.error(`No folder at ${dist} (--dist): give the folder of a tool's build, e.g. remotes/${id}/dist.`);
    return 1;
  }
  // Commands printed for the operator to paste keep the site they act on.
  const siteOption = parsed.values.site === undefined ? '' : ` --site ${JSON.stringify(site)}`;
  if (!(await stat(join(site, 'remotes.json')).catch(() => null))) {
    console.error(`No site in ${site}: run \`npm start\` once (it assembles the site), or pass --site <folder>.`);
    return 1;
  }
  if (!id) {
    for (const s of await releaseStatus(site))
      console.log(
        `${s.id.padEnd(12)} ${s.live ?? '(not released)'}${s.liveSince ? `  live since ${s.liveSince}` : ''}  ${s.earlier} earlier${s.historyElsewhere ? `  (its release history ends on another version: the next release of ${s.id} mends it)` : ''}`,
      );
    return 0;
  }
  if (rollback) {
    const result = await rollbackRemote(site, id);
    console.log(
      `✓ ${id} is back on ${result.version} (was ${result.from}). New page loads get it; open pages follow at their next new-build check. A restart of npm start releases the fresh build again. Redo: npm run release -- ${id} --dist ${JSON.stringify(join(site, 'remotes', id, result.from))}${siteOption}`,
    );
    return 0;
  }
  // The lock is held through the build: a second release of the tool refused only after building
  // had rebuilt the very folder the first was publishing, and wasted its build.
  const result = await withReleaseLock(site, async () => {
    if (dist) return releaseHoldingLock(site, id, dist);
    if ((await run('pnpm', ['--filter', `@coinwatch/${id}`, 'run', 'build'])) !== 0) return null;
    return releaseHoldingLock(site, id, remoteDist(id));
  });
  if (!result) {
    console.error(`✗ The build of ${id} failed (above); nothing was released.`);
    return 1;
  }
  console.log(
    result.changed
      ? `✓ ${id} ${result.version} is live (was ${result.previous ?? 'not released'}). New page loads get it; open pages follow at their next new-build check. Undo: npm run release -- ${id} --rollback${siteOption}`
      : `${id} ${result.version} is live already: nothing changed.`,
  );
  if (result.removed.length)
    console.log(
      `Removed the files of ${result.removed.length} old ${id} version(s), out of rollback reach and replaced over a day ago: ${result.removed.join(', ')}`,
    );
  for (const problem of result.problems)
    console.warn(`! Could not remove an old ${id} folder (the release is live all the same; the next release tries again): ${problem}`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
