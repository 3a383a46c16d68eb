import { describe, expect, it } from '@rstest/core';
import { SignJWT } from 'jose';
import { api, client, codeFor, confirmedUser, env, fragmentOf, PASSWORD, uniqueEmail, waitForMail } from './harness.ts';

const refresh = (token: string) =>
  api('/auth/v1/token?grant_type=refresh_token', { method: 'POST', body: JSON.stringify({ refresh_token: token }) });

describe('auth: sessions, refresh tokens, user', () => {
  it('rotates refresh tokens: same session, parent-of-active converges, missing token is an OAuth error', async () => {
    const { sb } = await confirmedUser('rotate');
    const first = (await sb.auth.getSession()).data.session;
    const r1 = await refresh(first?.refresh_token ?? '');
    expect(r1.status).toBe(200);
    const s1 = await r1.json();
    expect(s1.refresh_token).not.toBe(first?.refresh_token);
    const sid = (t: string) => JSON.parse(Buffer.from(t.split('.')[1] ?? '', 'base64url').toString()).session_id;
    expect(sid(s1.access_token)).toBe(sid(first?.access_token ?? ''));
    // A second tab presenting the old token gets the active one back.
    const raced = await (await refresh(first?.refresh_token ?? '')).json();
    expect(raced.refresh_token).toBe(s1.refresh_token);

    const unknown = await refresh('nosuchtoken1');
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).code).toBe('refresh_token_not_found');
    const missing = await api('/auth/v1/token?grant_type=refresh_token', { method: 'POST', body: '{}' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'invalid_request', error_description: 'refresh_token required' });
    const grant = await api('/auth/v1/token?grant_type=magic', { method: 'POST', body: '{}' });
    expect(grant.status).toBe(400);

    const viaClient = await sb.auth.refreshSession();
    expect(viaClient.error).toBeNull();
  });

  it('revokes the token family when an old token comes back after the 10 s reuse interval', async () => {
    const { sb } = await confirmedUser('reuse');
    const t0 = (await sb.auth.getSession()).data.session?.refresh_token ?? '';
    const t1 = (await (await refresh(t0)).json()).refresh_token;
    const t2 = (await (await refresh(t1)).json()).refresh_token;
    expect(t2).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 10_500));
    const reused = await refresh(t0);
    expect(reused.status).toBe(400);
    expect((await reused.json()).code).toBe('refresh_token_already_used');
    const active = await refresh(t2);
    expect(active.status).toBe(400);
  });

  it('logs out with scopes local, others and global (204) and then refuses the session', async () => {
    const { email } = await confirmedUser('logout');
    const sessions = [];
    for (let i = 0; i < 3; i++) {
      const sb = client();
      await sb.auth.signInWithPassword({ email, password: PASSWORD });
      sessions.push((await sb.auth.getSession()).data.session?.access_token ?? '');
    }
    const [a, b, c] = sessions as [string, string, string];
    expect((await api('/auth/v1/logout?scope=others', { method: 'POST', bearer: a })).status).toBe(204);
    const gone = await api('/auth/v1/user', { bearer: b });
    expect(gone.status).toBe(403);
    expect((await gone.json()).code).toBe('session_not_found');
    expect((await api('/auth/v1/user', { bearer: a })).status).toBe(200);
    expect((await api('/auth/v1/logout?scope=bogus', { method: 'POST', bearer: a })).status).toBe(400);
    expect((await api('/auth/v1/logout?scope=local', { method: 'POST', bearer: a })).status).toBe(204);
    expect((await api('/auth/v1/user', { bearer: a })).status).toBe(403);
    expect((await api('/auth/v1/logout', { method: 'POST', bearer: c })).status).toBe(403);
    // Global (the client's default): every session of the user ends on the server, not only in
    // the client (which forgets its own session whatever the server answers).
    const other = client();
    await other.auth.signInWithPassword({ email, password: PASSWORD });
    const otherSession = (await other.auth.getSession()).data.session;
    const fresh = client();
    await fresh.auth.signInWithPassword({ email, password: PASSWORD });
    const freshSession = (await fresh.auth.getSession()).data.session;
    expect((await api('/auth/v1/user', { bearer: otherSession?.access_token })).status).toBe(200);
    expect((await fresh.auth.signOut()).error).toBeNull();
    expect((await fresh.auth.getSession()).data.session).toBeNull();
    for (const session of [freshSession, otherSession]) {
      const ended = await api('/auth/v1/user', { bearer: session?.access_token });
      expect(ended.status).toBe(403);
      expect((await ended.json()).code).toBe('session_not_found');
      expect((await refresh(session?.refresh_token ?? '')).status).toBe(400);
    }
  });

  it('GET/PUT /user: metadata merge with null deleting a key, app_metadata refused', async () => {
    const { sb } = await confirmedUser('meta');
    await sb.auth.updateUser({ data: { displayName: 'A', darkMode: true } });
    const { data, error } = await sb.auth.updateUser({ data: { displayName: null, theme: 'dark' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ darkMode: true, theme: 'dark' });
    expect(data.user?.user_metadata).not.toHaveProperty('displayName');
    expect((await sb.auth.getUser()).data.user?.user_metadata.theme).toBe('dark');
    const token = (await sb.auth.getSession()).data.session?.access_token;
    const admin = await api('/auth/v1/user', { method: 'PUT', bearer: token, body: JSON.stringify({ app_metadata: { role: 'x' } }) });
    expect(admin.status).toBe(403);
    expect((await admin.json()).code).toBe('not_admin');
  });

  it('metadata that would not fit in a token header is refused, at sign-up and as a merge grows it; the account goes on working', async () => {
    const { sb, email } = await confirmedUser('bigmeta');
    const big = { junk: 'y'.repeat(30_000) };
    const refused = await sb.auth.updateUser({ data: big });
    expect(refused.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(refused.error?.message).toMatch(/at most 4096 bytes/);
    // Under the cap one at a time, over it together.
    expect((await sb.auth.updateUser({ data: { a: 'x'.repeat(2500) } })).error).toBeNull();
    expect((await sb.auth.updateUser({ data: { b: 'x'.repeat(2500) } })).error).toMatchObject({ code: 'validation_failed' });
    // Before, such a token (41 KB) was refused by every server with 431, this read among them.
    expect((await sb.from('tracked_coins').select('id')).status).toBe(200);
    expect((await sb.auth.getUser()).data.user?.user_metadata.b).toBeUndefined();
    // A sign-up says the same whether or not the email has an account.
    for (const address of [email, uniqueEmail('bigmeta-new')]) {
      const signUp = await client().auth.signUp({ email: address, password: PASSWORD, options: { data: big } });
      expect(signUp.error).toMatchObject({ status: 400, code: 'validation_failed' });
    }
  });

  it('changes the password given the current one: same password 422, other sessions end, the new password works', async () => {
    const { sb, email } = await confirmedUser('passwd');
    const other = client();
    await other.auth.signInWithPassword({ email, password: PASSWORD });
    const otherToken = (await other.auth.getSession()).data.session?.access_token;
    // A stolen token, or a browser left signed in, is not enough to take the account over.
    for (const current_password of [undefined, '', 'not-the-password-1']) {
      const refused = await sb.auth.updateUser({ password: 'new-password-2', current_password });
      expect(refused.error?.status).toBe(400);
      expect(refused.error?.code).toBe(current_password ? 'current_password_invalid' : 'current_password_required');
    }
    const same = await sb.auth.updateUser({ password: PASSWORD, current_password: PASSWORD });
    expect(same.error?.status).toBe(422);
    expect(same.error?.code).toBe('same_password');
    const weak = await sb.auth.updateUser({ password: 'abc', current_password: PASSWORD });
    expect(weak.error?.code).toBe('weak_password');
    expect((await sb.auth.updateUser({ password: 'new-password-2', current_password: PASSWORD })).error).toBeNull();
    expect((await api('/auth/v1/user', { bearer: otherToken })).status).toBe(403);
    expect((await client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await client().auth.signInWithPassword({ email, password: 'new-password-2' })).error).toBeNull();
  });

  it('a reset link mailed before a password change no longer signs in (a link left on a lost device)', async () => {
    const { sb, email } = await confirmedUser('stale-reset');
    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull();
    const [mail] = await waitForMail(email, { subject: 'Reset Your Password' });
    expect((await sb.auth.updateUser({ password: 'new-password-3', current_password: PASSWORD })).error).toBeNull();
    const link = await fetch(mail?.link ?? '', { redirect: 'manual' });
    expect(link.status).toBe(303);
    expect(fragmentOf(link.headers.get('location')).get('error_code')).toBe('otp_expired');
    expect(fragmentOf(link.headers.get('location')).get('access_token')).toBeNull();
    const code = await client().auth.verifyOtp({ email, token: mail?.code ?? '', type: 'recovery' });
    expect(code.error?.code).toBe('otp_expired');
  });

  it('a phone another account has is refused with 422 phone_exists; the same email sent again with a change needs no aal2', async () => {
    const phone = `1555${String(Date.now()).slice(-7)}`;
    const owner = await client().auth.signUp({ phone, password: PASSWORD });
    expect(owner.error).toBeNull();
    const { sb, email } = await confirmedUser('phone-taken');
    const taken = await sb.auth.updateUser({ phone: `+${phone}` });
    expect(taken.error?.status).toBe(422);
    expect(taken.error?.code).toBe('phone_exists');
    expect((await sb.auth.getUser()).data.user?.phone ?? '').toBe('');
    // With an authenticator app, a password-only session changes its name while sending its email unchanged.
    const factor = await sb.auth.mfa.enroll({ factorType: 'totp' });
    const verified = await sb.auth.mfa.challengeAndVerify({
      factorId: factor.data?.id ?? '',
      code: codeFor(factor.data?.totp.secret ?? ''),
    });
    expect(verified.error).toBeNull();
    const aal1 = client();
    await aal1.auth.signInWithPassword({ email, password: PASSWORD });
    const renamed = await aal1.auth.updateUser({ email: email.toUpperCase(), data: { name: 'Renamed' } });
    expect(renamed.error).toBeNull();
    expect(renamed.data.user?.user_metadata.name).toBe('Renamed');
    const moved = await aal1.auth.updateUser({ email: uniqueEmail('elsewhere') });
    expect(moved.error?.code).toBe('insufficient_aal');
  });

  it('refuses a new password bcrypt would cut short (over 72 bytes)', async () => {
    const { sb, email } = await confirmedUser('long');
    // 70 characters, 130 bytes: bcrypt reads the first 72 bytes only.
    const long = `Aa1${'é'.repeat(67)}`;
    const refused = await sb.auth.updateUser({ password: long, current_password: PASSWORD });
    expect(refused.error?.status).toBe(400);
    expect(refused.error?.code).toBe('validation_failed');
    expect(refused.error?.message).toBe('Password cannot be longer than 72 characters');
    const signUp = await client().auth.signUp({ email: uniqueEmail('longsignup'), password: long });
    expect(signUp.error?.code).toBe('validation_failed');
    // 72 bytes exactly is allowed.
    const exact = `Aa1${'x'.repeat(69)}`;
    expect((await sb.auth.updateUser({ password: exact, current_password: PASSWORD })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: exact })).error).toBeNull();
  });

  it('changes the email after both mailed links are followed; a taken email is 422 email_exists', async () => {
    const { sb, email } = await confirmedUser('oldmail');
    const { email: taken } = await confirmedUser('taken');
    expect((await sb.auth.updateUser({ email: taken })).error?.code).toBe('email_exists');
    const newEmail = uniqueEmail('newmail');
    const { data, error } = await sb.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user?.new_email).toBe(newEmail);
    const [toNew] = await waitForMail(newEmail, { subject: 'Confirm Email Change' });
    const [toOld] = await waitForMail(email, { subject: 'Confirm Email Change' });
    const first = await fetch(toNew?.link ?? '', { redirect: 'manual' });
    expect(fragmentOf(first.headers.get('location')).get('message')).toContain('Confirmation link accepted');
    // One link of two changes nothing yet.
    expect((await sb.auth.getUser()).data.user?.email).toBe(email);
    const second = await fetch(toOld?.link ?? '', { redirect: 'manual' });
    expect(fragmentOf(second.headers.get('location')).get('type')).toBe('email_change');
    expect((await sb.auth.getUser()).data.user?.email).toBe(newEmail);
  });

  it('reauthenticates: a mailed nonce that PUT /user accepts once', async () => {
    const { sb, email } = await confirmedUser('reauth');
    expect((await sb.auth.reauthenticate()).error).toBeNull();
    const [mail] = await waitForMail(email, { subject: 'Confirm Reauthentication' });
    const ok = await sb.auth.updateUser({ password: 'another-pass-3', current_password: PASSWORD, nonce: mail?.code ?? '' });
    expect(ok.error).toBeNull();
    const again = await sb.auth.updateUser({ data: { x: 1 }, nonce: mail?.code ?? '' });
    expect(again.error?.status).toBe(422);
  });

  it('guards /user like GoTrue: no bearer 401, anon key / forged / expired 403 bad_jwt, legacy error shape', async () => {
    const none = await fetch(`${env.SUPABASE_URL}/auth/v1/user`, {
      headers: { apikey: env.SUPABASE_ANON_KEY, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(none.status).toBe(401);
    expect(none.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await none.json()).toMatchObject({ code: 'no_authorization' });
    const anon = await api('/auth/v1/user');
    expect(anon.status).toBe(403);
    expect((await anon.json()).code).toBe('bad_jwt');
    const forged = await new SignJWT({ sub: crypto.randomUUID(), role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const forgedRes = await api('/auth/v1/user', { bearer: forged });
    expect(forgedRes.status).toBe(403);
    expect((await forgedRes.json()).code).toBe('bad_jwt');
    const legacy = await api('/auth/v1/user', { bearer: forged, versioned: false });
    expect(await legacy.json()).toMatchObject({ code: 403, error_code: 'bad_jwt' });
    if (env.SUPABASE_JWT_SECRET) {
      const expired = await new SignJWT({ sub: crypto.randomUUID(), role: 'authenticated' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
        .sign(new TextEncoder().encode(env.SUPABASE_JWT_SECRET));
      const res = await api('/auth/v1/user', { bearer: expired });
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe('bad_jwt');
      const rest = await api('/rest/v1/tracked_coins', { bearer: expired });
      expect(rest.status).toBe(401);
      expect((await rest.json()).code).toMatch(/^PGRST30[13]$/);
    }
  });

  it('answers /settings and /health', async () => {
    const settings = await (await api('/auth/v1/settings')).json();
    expect(settings).toHaveProperty('external');
    expect(typeof settings.mailer_autoconfirm).toBe('boolean');
    const health = await (await api('/auth/v1/health')).json();
    expect(health.name).toBe('GoTrue');
  });
});
