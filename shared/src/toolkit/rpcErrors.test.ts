import { describe, expect, it } from '@rstest/core';
import { HttpRequestError, InternalRpcError, RpcRequestError } from 'viem';
import { describeRpcFailure } from './rpcErrors.ts';

const base = { id: 8453, name: 'Base', rpcHttp: 'https://mainnet.base.org' };

describe('describeRpcFailure', () => {
  it('passes on what the node said and its HTTP status, in one sentence', () => {
    const down = new HttpRequestError({ url: base.rpcHttp, status: 503, details: 'Service Unavailable', body: {} });
    expect(describeRpcFailure(base, down)).toBe(
      "Base's node (mainnet.base.org) answered with an error: Service Unavailable (HTTP 503). Retrying automatically.",
    );
    const refused = new InternalRpcError(
      new RpcRequestError({ body: {}, error: { code: -32000, message: 'header not found' }, url: base.rpcHttp }),
    );
    expect(describeRpcFailure(base, refused, 'Press Retry.')).toBe(
      "Base's node (mainnet.base.org) answered with an error: header not found. Press Retry.",
    );
  });

  it('says which node cannot be reached, and what to check', () => {
    expect(describeRpcFailure(base, new TypeError('Failed to fetch'))).toBe(
      "Cannot reach Base's node at mainnet.base.org. Check your connection or the RPC URL. Retrying automatically.",
    );
  });
});
