import { describe, expect, it } from '@rstest/core';
import { InternalRpcError, ResourceUnavailableRpcError, UserRejectedRequestError } from 'viem';
import { describeWalletError, PartNotDownloadedError, walletError, walletErrorCode } from './walletError.ts';

describe('wallet errors (EIP-1193) → the error catalogue', () => {
  it('finds the wallet’s code under viem’s wrapping', () => {
    expect(walletErrorCode(new UserRejectedRequestError(new Error('User denied')))).toBe(4001);
    expect(walletErrorCode({ cause: { cause: { code: -32000 } } })).toBe(-32000);
    expect(walletErrorCode(new Error('no code'))).toBeNull();
  });

  it('maps 4001, -32002 and -32000 to the spec’s errors, with what to do', () => {
    expect(walletError(new UserRejectedRequestError(new Error('x'))).code).toBe('EthereumRequestRejected');
    expect(walletError(new ResourceUnavailableRpcError(new Error('x'))).code).toBe('EthereumRequestAlreadyPending');
    expect(walletError({ code: -32000, message: 'insufficient funds' }).code).toBe('EthereumNotEnoughFunds');
    expect(describeWalletError({ code: 4001 })).toEqual({
      title: 'The request was rejected in the wallet',
      detail: 'You rejected the request in your wallet.',
    });
    expect(describeWalletError({ code: -32002 }).detail).toBe(
      'Your wallet already has a request waiting: open it and answer that one first.',
    );
    expect(describeWalletError({ code: -32000, message: 'insufficient funds for gas * price + value' })).toEqual({
      title: 'Not enough funds',
      detail: 'This account does not hold enough funds for the transaction and its fee.',
    });
  });

  it('says a -32000 that is not about funds in the wallet’s own words, not as "Not enough funds"', () => {
    // Wallets send -32000 for failures of every kind; the catalogue's mapping stays (walletError).
    const invalid = Object.assign(new Error('Invalid parameters: must provide an Ethereum address.'), { code: -32000 });
    expect(walletError(invalid).code).toBe('EthereumNotEnoughFunds');
    expect(describeWalletError(invalid)).toEqual({
      title: 'Something went wrong',
      detail:
        'Invalid parameters: must provide an Ethereum address. Try again; if it keeps failing, reload the page and reconnect your wallet.',
    });
  });

  it('says what happened and what to do for codes outside the catalogue', () => {
    expect(describeWalletError({ code: 4100 })).toEqual({
      title: 'Something went wrong',
      detail: 'The wallet has not given this site access to that account. Connect again and allow it.',
    });
    expect(describeWalletError({ code: 4900 }).detail).toContain('not connected to a network');
    expect(describeWalletError({ code: 4200 }).detail).toBe(
      'Your wallet does not support this request, so trying again will not help. Do it in the wallet itself, or connect another wallet.',
    );
    expect(describeWalletError(new Error('Internal JSON-RPC error.\nmore')).detail).toBe(
      'Internal JSON-RPC error. Try again; if it keeps failing, reload the page and reconnect your wallet.',
    );
    expect(describeWalletError(new PartNotDownloadedError(new Error('Loading chunk 412 failed.')))).toEqual({
      title: 'Part of the tool could not be downloaded',
      detail:
        'Check your connection, then try again. If it keeps failing, reload the page: a new version of Coinwatch may have been released.',
    });
    // viem's class for -32603 says only "An internal error was received."; the wallet's reason is kept.
    const locked = new InternalRpcError(Object.assign(new Error('Ledger device: Locked device (0x5515)'), { code: -32603 }));
    expect(describeWalletError(locked).detail).toBe(
      'Ledger device: Locked device (0x5515). Try again; if it keeps failing, reload the page and reconnect your wallet.',
    );
  });
});
