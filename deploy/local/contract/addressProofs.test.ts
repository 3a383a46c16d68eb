import { describe, expect, it } from '@rstest/core';
import { confirmedUser, hex40 } from './harness.ts';

const address = `0x${'Ab'.repeat(20)}`;
const proof = (over: Record<string, unknown> = {}) => ({
  address,
  chain_id: 31337,
  message: `localhost:3000 wants you to sign in with your Ethereum account:\n${address}\n\nI own this address.`,
  signature: `0x${'1b'.repeat(65)}`,
  signed_at: '2026-11-21T10:00:00.000Z',
  ...over,
});

describe('rest: address_proofs (the wallet tool’s ownership proofs)', () => {
  it('a user saves, replaces (upsert on user and address) and reads their proof; another user sees none of it', async () => {
    const a = await confirmedUser('proofa');
    const b = await confirmedUser('proofb');
    const first = await a.sb.from('address_proofs').insert(proof()).select('user_id,address').single();
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ user_id: a.id, address });
    const again = await a.sb
      .from('address_proofs')
      .upsert(proof({ signed_at: '2026-11-21T11:00:00.000Z' }), { onConflict: 'user_id,address' })
      .select('signed_at');
    expect(again.error).toBeNull();
    const mine = await a.sb.from('address_proofs').select('address,signed_at');
    expect(mine.data).toEqual([{ address, signed_at: '2026-11-21T11:00:00+00:00' }]);

    expect((await b.sb.from('address_proofs').select('id')).data).toEqual([]);
    const forged = await b.sb.from('address_proofs').insert(proof({ user_id: a.id }));
    expect(forged.error?.code).toBe('42501');
    // B may prove the same address for themself: proofs are per user.
    expect((await b.sb.from('address_proofs').insert(proof())).error).toBeNull();
  });

  it('checks name the broken rule: address format, a message that names the address, a signature of 65 bytes or more', async () => {
    const a = await confirmedUser('proofc');
    const insert = (over: Record<string, unknown>) => a.sb.from('address_proofs').insert(proof(over));
    expect((await insert({ address: '0x1234' })).error?.message).toContain('address_proofs_address_check');
    expect((await insert({ message: `about ${hex40('c')}` })).error?.message).toContain('address_proofs_message_check');
    expect((await insert({ signature: '0xdeadbeef' })).error?.message).toContain('address_proofs_signature_check');
    expect((await insert({ chain_id: 0 })).error?.message).toContain('address_proofs_chain_id_check');
  });
});
