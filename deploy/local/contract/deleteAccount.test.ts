import { describe, expect, it } from '@rstest/core';
import { client, codeFor, confirmedUser, env, hex40, PASSWORD } from './harness.ts';
import { sendProof, signedProof } from './proofs.ts';

describe('rpc: delete_my_account (Settings › Delete account)', () => {
  it('deletes the caller, their coins, addresses and proofs, and nobody else’s', async () => {
    const a = await confirmedUser('deletea');
    const b = await confirmedUser('deleteb');
    const coin = await a.sb
      .from('tracked_coins')
      .insert({ coin_ticker: 'ETH', coin_name: 'Ether', coin_address: hex40('a') })
      .select('id')
      .single();
    expect(coin.error).toBeNull();
    expect(
      (await a.sb.from('tracked_addresses').insert({ coin_id: coin.data?.id, address: hex40('b'), description: 'cold', color: '#abc' }))
        .error,
    ).toBeNull();
    expect((await sendProof(a.sb, await signedProof(a.id))).status).toBe(201);
    expect(
      (await b.sb.from('tracked_coins').insert({ coin_ticker: 'ETH', coin_name: 'Ether', coin_address: hex40('a') })).error,
    ).toBeNull();

    expect((await a.sb.rpc('delete_my_account')).error).toBeNull();

    const admin = client(env.SUPABASE_SERVICE_ROLE_KEY);
    expect((await admin.from('tracked_coins').select('id').eq('user_id', a.id)).data).toEqual([]);
    expect((await admin.from('tracked_addresses').select('id').eq('user_id', a.id)).data).toEqual([]);
    expect((await admin.from('address_proofs').select('id').eq('user_id', a.id)).data).toEqual([]);
    expect((await admin.from('tracked_coins').select('id').eq('user_id', b.id)).data).toHaveLength(1);
    const again = await client().auth.signInWithPassword({ email: a.email, password: PASSWORD });
    expect(again.error?.code).toBe('invalid_credentials');
    // The deleted user's access token, good until it expires, deletes nothing more: its session is gone.
    expect((await a.sb.rpc('delete_my_account')).error?.code).toBe('PT401');
    expect((await b.sb.auth.getUser()).data.user?.id).toBe(b.id);
  });

  it('is refused to a visitor who is not signed in, and to a session that has not given its authenticator code', async () => {
    // Not even let in: the grant is the authenticated role's alone.
    const anonymous = await client().rpc('delete_my_account');
    expect(anonymous.error?.code).toBe('42501');

    const { sb, email, id } = await confirmedUser('deletemfa');
    const enrolled = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone app' });
    const factorId = enrolled.data?.id ?? '';
    expect((await sb.auth.mfa.challengeAndVerify({ factorId, code: codeFor(enrolled.data?.totp.secret ?? '') })).error).toBeNull();
    const passwordOnly = client();
    await passwordOnly.auth.signInWithPassword({ email, password: PASSWORD });
    const refused = await passwordOnly.rpc('delete_my_account');
    expect(refused.error?.message).toBe('This session has not given its authenticator code');
    expect((await sb.auth.getUser()).data.user?.id).toBe(id);
  });
});
