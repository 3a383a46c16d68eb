import { describe, expect, it } from '@rstest/core';
import { AUTH, api, client, confirmedUser, env, fragmentOf, PASSWORD, uniqueEmail, waitForMail } from './harness.ts';

describe('auth: sign-up, confirmation, sign-in', () => {
  it('signs up without a session while confirmations are on, mails a link, and the link signs in (303 + fragment)', async () => {
    const email = uniqueEmail('signup');
    const sb = client();
    const { data, error } = await sb.auth.signUp({ email, password: PASSWORD, options: { data: { displayName: 'Ann' } } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata).toMatchObject({ displayName: 'Ann' });
    expect(data.user?.identities?.length).toBe(1);

    const refused = await sb.auth.signInWithPassword({ email, password: PASSWORD });
    expect(refused.error?.status).toBe(400);
    expect(refused.error?.code).toBe('email_not_confirmed');

    const [mail] = await waitForMail(email);
    expect(mail?.subject).toBeTruthy();
    expect(mail?.link).toContain('/auth/v1/verify?token=');
    expect(mail?.link).toContain('type=signup');
    // The project's template (deploy/supabase/templates), with its link and its code filled in.
    expect(mail?.html).toContain('to finish signing up for Coinwatch');
    expect(mail?.html).toContain(`<a href="${(mail?.link ?? '').replaceAll('&', '&amp;')}">`);
    expect(mail?.html).toContain(`<strong>${mail?.code}</strong>`);
    const res = await fetch(mail?.link ?? '', { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location.startsWith(env.SITE_URL)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get('access_token')).toBeTruthy();
    expect(fragment.get('refresh_token')).toBeTruthy();
    expect(Number(fragment.get('expires_in'))).toBeGreaterThan(0);
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('signup');

    const again = await fetch(mail?.link ?? '', { redirect: 'manual' });
    expect(fragmentOf(again.headers.get('location')).get('error_code')).toBe('otp_expired');

    const signIn = await sb.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.user.email_confirmed_at).toBeTruthy();
    const claims = JSON.parse(Buffer.from(signIn.data.session?.access_token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({ aud: 'authenticated', role: 'authenticated', aal: 'aal1', email, is_anonymous: false });
    expect(claims.amr[0].method).toBe('password');
    expect(typeof claims.session_id).toBe('string');
  });

  it('hides an existing confirmed email behind a fake user with no identities', async () => {
    const { email } = await confirmedUser('dupe');
    const { data, error } = await client().auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
  });

  it('keeps the password and name of an unconfirmed address signed up again by someone else, and mails the link again', async () => {
    const email = uniqueEmail('second');
    const sb = client();
    const first = await sb.auth.signUp({ email, password: PASSWORD, options: { data: { displayName: 'Owner' } } });
    expect(first.error).toBeNull();
    await waitForMail(email);
    // Past the one-mail-a-second limit: a stranger signs the same address up with a password of theirs.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const stranger = await client().auth.signUp({ email, password: 'Stranger-Passw0rd!', options: { data: { displayName: 'x' } } });
    expect(stranger.error).toBeNull();
    expect(stranger.data.user?.id).toBe(first.data.user?.id);
    expect(stranger.data.user?.user_metadata).toMatchObject({ displayName: 'Owner' });
    // The owner opens the newest link: the account is confirmed with the owner's password only.
    const [newest] = await waitForMail(email, { count: 2 });
    const confirmed = await fetch(newest?.link ?? '', { redirect: 'manual' });
    expect(fragmentOf(confirmed.headers.get('location')).get('access_token')).toBeTruthy();
    expect((await sb.auth.signInWithPassword({ email, password: 'Stranger-Passw0rd!' })).error?.code).toBe('invalid_credentials');
    const owner = await sb.auth.signInWithPassword({ email, password: PASSWORD });
    expect(owner.error).toBeNull();
    expect(owner.data.user?.user_metadata).toMatchObject({ displayName: 'Owner' });
  });

  it('signs a phone up at once with a session (phone_autoconfirm, no SMS provider); the same phone again is 422', async () => {
    const phone = `+1555${String(Date.now()).slice(-7)}`;
    const settings = await (await api('/auth/v1/settings')).json();
    expect(settings.phone_autoconfirm).toBe(true);
    const { data, error } = await client().auth.signUp({ phone, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.phone).toBe(phone.slice(1));
    expect(data.user?.phone_confirmed_at).toBeTruthy();
    const again = await client().auth.signUp({ phone, password: PASSWORD });
    expect(again.error?.status).toBe(422);
    expect(again.error?.code).toBe('user_already_exists');
    expect((await client().auth.signInWithPassword({ phone, password: PASSWORD })).error).toBeNull();
    // Seven digits, the shortest the app's form takes (Niue's numbers are as short).
    const short = `+68${String(Date.now()).slice(-5)}`;
    expect((await client().auth.signUp({ phone: short, password: PASSWORD })).error).toBeNull();
  });

  it('rejects weak passwords, bad emails and wrong credentials with GoTrue codes', async () => {
    const sb = client();
    const weak = await sb.auth.signUp({ email: uniqueEmail('weak'), password: '123' });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
    const bad = await sb.auth.signUp({ email: 'not-an-email', password: PASSWORD });
    expect(bad.error?.status).toBe(400);
    expect(bad.error?.code).toBe('validation_failed');
    const wrong = await sb.auth.signInWithPassword({ email: uniqueEmail('nobody'), password: PASSWORD });
    expect(wrong.error?.status).toBe(400);
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.message).toBe('Invalid login credentials');
    // No format check at sign-in, as GoTrue: an address that is none signs in no one.
    const malformed = await sb.auth.signInWithPassword({ email: 'not-an-email', password: PASSWORD });
    expect([malformed.error?.status, malformed.error?.code]).toEqual([400, 'invalid_credentials']);
  });

  it('refuses text Postgres cannot hold (NUL, an unpaired surrogate) as a bad request, and a link holding it as a bad link, never a 500', async () => {
    // Escaped in the JSON text, as any client can send them.
    const signup = (data: string) =>
      api('/auth/v1/signup', {
        method: 'POST',
        body: `{"email":"${uniqueEmail('nul')}","password":"${PASSWORD}","data":{"display_name":"${data}"}}`,
      });
    for (const text of ['x\\u0000', 'x\\ud800']) {
      const res = await signup(text);
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('validation_failed');
    }
    const refresh = await api('/auth/v1/token?grant_type=refresh_token', { method: 'POST', body: '{"refresh_token":"a\\u0000"}' });
    expect(refresh.status).toBe(400);
    const link = await fetch(`${AUTH}/verify?type=signup&token=%00&redirect_to=${encodeURIComponent(env.SITE_URL)}`, {
      redirect: 'manual',
    });
    expect(link.status).toBe(303);
    expect(fragmentOf(link.headers.get('location') ?? '').get('error_code')).toBe('otp_expired');
  });

  it('verifies the mailed 6-digit code with POST /verify type=email', async () => {
    const email = uniqueEmail('otpcode');
    await client().auth.signUp({ email, password: PASSWORD });
    const [mail] = await waitForMail(email);
    const sb = client();
    const wrong = await sb.auth.verifyOtp({ email, token: '000000', type: 'email' });
    expect(wrong.error?.status).toBe(403);
    expect(wrong.error?.code).toBe('otp_expired');
    const { data, error } = await sb.auth.verifyOtp({ email, token: mail?.code ?? '', type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('resends a confirmation and limits resends to one per second per user (429)', async () => {
    const email = uniqueEmail('resend');
    const sb = client();
    await sb.auth.signUp({ email, password: PASSWORD });
    const tooSoon = await sb.auth.resend({ type: 'signup', email });
    expect(tooSoon.error?.status).toBe(429);
    expect(tooSoon.error?.code).toBe('over_email_send_rate_limit');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const ok = await sb.auth.resend({ type: 'signup', email });
    expect(ok.error).toBeNull();
    await waitForMail(email, { count: 2 });
    const unknown = await sb.auth.resend({ type: 'signup', email: uniqueEmail('ghost') });
    expect(unknown.error).toBeNull();
    const badType = await api('/auth/v1/resend', { method: 'POST', body: JSON.stringify({ type: 'bogus', email }) });
    expect(badType.status).toBe(400);
    expect((await badType.json()).code).toBe('validation_failed');
  });

  // A phone user has no confirmed email: a signup link issued to them (mailed to nobody) opened a
  // session for whoever guessed its code.
  it.each(['signup', 'email_change'])('refuses to resend a %s mail to a phone number, as GoTrue does', async (type) => {
    const phoneUser = await api('/auth/v1/signup', { method: 'POST', body: JSON.stringify({ phone: '+15555550123', password: PASSWORD }) });
    expect(phoneUser.status).toBeLessThan(500);
    const resent = await api('/auth/v1/resend', { method: 'POST', body: JSON.stringify({ type, phone: '+15555550123' }) });
    expect(resent.status).toBe(400);
    expect(await resent.json()).toMatchObject({ code: 'validation_failed', message: 'Type provided requires an email address' });
  });

  it('sends magic links to confirmed users and refuses unknown ones with create_user false', async () => {
    const { email } = await confirmedUser('magic');
    const sb = client();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await sb.auth.signInWithOtp({ email })).error).toBeNull();
    const [mail] = await waitForMail(email, { subject: 'Your Magic Link' });
    expect(mail?.link).toContain('type=magiclink');
    const res = await fetch(mail?.link ?? '', { redirect: 'manual' });
    expect(fragmentOf(res.headers.get('location')).get('type')).toBe('magiclink');
    const refused = await sb.auth.signInWithOtp({ email: uniqueEmail('nouser'), options: { shouldCreateUser: false } });
    expect(refused.error?.status).toBe(422);
    expect(refused.error?.code).toBe('otp_disabled');
  });

  it('recovers a password: 200 for anyone, a recovery link for real users, redirect_to kept only for the site', async () => {
    const { email } = await confirmedUser('recover');
    const sb = client();
    expect((await sb.auth.resetPasswordForEmail(uniqueEmail('unknown'))).error).toBeNull();
    const { error } = await sb.auth.resetPasswordForEmail(email, { redirectTo: `${env.SITE_URL}/login/reset` });
    expect(error).toBeNull();
    const [mail] = await waitForMail(email, { subject: 'Reset Your Password' });
    expect(mail?.link).toContain('type=recovery');
    const res = await fetch(mail?.link ?? '', { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')?.startsWith(`${env.SITE_URL}/login/reset#`)).toBe(true);
    expect(fragmentOf(res.headers.get('location')).get('type')).toBe('recovery');
    // The link's session sets a new password without the old one, which its user has forgotten.
    const recovery = fragmentOf(res.headers.get('location')).get('access_token') ?? '';
    const reset = await api('/auth/v1/user', { method: 'PUT', bearer: recovery, body: JSON.stringify({ password: 'reset-pass-4' }) });
    expect(reset.status).toBe(200);
    expect((await client().auth.signInWithPassword({ email, password: 'reset-pass-4' })).error).toBeNull();
    // Once: having set its password, the link's session names the current one like any other.
    const again = await api('/auth/v1/user', { method: 'PUT', bearer: recovery, body: JSON.stringify({ password: 'reset-pass-5' }) });
    expect(again.status).toBe(400);
    expect((await again.json()).code).toBe('current_password_required');

    const bogus = await fetch(
      `${AUTH}/verify?token=deadbeef&type=recovery&redirect_to=${encodeURIComponent('https://evil.example.com/')}`,
      {
        redirect: 'manual',
      },
    );
    expect(bogus.status).toBe(303);
    expect(bogus.headers.get('location')?.startsWith(env.SITE_URL)).toBe(true);
    expect(fragmentOf(bogus.headers.get('location')).get('error_code')).toBe('otp_expired');
  });
});
