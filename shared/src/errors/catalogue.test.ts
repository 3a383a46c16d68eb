import { describe, expect, it } from '@rstest/core';
import { BaseError } from './BaseError.ts';
import { DEFAULT_SERVER_ERROR, errorFromCode, UnknownError } from './catalogue.ts';

describe('errorFromCode', () => {
  it.each([
    [-32002, 'EthereumRequestAlreadyPending'],
    [-32000, 'EthereumNotEnoughFunds'],
    [4001, 'EthereumRequestRejected'],
    [4100, 'UnknownError'],
    [undefined, 'UnknownError'],
    ['4001', 'UnknownError'],
  ])('%j → %s', (code, name) => {
    const error = errorFromCode(code);
    expect(error).toBeInstanceOf(BaseError);
    expect(error.name).toBe(name);
    expect(error.code).toBe(name);
  });

  it('keeps the cause', () => {
    const cause = new Error('wallet said no');
    expect(errorFromCode(4001, cause).cause).toBe(cause);
  });
});

describe('default server error', () => {
  it("is 'Something went wrong' with status 500", () => {
    const error = new UnknownError();
    expect(DEFAULT_SERVER_ERROR).toEqual({ message: 'Something went wrong', status: 500 });
    expect(error.message).toBe('Something went wrong');
    expect(error.status).toBe(500);
    expect(error.userMessage).toBe('Something went wrong');
  });
});
