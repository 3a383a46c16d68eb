import { DEVNET_CHAIN_ID, defaultChains } from '@coinwatch/shared';
import { describe, expect, it } from '@rstest/core';
import { SocketClosedError } from 'viem';
import { socketOffline, socketSilent } from '../../chain/logSocket.ts';
import { describeSocketFailure } from './describeSocketFailure.ts';

const base = defaultChains.find((c) => c.id === 8453);
if (!base) throw new Error('no Base chain config');

describe('describeSocketFailure (why the monitor polls)', () => {
  it('names the WebSocket, not the HTTP node, and says transfers still arrive', () => {
    expect(describeSocketFailure(base, new Event('error'))).toBe(
      "Base's WebSocket (base-rpc.publicnode.com) could not be opened. New transfers still arrive by polling; the WebSocket is tried again automatically.",
    );
  });

  it('tells a closed socket, a silent one and a refused subscription apart', () => {
    const devnet = defaultChains.find((c) => c.id === DEVNET_CHAIN_ID);
    if (!devnet) throw new Error('no devnet chain config');
    expect(describeSocketFailure(devnet, new SocketClosedError({ url: devnet.rpcWs }))).toContain(
      "Devnet's WebSocket (localhost:8545) closed the connection.",
    );
    expect(describeSocketFailure(devnet, socketSilent())).toContain("Devnet's WebSocket (localhost:8545) stopped answering.");
    expect(describeSocketFailure(devnet, socketOffline())).toContain(
      "Devnet's WebSocket (localhost:8545) was closed when this device went offline.",
    );
    expect(describeSocketFailure(base, new Error('eth_subscribe is not supported.\nDetails: …'))).toContain(
      'base-rpc.publicnode.com) failed: eth_subscribe is not supported. New transfers',
    );
  });
});
