import { serveOverHttp } from '@coinwatch/shared/testing/rpc';
import { describe, expect, it } from '@rstest/core';
import { httpRpc } from '../../chain/rpc.ts';
import { fakeChain } from '../../testing/fakeChain.ts';
import { createChunkSizer } from './chunkSizer.ts';
import { scanTransfers } from './scanTransfers.ts';

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const;
const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const;
const X = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const logs = Array.from({ length: 200 }, (_, i) => ({ block: i * 5 + 1, logIndex: 0, from: A, to: X, value: BigInt(i) }));

describe('an answer larger than the transport reads', () => {
  it('is taken as a refusal: the scan asks again for fewer blocks and still finds every transfer', async () => {
    const chain = fakeChain({ token, logs, head: 1000 });
    const node = await serveOverHttp(chain.rpc);
    try {
      // One log is about 650 bytes: 20 KB holds some 30 of them, far fewer than 1,000 blocks have.
      const rpc = httpRpc(node.url, { maxResponseBodySize: 20_000 });
      const sizer = createChunkSizer({ initial: 1000, max: 1000 });
      const found = await scanTransfers({ rpc, token, addresses: [A], fromBlock: 0n, toBlock: 1000n, sizer, now: () => 0 });
      expect(found.length).toBe(200);
      expect(sizer.size).toBeLessThan(1000);
      expect(chain.state.calls.some((c) => c.range === 1000)).toBe(true);
    } finally {
      node.close();
    }
  });
});
