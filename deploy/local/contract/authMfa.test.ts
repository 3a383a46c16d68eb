import { describe, expect, it } from '@rstest/core';
import { api, client, codeFor, confirmedUser, hex40, PASSWORD } from './harness.ts';
import { sendProof, signedProof } from './proofs.ts';

describe('auth: TOTP factors', () => {
  it('enrols (SVG QR), challenges, verifies to aal2, then guards changes and unenrols', async () => {
    const { sb, email } = await confirmedUser('mfa');
    const other = client();
    expect((await other.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await other.auth.getUser()).error).toBeNull();
    const otherToken = (await other.auth.getSession()).data.session?.access_token;

    const enrolled = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone app' });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data;
    expect(factor?.type).toBe('totp');
    expect(factor?.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg') || factor?.totp.qr_code.includes('<svg')).toBe(true);
    expect(factor?.totp.uri.startsWith('otpauth://totp/')).toBe(true);
    const clash = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone app' });
    expect(clash.error?.code).toBe('mfa_factor_name_conflict');

    const challenge = await sb.auth.mfa.challenge({ factorId: factor?.id ?? '' });
    expect(challenge.error).toBeNull();
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000);
    const wrong = await sb.auth.mfa.verify({ factorId: factor?.id ?? '', challengeId: challenge.data?.id ?? '', code: '000000' });
    expect(wrong.error?.status).toBe(422);
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    const ok = await sb.auth.mfa.verify({
      factorId: factor?.id ?? '',
      challengeId: challenge.data?.id ?? '',
      code: codeFor(factor?.totp.secret ?? ''),
    });
    expect(ok.error).toBeNull();
    const aal = await sb.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data?.currentLevel).toBe('aal2');
    expect(aal.data?.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method))).toContain('totp');
    expect((await sb.auth.mfa.listFactors()).data?.totp.length).toBe(1);
    // The other aal1 session of the same user ended: its unexpired token names a session that is gone.
    const ended = await api('/auth/v1/user', { bearer: otherToken });
    expect(ended.status).toBe(403);
    expect((await ended.json()).code).toBe('session_not_found');

    const unknown = await sb.auth.mfa.challenge({ factorId: crypto.randomUUID() });
    expect(unknown.error?.status).toBe(404);
    expect(unknown.error?.code).toBe('mfa_factor_not_found');
    const aal2Token = (await sb.auth.getSession()).data.session?.access_token;
    const stray = await api('/auth/v1/factors/%/challenge', { method: 'POST', bearer: aal2Token, body: '{}' });
    expect(stray.status).toBe(404);
    expect((await stray.json()).code).toBe('mfa_factor_not_found');

    const aal1 = client();
    await aal1.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await aal1.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const token = (await aal1.auth.getSession()).data.session?.access_token;
    const change = await api('/auth/v1/user', { method: 'PUT', bearer: token, body: JSON.stringify({ password: 'other-pass-9' }) });
    expect(change.status).toBe(401);
    expect((await change.json()).code).toBe('insufficient_aal');
    const enrolAal1 = await aal1.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrolAal1.error?.status).toBe(403);
    expect(enrolAal1.error?.code).toBe('insufficient_aal');
    const removeAal1 = await aal1.auth.mfa.unenroll({ factorId: factor?.id ?? '' });
    expect(removeAal1.error?.status).toBe(422);

    const removed = await sb.auth.mfa.unenroll({ factorId: factor?.id ?? '' });
    expect(removed.error).toBeNull();
    expect(removed.data?.id).toBe(factor?.id);
    expect((await sb.auth.getUser()).data.user?.factors ?? []).toEqual([]);
  });

  it('a set-up left unverified is listed under all only, outlives a password sign-in, and goes with the next code verified', async () => {
    const { sb, email } = await confirmedUser('left-setup');
    const app = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });
    const code = () => codeFor(app.data?.totp.secret ?? '');
    expect((await sb.auth.mfa.challengeAndVerify({ factorId: app.data?.id ?? '', code: code() })).error).toBeNull();
    expect((await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'tablet' })).error).toBeNull();
    // Its name is taken while it is there, as a verified app's is.
    expect((await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'tablet' })).error?.code).toBe('mfa_factor_name_conflict');
    const names = (factors: { friendly_name?: string; status: string }[] = []) =>
      factors.map((f) => `${f.friendly_name} ${f.status}`).sort();
    const listed = (await sb.auth.mfa.listFactors()).data;
    expect(names(listed?.all)).toEqual(['phone verified', 'tablet unverified']);
    expect(names(listed?.totp)).toEqual(['phone verified']);

    const device = client();
    expect((await device.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect(names((await device.auth.mfa.listFactors()).data?.all)).toEqual(['phone verified', 'tablet unverified']);
    expect((await device.auth.mfa.challengeAndVerify({ factorId: app.data?.id ?? '', code: code() })).error).toBeNull();
    expect(names((await device.auth.mfa.listFactors()).data?.all)).toEqual(['phone verified']);
  });

  it('removing one of two authenticator apps takes the sessions its code raised back to aal1, and leaves the others', async () => {
    const { sb, email } = await confirmedUser('two-factors');
    const enrolVerified = async (on: typeof sb, name: string) => {
      const factor = await on.auth.mfa.enroll({ factorType: 'totp', friendlyName: name });
      const verified = await on.auth.mfa.challengeAndVerify({
        factorId: factor.data?.id ?? '',
        code: codeFor(factor.data?.totp.secret ?? ''),
      });
      expect(verified.error).toBeNull();
      return { id: factor.data?.id ?? '', secret: factor.data?.totp.secret ?? '' };
    };
    const home = await enrolVerified(sb, 'home phone');
    await enrolVerified(sb, 'work phone');
    // A device that has the password and the home phone: its session is aal2 through that factor.
    const lost = client();
    await lost.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await lost.auth.mfa.challengeAndVerify({ factorId: home.id, code: codeFor(home.secret) })).error).toBeNull();
    const refreshed = async (on: typeof sb) => {
      expect((await on.auth.refreshSession()).error).toBeNull();
      return (await on.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel;
    };
    expect(await refreshed(lost)).toBe('aal2');
    expect(await refreshed(sb)).toBe('aal2');
    const coin = await sb.from('tracked_coins').insert({ coin_ticker: 'TWO', coin_name: 'Two factors', coin_address: hex40('b') });
    expect(coin.error).toBeNull();
    expect((await lost.from('tracked_coins').select('coin_ticker')).data).toEqual([{ coin_ticker: 'TWO' }]);

    // The user removes the home phone's factor from the session the work phone raised last.
    expect((await sb.auth.mfa.unenroll({ factorId: home.id })).error).toBeNull();
    // At once, with the token the lost device holds (it says aal2 until it expires), not only
    // once that device refreshes it: nothing of the user's, and the account cannot be deleted.
    expect((await lost.from('tracked_coins').select('coin_ticker')).data).toEqual([]);
    expect((await lost.rpc('delete_my_account')).error?.code).toBe('PT403');
    expect(await refreshed(lost)).toBe('aal1');
    expect((await lost.from('tracked_coins').select('coin_ticker')).data).toEqual([]);
    expect(await refreshed(sb)).toBe('aal2');
    expect((await sb.from('tracked_coins').select('coin_ticker')).data).toEqual([{ coin_ticker: 'TWO' }]);
  });

  it('row level security: once a user has an authenticator app, a password-only (aal1) session reaches none of their rows', async () => {
    const { sb, email, id } = await confirmedUser('mfarls');
    const coin = await sb
      .from('tracked_coins')
      .insert({ coin_ticker: 'MFA', coin_name: 'Guarded', coin_address: hex40('e') })
      .select()
      .single();
    expect(coin.error).toBeNull();
    // An address and an ownership proof, saved before the app is added.
    const address = await sb
      .from('tracked_addresses')
      .insert({ coin_id: coin.data?.id, address: hex40('a'), color: '#0af' })
      .select('id')
      .single();
    expect(address.error).toBeNull();
    const proof = await signedProof(id);
    const proven = proof.address;
    expect((await sendProof(sb, proof)).status).toBe(201);
    const factor = (await sb.auth.mfa.enroll({ factorType: 'totp' })).data;
    // Enrolled but not yet verified: the app is not required yet.
    expect((await sb.from('tracked_coins').select('coin_ticker')).data).toEqual([{ coin_ticker: 'MFA' }]);
    const challenge = (await sb.auth.mfa.challenge({ factorId: factor?.id ?? '' })).data;
    expect(
      (await sb.auth.mfa.verify({ factorId: factor?.id ?? '', challengeId: challenge?.id ?? '', code: codeFor(factor?.totp.secret ?? '') }))
        .error,
    ).toBeNull();

    const passwordOnly = client();
    await passwordOnly.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await passwordOnly.from('tracked_coins').select('coin_ticker')).data).toEqual([]);
    const write = await passwordOnly.from('tracked_coins').insert({ coin_ticker: 'NO', coin_name: 'Refused', coin_address: hex40('f') });
    expect(write.error?.code).toBe('42501');
    const change = await passwordOnly.from('tracked_coins').update({ coin_name: 'Changed' }).eq('id', coin.data?.id).select();
    expect(change.data).toEqual([]);
    const attach = await passwordOnly.from('tracked_addresses').insert({ coin_id: coin.data?.id, address: hex40('f'), color: '#fff' });
    expect(attach.error?.code).toBe('42501');
    expect((await passwordOnly.from('tracked_addresses').select('address')).data).toEqual([]);
    expect((await passwordOnly.from('address_proofs').select('address')).data).toEqual([]);
    // The proof function, which writes as the service role, asks the same of the caller's session.
    const unproven = await sendProof(passwordOnly, await signedProof(id));
    expect(unproven.status).toBe(403);
    expect(unproven.body?.code).toBe('PT403');
    const removal = await passwordOnly.from('tracked_coins').delete().eq('id', coin.data?.id).select();
    expect(removal.data).toEqual([]);

    // The session that gave the code (aal2) reads and writes as before: nothing was changed or removed.
    expect((await sb.from('tracked_coins').select('coin_name')).data).toEqual([{ coin_name: 'Guarded' }]);
    expect((await sb.from('tracked_addresses').select('address')).data).toEqual([{ address: hex40('a') }]);
    expect((await sb.from('address_proofs').select('address')).data).toEqual([{ address: proven }]);
    const added = await sb.from('tracked_addresses').insert({ coin_id: coin.data?.id, address: hex40('f'), color: '#fff' });
    expect(added.error).toBeNull();
  });

  it('rotates the refresh token on verify (the one held before leads to the new one) and refuses a used challenge', async () => {
    const { sb } = await confirmedUser('mfarotate');
    const before = (await sb.auth.getSession()).data.session?.refresh_token ?? '';
    const factor = (await sb.auth.mfa.enroll({ factorType: 'totp' })).data;
    const challenge = (await sb.auth.mfa.challenge({ factorId: factor?.id ?? '' })).data;
    const verify = { factorId: factor?.id ?? '', challengeId: challenge?.id ?? '', code: codeFor(factor?.totp.secret ?? '') };
    expect((await sb.auth.mfa.verify(verify)).error).toBeNull();
    const after = (await sb.auth.getSession()).data.session?.refresh_token;
    expect(after).not.toBe(before);

    // Another tab that refreshes with the token from before gets the session's new token.
    const raced = await api('/auth/v1/token?grant_type=refresh_token', { method: 'POST', body: JSON.stringify({ refresh_token: before }) });
    expect(raced.status).toBe(200);
    expect((await raced.json()).refresh_token).toBe(after);

    const replay = await sb.auth.mfa.verify(verify);
    expect(replay.error?.status).toBe(422);
    expect(replay.error?.code).toBe('mfa_ip_address_mismatch');
  });
});
