import { DEVNET_CHAIN_ID, defaultChains } from '@coinwatch/shared';
import { describe, expect, it } from '@rstest/core';
import { type Address, createWalletClient, custom, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { OWNERSHIP_MESSAGE_TTL_MS } from './ownershipMessage.ts';
import { OwnershipNotProvenError, proveOwnership, SignatureNotCheckedError } from './proveOwnership.ts';

// anvil's well-known second dev key: public test material, never a secret.
const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
// A wallet that signs at once, as the browser wallet answers personal_sign (data, then address).
const wallet = createWalletClient({
  transport: custom({
    request: async ({ method, params }: { method: string; params: [Hex, Address] }) => {
      if (method !== 'personal_sign') throw new Error(`${method} is not expected`);
      return account.signMessage({ message: { raw: params[0] } });
    },
  }),
});

const devnet = defaultChains.find((c) => c.id === DEVNET_CHAIN_ID) as (typeof defaultChains)[number];

describe('proveOwnership', () => {
  it('a signature that comes back after the message expired is refused as late, not as another address’s', async () => {
    const issuedAt = new Date('2026-11-21T10:00:00.000Z');
    const times = [issuedAt, new Date(issuedAt.getTime() + OWNERSHIP_MESSAGE_TTL_MS + 1000)];
    const proving = proveOwnership({
      wallet,
      account: account.address,
      chain: devnet,
      userId: '00000000-0000-4000-8000-000000000001',
      origin: 'http://localhost:3000',
      now: () => times.shift() ?? new Date(),
    });
    await expect(proving).rejects.toThrow(OwnershipNotProvenError);
    await expect(proving).rejects.toThrow('The request to sign expired: it is valid for 10 minutes. Try again, and sign within that time.');
  });

  it('a contract wallet’s signature that cannot be checked because the node is down names the node, not the signature', async () => {
    // A contract wallet's signature is made by an owner key, so only the chain (EIP-1271) can
    // tell whether it is the wallet's; here nothing listens at the node's address.
    const contractWallet = '0x000000000000000000000000000000000000c0de';
    const signedBy = createWalletClient({
      transport: custom({ request: async ({ params }: { params: [Hex] }) => account.signMessage({ message: { raw: params[0] } }) }),
    });
    const proving = proveOwnership({
      wallet: signedBy,
      account: contractWallet,
      chain: { ...devnet, rpcHttp: 'http://127.0.0.1:9' },
      userId: '00000000-0000-4000-8000-000000000001',
      origin: 'http://localhost:3000',
    });
    await expect(proving).rejects.toThrow(SignatureNotCheckedError);
    await expect(proving).rejects.toThrow(
      "Coinwatch could not check the signature: Cannot reach Devnet's node at 127.0.0.1:9. Is the local devnet running (npm start)? Try again when it answers.",
    );
  });

  it('dates the proof when the wallet signed, not when the request was made', async () => {
    const issuedAt = new Date('2026-11-21T10:00:00.000Z');
    const signedAt = new Date('2026-11-21T10:03:00.000Z');
    const times = [issuedAt, signedAt];
    const proof = await proveOwnership({
      wallet,
      account: account.address,
      // An ordinary account's signature is checked without the node.
      chain: { ...devnet, rpcHttp: 'http://127.0.0.1:9' },
      userId: '00000000-0000-4000-8000-000000000001',
      origin: 'http://localhost:3000',
      now: () => times.shift() ?? new Date(),
    });
    expect(proof.message).toContain(`Issued At: ${issuedAt.toISOString()}`);
    expect(proof.signedAt).toBe(signedAt.toISOString());
  });
});
