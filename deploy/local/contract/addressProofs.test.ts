import { OwnedWalletAbi, OwnedWalletBytecode } from '@coinwatch/devnet';
import { describe, expect, it } from '@rstest/core';
import { createPublicClient, createWalletClient, getAddress, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { recheckProofs } from '../../supabase/scripts/recheckProofs.ts';
import { client, confirmedUser, env, hex40 } from './harness.ts';
import { PROVER, sendProof, signedProof } from './proofs.ts';

// anvil's well-known third dev key: public test material, never a secret.
const OTHER = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');

/** A contract wallet (EIP-1271) owned by PROVER's key, deployed on the devnet by anvil's tenth dev account. */
async function deployOwnedWallet(rpcUrl: string): Promise<`0x${string}`> {
  const deployer = privateKeyToAccount('0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6');
  const wallet = createWalletClient({ account: deployer, chain: foundry, transport: http(rpcUrl) });
  const hash = await wallet.deployContract({ abi: OwnedWalletAbi, bytecode: OwnedWalletBytecode, args: [PROVER.address] });
  const receipt = await createPublicClient({ chain: foundry, transport: http(rpcUrl) }).waitForTransactionReceipt({ hash });
  if (!receipt.contractAddress) throw new Error('OwnedWallet was not deployed');
  return getAddress(receipt.contractAddress);
}

const COLUMNS = 'id,address,chain_id,signature,signed_at';

describe('functions: save-proof, the one way into address_proofs (the wallet tool’s ownership proofs)', () => {
  it('saves a checked proof for the caller, a newer one replacing it; the owner reads and deletes it, another user sees none', async () => {
    const a = await confirmedUser('proofa');
    const b = await confirmedUser('proofb');
    const first = await sendProof(a.sb, await signedProof(a.id));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ address: PROVER.address, chain_id: 31337 });
    const again = await sendProof(a.sb, await signedProof(a.id));
    expect(again.status).toBe(200);
    expect(again.body?.id).toBe(first.body?.id);
    const mine = await a.sb.from('address_proofs').select(COLUMNS);
    expect(mine.data).toHaveLength(1);
    expect(mine.data?.[0]?.signature).toBe(again.body?.signature);

    expect((await b.sb.from('address_proofs').select('id')).data).toEqual([]);
    // B may prove the same address for themself: proofs are per user.
    expect((await sendProof(b.sb, await signedProof(b.id))).status).toBe(201);
    expect((await a.sb.from('address_proofs').delete().eq('id', String(first.body?.id)).select('id')).data).toHaveLength(1);
    expect((await a.sb.from('address_proofs').select('id')).data).toEqual([]);
  });

  it('a user cannot write a proof by REST: made-up rows are refused, insert and update alike', async () => {
    const a = await confirmedUser('proofrest');
    const proof = await signedProof(a.id);
    const row = {
      address: proof.address,
      chain_id: 31337,
      message: proof.message,
      signature: `0x${'1b'.repeat(65)}`,
      signed_at: new Date().toISOString(),
    };
    const insert = await a.sb.from('address_proofs').insert(row);
    expect(insert.error?.code).toBe('42501');
    const saved = await sendProof(a.sb, proof);
    expect(saved.status).toBe(201);
    const update = await a.sb.from('address_proofs').update({ signature: row.signature }).eq('id', String(saved.body?.id));
    expect(update.error?.code).toBe('42501');
    expect((await a.sb.from('address_proofs').select('signature')).data).toEqual([{ signature: proof.signature }]);
  });

  it('refuses, in words, a proof that does not prove: another signer, another site, another user, another chain, expired, malformed', async () => {
    const a = await confirmedUser('proofbad');
    const b = await confirmedUser('proofbad2');
    const refused = async (body: unknown) => {
      const answer = await sendProof(a.sb, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body?.code).toBe('proof_refused');
      return String(answer.body?.message);
    };
    const good = await signedProof(a.id);
    // Said alike with a node for the chain (npm test) and without one (a stack on its own, which adds why).
    const notMade = `The signature is not one made by ${PROVER.address}, so it proves nothing.`;
    expect(await refused({ ...good, signature: `0x${'1b'.repeat(65)}` })).toContain(notMade);
    expect(await refused(await signedProof(a.id, { signer: OTHER, address: PROVER.address }))).toContain(notMade);
    const site = new URL(env.SITE_URL);
    expect(await refused(await signedProof(a.id, { site: 'https://evil.example' }))).toBe(
      `The signed message is for evil.example, not for ${site.host}: open Coinwatch at ${site.origin} and prove the address there.`,
    );
    expect(await refused(await signedProof(b.id))).toMatch(/another Coinwatch user/);
    expect(await refused({ ...good, chainId: 1 })).toMatch(/names chain 31337, not Ethereum/);
    expect(await refused(await signedProof(a.id, { chainId: 10 }))).toMatch(
      /^Coinwatch takes proofs on Ethereum, Base, Devnet; the wallet is on chain 10/,
    );
    expect(await refused({ ...good, address: OTHER.address })).toMatch(/names another address/);
    // Valid for ten minutes, and five more for a device's clock that is behind.
    expect(await refused(await signedProof(a.id, { issuedAt: new Date(Date.now() - 16 * 60_000) }))).toMatch(
      /^The signed message has expired/,
    );
    expect(await refused({ ...good, signature: 'not hex' })).toBe('The proof was not sent in the form the server takes.');
    expect(await refused({ ...good, message: 'I own it' })).toMatch(/not a Sign-In with Ethereum message/);
    // What parsing alone would skip: the message signed must be the message read.
    expect(await refused({ ...good, message: `${good.message}\n\nAnd more` })).toMatch(/not a Sign-In with Ethereum/);
    // A time of signing is taken only for a proof put back by Undo, with its id.
    expect(await refused({ ...good, signedAt: new Date().toISOString() })).toBe('The proof was not sent in the form the server takes.');
    expect((await a.sb.from('address_proofs').select('id')).data).toEqual([]);
  });

  it('puts a removed proof back (Undo) with its id and time of signing, checked as of that time; a forged time is refused', async () => {
    const a = await confirmedUser('proofundo');
    const issuedAt = new Date(Date.now() - 30 * 60_000);
    const old = await signedProof(a.id, { issuedAt });
    const signedAt = new Date(issuedAt.getTime() + 60_000).toISOString();
    const id = '7a0c1f3e-2b4d-4e6f-8a9b-0c1d2e3f4a5b';
    // Long expired now, but valid when it was signed.
    const back = await sendProof(a.sb, { ...old, id, signedAt });
    expect(back.status).toBe(201);
    expect(back.body?.id).toBe(id);
    expect(Date.parse(String(back.body?.signed_at))).toBe(Date.parse(signedAt));
    const twice = await sendProof(a.sb, { ...old, id, signedAt });
    expect(twice.body?.code).toBe('23505');
    const late = await sendProof(a.sb, { ...old, id: '7a0c1f3e-2b4d-4e6f-8a9b-0c1d2e3f4a5c', signedAt: new Date().toISOString() });
    expect(late.status).toBe(400);
    expect(late.body?.message).toBe('The proof’s time of signing lies outside the time its message was valid.');
  });

  // The devnet runs beside the stack under npm test; a stack on its own has none to deploy to.
  it.skipIf(!env.DEVNET_RPC_URL)(
    'a contract wallet’s proof is checked on its chain (EIP-1271): its owner’s signature proves it, another key’s does not',
    async () => {
      const a = await confirmedUser('proof1271');
      const address = await deployOwnedWallet(env.DEVNET_RPC_URL ?? '');
      const owned = await sendProof(a.sb, await signedProof(a.id, { address, signer: PROVER }));
      expect(owned.status, JSON.stringify(owned.body)).toBe(201);
      expect(owned.body?.address).toBe(address);
      const forged = await sendProof(a.sb, await signedProof(a.id, { address, signer: OTHER }));
      expect(forged.status).toBe(400);
      expect(forged.body?.message).toBe(`The signature is not one made by ${address}, so it proves nothing.`);
    },
  );

  it('the one-off recheck deletes the proofs REST took before the function that prove nothing, and keeps the real ones', async () => {
    const a = await confirmedUser('proofrecheck');
    const real = await sendProof(a.sb, await signedProof(a.id));
    // As REST took it before migration 20240101001500: a made-up signature (written here as the service role).
    const forgedAddress = hex40('c');
    const forged = await client(env.SUPABASE_SERVICE_ROLE_KEY)
      .from('address_proofs')
      .insert({
        user_id: a.id,
        address: forgedAddress,
        chain_id: 1,
        message: `localhost:3000 wants you to sign in with your Ethereum account:\n${forgedAddress}\n\nI own this address.`,
        signature: `0x${'1b'.repeat(65)}`,
        signed_at: new Date().toISOString(),
      });
    expect(forged.error).toBeNull();
    const lines: string[] = [];
    const counts = await recheckProofs({
      supabaseUrl: env.SUPABASE_URL,
      serviceKey: env.SUPABASE_SERVICE_ROLE_KEY,
      site: new URL(env.SITE_URL),
      rpcUrl: (chainId) => (chainId === 31337 ? env.DEVNET_RPC_URL : undefined),
      log: (line) => lines.push(line),
    });
    expect(counts.deleted).toBeGreaterThanOrEqual(1);
    expect(lines.find((line) => line.includes(forgedAddress))).toMatch(/not a Sign-In with Ethereum message/);
    expect((await a.sb.from('address_proofs').select('id')).data).toEqual([{ id: real.body?.id }]);
  });

  it('asks nothing of an anonymous caller but to sign in', async () => {
    const anonymous = await fetch(`${env.SUPABASE_URL}/functions/v1/save-proof`, {
      method: 'POST',
      headers: { apikey: env.SUPABASE_ANON_KEY, authorization: `Bearer ${env.SUPABASE_ANON_KEY}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).code).toBe('PT401');
  });
});
