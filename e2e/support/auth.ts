import { expect, type Page } from '@playwright/test';
import { AuthClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';

/**
 * Helpers for tests that need an account: users created through the real sign-up, confirmed
 * through the link in the local inbox (Mailpit-compatible API), signed in through the app's form
 * or, for tests of something else, with the session it would get (openSignedIn).
 */
export type TestUser = { email: string; password: string; displayName?: string };

const env = (name: string, fallback: string) => process.env[name] ?? fallback;
export const supabaseUrl = () => env('SUPABASE_URL', 'http://localhost:54321');
export const anonKey = () => env('SUPABASE_ANON_KEY', '');
export const serviceRoleKey = () => env('SUPABASE_SERVICE_ROLE_KEY', '');
export const inboxUrl = () => env('INBOX_URL', 'http://localhost:54324');

export const TEST_PASSWORD = 'Coinwatch-Passw0rd';

/** An address no other test uses. */
export function uniqueEmail(prefix = 'auth'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

type MailSummary = { ID: string; Created: string; To: Array<{ Address: string }> };

/** The mails to an address, newest first, as text (their plain and HTML parts together). */
async function mailTexts(email: string): Promise<string[]> {
  const query = encodeURIComponent(`to:${email}`);
  const list = await json<{ messages: MailSummary[] }>(await fetch(`${inboxUrl()}/api/v1/search?query=${query}&limit=50`));
  const mails = list.messages.filter((m) => m.To.some((t) => t.Address.toLowerCase() === email.toLowerCase()));
  mails.sort((a, b) => b.Created.localeCompare(a.Created));
  const texts: string[] = [];
  for (const mail of mails) {
    const full = await json<{ Text: string; HTML: string }>(await fetch(`${inboxUrl()}/api/v1/message/${mail.ID}`));
    texts.push(`${full.Text} ${full.HTML}`);
  }
  return texts;
}

const linksIn = (text: string, type: string) =>
  (text.match(/https?:\/\/[^\s"'<>]*\/verify\?[^\s"'<>]*/g) ?? [])
    .map((l) => l.replaceAll('&amp;', '&'))
    .filter((link) => new URL(link).searchParams.get('type') === type);

/** The emailed links to an address of one type ('signup', 'recovery', …), newest first. */
export async function mailLinks(email: string, type: string): Promise<string[]> {
  return [...new Set((await mailTexts(email)).flatMap((text) => linksIn(text, type)))];
}

/** Waits for the newest emailed link of a type, optionally one that is not among `seen`. */
export async function waitForMailLink(email: string, type: string, seen: string[] = []): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await mailLinks(email, type)).find((l) => !seen.includes(l));
        return link;
      },
      { message: `a ${type} mail to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}

/** The 6-digit code beside the newest emailed link of a type ('signup', 'recovery'): the same mail carries both. */
export async function waitForMailCode(email: string, type: string): Promise<string> {
  await waitForMailLink(email, type);
  const mail = (await mailTexts(email)).find((text) => linksIn(text, type).length > 0);
  const code = mail && /code: (\d{6})/.exec(mail)?.[1];
  if (!code) throw new Error(`No code beside the ${type} link to ${email}`);
  return code;
}

/** A confirmed account, made quickly through the API and the inbox (no browser). */
export async function createConfirmedUser(user: Partial<TestUser> = {}): Promise<TestUser> {
  const created: TestUser = { email: user.email ?? uniqueEmail(), password: user.password ?? TEST_PASSWORD, displayName: user.displayName };
  const response = await fetch(`${supabaseUrl()}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey(), 'content-type': 'application/json' },
    body: JSON.stringify({
      email: created.email,
      password: created.password,
      data: created.displayName ? { display_name: created.displayName } : {},
    }),
  });
  const body = await json<{ access_token?: string }>(response);
  if (!body.access_token) {
    const answer = await fetch(await waitForMailLink(created.email, 'signup'), { redirect: 'manual' });
    if (answer.status >= 400) throw new Error(`The confirmation link answered ${answer.status}`);
  }
  return created;
}

/** Signs up through /signup, opens the emailed confirmation link, and lands signed in on /. */
export async function signUpAndConfirm(page: Page, user: TestUser): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  if (user.displayName) await page.getByLabel('Display name (optional)').fill(user.displayName);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await page.goto(await waitForMailLink(user.email, 'signup'));
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
}

/**
 * Fills /login and waits until the app has moved on (to the page asked for, or /login/verify).
 * On a page already sent to /login?next=… (wait for that URL first) it keeps the remembered target.
 */
export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  if (!/\/login(\?|$)/.test(page.url())) await page.goto('/login');
  // Within the sign-in form: the URL changes before the page that was shown (a reset form, with an
  // Email field of its own) gives way to it.
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

const homeShown = (page: Page) => expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

/**
 * Signs in through the login form and waits for Home: where the page must stay the one it is (a
 * request of the last user's still on its way) or the browser keeps no site data.
 */
