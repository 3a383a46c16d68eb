import { describe, expect, it } from '@rstest/core';
import { verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import { OWNERSHIP_MESSAGE_TTL_MS, ownershipMessage } from './ownershipMessage.ts';

// anvil's well-known second dev key: public test material, never a secret.
const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const issuedAt = new Date('2026-11-21T10:00:00.000Z');
const userId = '00000000-0000-4000-8000-000000000001';

describe('ownership message (EIP-4361)', () => {
  const message = ownershipMessage({ address: account.address, chainId: 31337, userId, origin: 'http://localhost:3000', issuedAt });

  it('binds the proof to this site, the address, the chain, the Coinwatch user and a time window', () => {
    const fields = parseSiweMessage(message);
    expect(fields).toMatchObject({
      domain: 'localhost:3000',
      uri: 'http://localhost:3000',
      address: account.address,
      chainId: 31337,
      version: '1',
    });
    expect(fields.statement).toBe(`I own this address and add this proof to Coinwatch user ${userId}.`);
    expect(fields.nonce).toMatch(/^[a-zA-Z0-9]{8,}$/);
    expect(fields.expirationTime?.getTime()).toBe(issuedAt.getTime() + OWNERSHIP_MESSAGE_TTL_MS);
    expect(ownershipMessage({ address: account.address, chainId: 31337, userId, origin: 'http://localhost:3000', issuedAt })).not.toBe(
      message,
    );
  });

  it('is valid for its own domain within the window only', () => {
    const fields = parseSiweMessage(message);
    const check = (domain: string, time: Date) => validateSiweMessage({ message: fields, address: account.address, domain, time });
    expect(check('localhost:3000', new Date(issuedAt.getTime() + 60_000))).toBe(true);
    expect(check('evil.example', new Date(issuedAt.getTime() + 60_000))).toBe(false);
    expect(check('localhost:3000', new Date(issuedAt.getTime() + OWNERSHIP_MESSAGE_TTL_MS + 1))).toBe(false);
  });

  it('a signature by the address verifies; one by another key does not', async () => {
    const signature = await account.signMessage({ message });
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true);
    const other = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
    expect(await verifyMessage({ address: account.address, message, signature: await other.signMessage({ message }) })).toBe(false);
  });
});
