import { DEVNET_CHAIN_ID } from '@coinwatch/shared';
import { describe, expect, it } from '@rstest/core';
import { offeredChains } from './appConfig.ts';
import { RuntimeConfigSchema } from './runtimeConfig.ts';

const hosted = { supabaseUrl: 'https://project.supabase.co', supabaseAnonKey: 'anon' };
const ids = (config: object) => offeredChains(RuntimeConfigSchema.parse(config)).map((c) => c.id);

describe('the chains the app offers', () => {
  it('on a hosted site, leaves out the devnet: a node on each user’s own machine that cannot work for them', () => {
    expect(ids(hosted)).toEqual([1, 8453]);
  });

  it('beside the devnet (npm start writes its demo data), or pointed at a node for it, offers it', () => {
    const demo = { tokens: [], accounts: [], friendtech: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0' };
    expect(ids({ ...hosted, devnet: demo })).toEqual([1, 8453, DEVNET_CHAIN_ID]);
    expect(ids({ ...hosted, chains: { [DEVNET_CHAIN_ID]: { rpcHttp: 'https://devnet.example.com' } } })).toEqual([
      1,
      8453,
      DEVNET_CHAIN_ID,
    ]);
  });
});