export async function logInToHome(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await signIn(page, user);
  await homeShown(page);
}

/** Opens Home signed in as the user (openSignedIn) and waits for it. */
export async function openHomeAs(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await openSignedIn(page, user);
  await homeShown(page);
}

/** A signed-in page for a new confirmed user, for suites that test something else. */
export async function signedInPage(page: Page, user: Partial<TestUser> = {}): Promise<TestUser> {
  const created = await createConfirmedUser(user);
  await openHomeAs(page, created);
  return created;
}

/** The current code for a TOTP secret (base32), as an authenticator app would show it. */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });
}

/** The session the app keeps in local storage (sb-<host>-auth-token). */
export async function storedSession(
  page: Page,
): Promise<{ key: string; access_token: string; refresh_token: string; expires_at: number } | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
    const raw = key ? localStorage.getItem(key) : null;
    return key && raw ? { key, ...(JSON.parse(raw) as { access_token: string; refresh_token: string; expires_at: number }) } : null;
  });
}

/**
 * Changes the session the app keeps, as time or a hand would: `expired` makes it a minute past its
 * expiry by the page's clock; the other fields replace the stored ones.
 */
export async function changeStoredSession(
  page: Page,
  change: { expired?: boolean; access_token?: string; refresh_token?: string },
): Promise<void> {
  await page.evaluate(({ expired, ...fields }) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
    if (!key) throw new Error('No session is stored');
    const session = JSON.parse(localStorage.getItem(key) ?? '{}');
    const expiry = expired ? { expires_at: Math.floor(Date.now() / 1000) - 60 } : {};
    localStorage.setItem(key, JSON.stringify({ ...session, ...fields, ...expiry }));
  }, change);
}

/** The session the server gives for the user's email and password, as the login form gets it. */
async function passwordSession(user: Pick<TestUser, 'email' | 'password'>): Promise<{ access_token: string }> {
  return json<{ access_token: string }>(
    await fetch(`${supabaseUrl()}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey(), 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    }),
  );
}

/** A user's access token from the password grant, for seeding data through the API. */
export async function accessToken(user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  return (await passwordSession(user)).access_token;
}

/**
 * Opens `path` signed in as `user`: the session the login form would get is put where supabase-js
 * keeps it (sb-<host>-auth-token), from a file of the app's origin, so no app page runs before it.
 * For the suites that test something else: signing in through the form has tests of its own, and
 * took most of a second per test.
 */
export async function openSignedIn(page: Page, user: Pick<TestUser, 'email' | 'password'>, path = '/'): Promise<void> {
  const session = JSON.stringify(await passwordSession(user));
  const key = `sb-${new URL(supabaseUrl()).hostname.split('.')[0]}-auth-token`;
  await page.goto('/favicon.svg');
  await page.evaluate(({ key, session }) => localStorage.setItem(key, session), { key, session });
  await page.goto(path);
}

/** Another device signs in and out of every session of the user (scope global); a page's access token stays unexpired. */
export async function signOutEverywhere(user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  const response = await fetch(`${supabaseUrl()}/auth/v1/logout?scope=global`, {
    method: 'POST',
    headers: { apikey: anonKey(), authorization: `Bearer ${await accessToken(user)}` },
  });
  if (response.status !== 204) throw new Error(`The sign-out everywhere answered ${response.status}`);
}

/** The user signed in on "another device": supabase-js's auth client in Node. */
export async function otherDevice(user: Pick<TestUser, 'email' | 'password'>): Promise<InstanceType<typeof AuthClient>> {
  // supabase-js's auth client alone: the whole client wants a WebSocket for realtime, which Node 20 lacks.
  const auth = new AuthClient({
    url: `${supabaseUrl()}/auth/v1`,
    headers: { apikey: anonKey() },
    persistSession: false,
    autoRefreshToken: false,
  });
  const { error } = await auth.signInWithPassword(user);
  if (error) throw error;
  return auth;
}

/** Adds an authenticator app on that device (its session is then at aal2); returns the app's secret. */
export async function addAuthenticatorApp(device: InstanceType<typeof AuthClient>, friendlyName: string): Promise<string> {
  const enrolled = await device.mfa.enroll({ factorType: 'totp', friendlyName });
  if (enrolled.error) throw enrolled.error;
  const verified = await device.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: totpCode(enrolled.data.totp.secret) });
  if (verified.error) throw verified.error;
  return enrolled.data.totp.secret;
}

/**
 * A confirmed user who added an authenticator app of each name (the API allows up to ten), with each
 * app's secret, and the session that added them ("another device", at aal2 once an app is added).
 */
export async function createUserWithApps(
  names: string[],
): Promise<{ user: TestUser; secrets: string[]; device: InstanceType<typeof AuthClient> }> {
  const user = await createConfirmedUser();
  const device = await otherDevice(user);
  const secrets: string[] = [];
  for (const name of names) secrets.push(await addAuthenticatorApp(device, name));
  return { user, secrets, device };
}
