import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { HttpRequestError, http, InternalRpcError, RpcRequestError } from 'viem';
import { retryDelay } from './backoff.ts';
import { describeRpcFailure, describeRpcFailureOrOffline, isRangeRefusal, retryAfterMs } from './rpcErrors.ts';

const base = { id: 8453, name: 'Base', rpcHttp: 'https://mainnet.base.org' };

describe('describeRpcFailure', () => {
  afterEach(() => {
    rs.unstubAllGlobals();
  });

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

  it('passes on a node’s own error worded as a timeout, rather than blaming the connection', () => {
    const aborted = new InternalRpcError(
      new RpcRequestError({ body: {}, error: { code: -32000, message: 'execution aborted (timeout = 5s)' }, url: base.rpcHttp }),
    );
    expect(describeRpcFailure(base, aborted)).toBe(
      "Base's node (mainnet.base.org) answered with an error: execution aborted (timeout = 5s). Retrying automatically.",
    );
  });

  it('says which node cannot be reached, and what to check', () => {
    expect(describeRpcFailure(base, new TypeError('Failed to fetch'))).toBe(
      "Cannot reach Base's node at mainnet.base.org. Check your connection; the node may be down. Retrying automatically.",
    );
  });

  it('blames neither the node nor its URL while the browser knows it is offline', () => {
    rs.stubGlobal('navigator', { onLine: false });
    const devnet = { id: 31337, name: 'Devnet', rpcHttp: 'http://127.0.0.1:8545' };
    expect(describeRpcFailure(devnet, new TypeError('Failed to fetch'))).toBe(
      "Cannot reach Devnet's node: this device is offline. Retrying automatically.",
    );
    // What the node said is still passed on: it answered before the connection went.
    expect(
      describeRpcFailure(base, new HttpRequestError({ url: base.rpcHttp, status: 503, details: 'Service Unavailable', body: {} })),
    ).toBe("Base's node (mainnet.base.org) answered with an error: Service Unavailable (HTTP 503). Retrying automatically.");
  });
});

describe('describeRpcFailureOrOffline', () => {
  afterEach(() => {
    rs.unstubAllGlobals();
  });

  it('blames no node while the browser knows it is offline, and says what happens once it is back', () => {
    rs.stubGlobal('navigator', { onLine: false });
    expect(
      describeRpcFailureOrOffline(base, new TypeError('Failed to fetch'), 'Press Refresh.', 'It is read again once you are back.'),
    ).toBe("Cannot reach Base's node: this device is offline. It is read again once you are back.");
  });

  it('is describeRpcFailure online', () => {
    rs.stubGlobal('navigator', { onLine: true });
    expect(
      describeRpcFailureOrOffline(base, new TypeError('Failed to fetch'), 'Press Refresh.', 'It is read again once you are back.'),
    ).toBe("Cannot reach Base's node at mainnet.base.org. Check your connection; the node may be down. Press Refresh.");
  });
});

describe('a node that answers with a web page', () => {
  it('is named as such, not with the JSON parser’s words', async () => {
    // What a proxy, a captive portal or a wrong URL sends: HTML with status 200, through viem itself.
    const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<html>oops</html>'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const error = await http(url, { retryCount: 0 })({})
        .request({ method: 'eth_blockNumber' })
        .catch((e: unknown) => e);
      const message = describeRpcFailure({ ...base, rpcHttp: url }, error);
      expect(message).toBe(
        `Base's node (${url.slice(7)}) answered with something other than JSON-RPC (a web page?). Check the RPC URL, or a proxy or sign-in page in the way. Retrying automatically.`,
      );
    } finally {
      server.close();
    }
  });
});

describe('isRangeRefusal', () => {
  it('takes the refusals that a smaller block range answers', () => {
    for (const message of [
      'query returned more than 10000 results',
      'Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range',
      'block range is too wide',
      'exceed maximum block range: 50000',
    ])
      expect(isRangeRefusal(new Error(message))).toBe(true);
    expect(isRangeRefusal(Object.assign(new Error('limit'), { code: -32005 }))).toBe(true);
  });

  it('does not take geth’s refusal of too many addresses in a filter, which no smaller range answers', () => {
    expect(isRangeRefusal(new Error('invalid argument 0: exceed max topics'))).toBe(false);
    expect(isRangeRefusal(new Error('connection refused'))).toBe(false);
  });

  // Halving the range at once, without a back-off, is the wrong answer to a rate limit.
  it('does not take a rate limit, though Infura gives it -32005 and a 429 may say "limit exceeded"', () => {
    expect(isRangeRefusal(Object.assign(new Error('daily request count exceeded, request rate limited'), { code: -32005 }))).toBe(false);
    expect(isRangeRefusal(Object.assign(new Error('rate limit exceeded'), { status: 429 }))).toBe(false);
    expect(isRangeRefusal(Object.assign(new Error('project ID request rate exceeded'), { code: -32005 }))).toBe(false);
  });
});

describe('a node that says how long to wait', () => {
  it('is read from a real 429 through viem, in seconds, and nothing when not said', async () => {
    let retryAfter: string | null = '7';
    const server = createServer((_request, response) => {
      response.writeHead(429, retryAfter === null ? {} : { 'retry-after': retryAfter }).end('{"error":"rate limited"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const ask = () =>
      http(url, { retryCount: 0 })({})
        .request({ method: 'eth_blockNumber' })
        .catch((e: unknown) => e);
    try {
      expect(retryAfterMs(await ask())).toBe(7000);
      retryAfter = null;
      expect(retryAfterMs(await ask())).toBeNull();
      retryAfter = 'soon';
      expect(retryAfterMs(await ask())).toBeNull();
    } finally {
      server.close();
    }
  });
});

describe('the wait before the next try', () => {
  const limited = (seconds: string) =>
    new HttpRequestError({ url: base.rpcHttp, status: 429, headers: new Headers({ 'retry-after': seconds }), body: {} });

  it('is the back-off, or the node’s Retry-After when longer, up to two minutes', () => {
    expect(retryDelay(0, new TypeError('Failed to fetch'))).toBe(1000);
    expect(retryDelay(3, limited('1'))).toBe(10_000);
    expect(retryDelay(0, limited('45'))).toBe(45_000);
    expect(retryDelay(0, limited('86400'))).toBe(120_000);
  });
});
