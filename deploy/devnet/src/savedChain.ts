import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { MULTICALL3_ADDRESS } from '@coinwatch/shared';
import { z } from 'zod';
import { Multicall3Bytecode } from '../artifacts/contracts.ts';
import { anvilBinary } from './anvilBinary.ts';
import { HexSchema, QuantitySchema, type RpcClient } from './rpcClient.ts';
import type { SeedPlan } from './seedPlan.ts';

/** Beside the package's dependencies, as build tools keep their caches: never committed, and gone with a fresh install. */
export const SAVED_CHAIN_DIR = fileURLToPath(new URL('../node_modules/.cache/seeded-chain', import.meta.url));

/** The sources besides the plan whose change makes another chain. */
const CHAIN_MAKING_CODE = ['./seedDevnet.ts', './installMulticall3.ts'];

const HeadSchema = z.object({ number: QuantitySchema, hash: HexSchema });
const SavedHeadSchema = z.object({ number: z.number().int().positive(), hash: HexSchema });

export type SavedChain = {
  files: { state: string; head: string };
  /** anvil's `--load-state` file, when a complete one is there. */
  stateFile(): string | null;
  /** True when the node now serves the saved chain: its head is the saved head. */
  isServedBy(rpc: RpcClient): Promise<boolean>;
  /** Saves the node's chain, as it is now, for the next start. */
  save(rpc: RpcClient): Promise<void>;
  remove(): void;
};

/**
 * The seeded chain, saved once and loaded by later starts: replaying the plan's ~6,000
 * transactions takes anvil about 13 s, loading its saved state (blocks, receipts and accounts, the
 * same block hashes) about 0.3 s. The files are named by a hash of all that makes the chain (the
 * plan with its contracts' code, the code that sends it, anvil's options and binary), so a changed
 * seed never loads an old chain. A complete save has both files: the head is written last.
 */
export function savedChain(dir: string, plan: SeedPlan, anvilOptions: readonly string[]): SavedChain {
  const anvil = realpathSync(anvilBinary());
  const { size, mtimeMs } = statSync(anvil);
  const fingerprint = JSON.stringify(
    {
      plan,
      anvilOptions,
      multicall: [MULTICALL3_ADDRESS, Multicall3Bytecode],
      // How the plan is sent (fees, transaction type) and Multicall3 put in place shape the chain too.
      code: CHAIN_MAKING_CODE.map((file) => readFileSync(new URL(file, import.meta.url), 'utf8')),
      // An anvil replaced in place (ANVIL_BIN) is another anvil.
      anvil: { path: anvil, size, mtimeMs },
    },
    (_, v) => (typeof v === 'bigint' ? v.toString() : v),
  );
  const name = createHash('sha256').update(fingerprint).digest('hex').slice(0, 16);
  const state = join(dir, `${name}.state.json`);
  const head = join(dir, `${name}.head.json`);
  const savedHead = () => SavedHeadSchema.parse(JSON.parse(readFileSync(head, 'utf8')));
  // Written whole under another name, then renamed: two starts saving at once never mix their files.
  const writeWhole = (file: string, data: string | Buffer) => {
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, data);
    renameSync(partial, file);
  };
  return {
    files: { state, head },
    stateFile: () => (existsSync(state) && existsSync(head) ? state : null),
    async isServedBy(rpc) {
      try {
        const expected = savedHead();
        const served = await rpc('eth_getBlockByNumber', ['latest', false], HeadSchema);
        return expected.number === plan.blocks.length && served.number === BigInt(expected.number) && served.hash === expected.hash;
      } catch {
        return false;
      }
    },
    async save(rpc) {
      const dump = await rpc('anvil_dumpState', [], HexSchema);
      const served = await rpc('eth_getBlockByNumber', ['latest', false], HeadSchema);
      const bytes = Buffer.from(dump.slice(2), 'hex');
      // anvil_dumpState answers gzip; --load-state reads the JSON inside.
      const json = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
      mkdirSync(dir, { recursive: true });
      writeWhole(state, json);
      writeWhole(head, JSON.stringify({ number: Number(served.number), hash: served.hash }));
      // Saves of chains no longer made (a changed seed), and parts a killed save left: 27 MB each.
      for (const file of readdirSync(dir)) if (!file.startsWith(`${name}.`)) rmSync(join(dir, file), { force: true });
    },
    remove() {
      rmSync(head, { force: true });
      rmSync(state, { force: true });
    },
  };
}
