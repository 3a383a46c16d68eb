import { describe, expect, it } from '@rstest/core';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { checkProof, type ProofRequest, ProofRequestSchema } from '../../../supabase/functions/save-proof/checkProof.ts';

// The save-proof edge function's checks that need no stack: the clocks' difference, and the chain's
// node for a contract wallet (none set, or one that does not answer). The contract suite
// (contract/addressProofs.test.ts) runs the function itself, over HTTP.

// anvil's well-known second and third dev keys: public test material, never secrets.
const owner = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const stranger = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
const userId = '00000000-0000-4000-8000-000000000001';
const site = new URL('http://localhost:3000');
// A contract wallet's address: only its chain can say whose signature is its own.
const contractWallet = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

async function proof(issuedAt: Date, address: `0x${string}` = owner.address): Promise<ProofRequest> {
  const message = createSiweMessage({
    domain: site.host,
    uri: site.origin,
    address,
    chainId: 31337,
    version: '1',
    nonce: 'abcdefgh1234',
    issuedAt,
    expirationTime: new Date(issuedAt.getTime() + 10 * 60_000),
    statement: `I own this address and add this proof to Coinwatch user ${userId}.`,
  });
  const signer = address === owner.address ? owner : stranger;
  return { address, chainId: 31337, message, signature: await signer.signMessage({ message }) };
}

const check = (p: ProofRequest, now: Date, rpcUrl?: string) => checkProof({ proof: p, userId, site, now, rpcUrl: () => rpcUrl });

describe('save-proof: checkProof', () => {
  it('takes a message dated by a device whose clock is a few minutes off, dated within the message', async () => {
    const now = new Date('2026-12-02T12:00:00.000Z');
    const ahead = await check(await proof(new Date(now.getTime() + 3 * 60_000)), now);
    expect(ahead).toEqual({ ok: true, signedAt: new Date(now.getTime() + 3 * 60_000) });
    const behind = await check(await proof(new Date(now.getTime() - 12 * 60_000)), now);
    expect(behind).toEqual({ ok: true, signedAt: new Date(now.getTime() - 2 * 60_000) });
    const farAhead = await check(await proof(new Date(now.getTime() + 6 * 60_000)), now);
    expect(farAhead).toMatchObject({ ok: false, message: expect.stringMatching(/dated ahead of the server’s clock/) });
  });

  it('checks an ordinary account’s signature with no node at all', async () => {
    const now = new Date();
    expect(await check(await proof(now), now, 'http://127.0.0.1:9')).toEqual({ ok: true, signedAt: now });
    expect(await check(await proof(now), now)).toEqual({ ok: true, signedAt: now });
  });

  it('asks the operator’s node about a contract wallet: none set is a refusal that says so, one that does not answer is “try later”', async () => {
    const now = new Date();
    const signed = await proof(now, contractWallet);
    expect(await check(signed, now)).toEqual({
      ok: false,
      message: `The signature is not one made by ${contractWallet}, so it proves nothing. (A contract wallet's signature cannot be checked here: the server has no Devnet node.)`,
    });
    expect(await check(signed, now, 'http://127.0.0.1:9')).toEqual({
      ok: false,
      unchecked: true,
      message: "Coinwatch's server could not check the signature: its Devnet node did not answer. Try again later.",
    });
  });

  it('takes a time of signing only with the id of a proof put back', async () => {
    const p = await proof(new Date());
    expect(ProofRequestSchema.safeParse({ ...p, signedAt: new Date().toISOString() }).success).toBe(false);
    expect(
      ProofRequestSchema.safeParse({ ...p, id: '7a0c1f3e-2b4d-4e6f-8a9b-0c1d2e3f4a5b', signedAt: new Date().toISOString() }).success,
    ).toBe(true);
  });
});
