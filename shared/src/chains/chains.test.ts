import { describe, expect, it } from '@rstest/core';
import { ChainOverridesSchema, resolveChains } from './chains.ts';

describe('chain URL overrides (the runtime config)', () => {
  it('take http(s) nodes, ws(s) sockets and http(s) explorers', () => {
    const overrides = ChainOverridesSchema.parse({
      '1': { rpcHttp: 'http://10.0.0.5:8545', rpcWs: 'wss://eth.example/ws', explorerUrl: 'https://scan.example' },
    });
    expect(resolveChains(overrides).find((chain) => chain.id === 1)).toMatchObject({
      rpcHttp: 'http://10.0.0.5:8545',
      rpcWs: 'wss://eth.example/ws',
      explorerUrl: 'https://scan.example',
    });
  });

  it('refuse a URL without its scheme, or of the other kind, saying which schemes would do', () => {
    for (const [field, value, message] of [
      ['rpcHttp', 'my-node.internal:8545', 'Must be a https:// or http:// URL'],
      ['rpcHttp', 'wss://eth.example/ws', 'Must be a https:// or http:// URL'],
      ['rpcWs', 'https://eth.example', 'Must be a wss:// or ws:// URL'],
      ['explorerUrl', 'javascript:alert(1)', 'Must be a https:// or http:// URL'],
    ] as const) {
      const result = ChainOverridesSchema.safeParse({ '8453': { [field]: value } });
      expect({ field, value, error: result.error?.issues[0]?.message }).toEqual({ field, value, error: message });
    }
  });
});
