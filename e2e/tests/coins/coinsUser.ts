import { expect, type Page } from '@playwright/test';

/**
 * Test users for the coins suite: signed up through the API, confirmed through the local inbox's
 * link, signed in through the app's own /login form. (The auth suite's e2e/support/auth.ts may
 * replace this once it exists.)
 */
export type CoinsUser = { email: string; password: string; accessToken: string };

const env = (name: string, fallback: string) => process.env[name] ?? fallback;
export const supabaseUrl = () => env('SUPABASE_URL', 'http://localhost:54321');
export const anonKey = () => env('SUPABASE_ANON_KEY', '');
const inboxUrl = () => env('INBOX_URL', 'http://localhost:54324');

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function confirmByInbox(email: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const list = await json<{ messages: Array<{ ID: string; To: Array<{ Address: string }> }> }>(await fetch(`${inboxUrl()}/api/v1/messages?limit=200`));
    const message = list.messages.find((m) => m.To.some((t) => t.Address.toLowerCase() === email.toLowerCase()));
    if (message) {
      const full = await json<{ Text: string; HTML: string }>(await fetch(`${inboxUrl()}/api/v1/message/${message.ID}`));
      const link = `${full.Text} ${full.HTML}`.match(/https?:\/\/[^\s"'<>]*verify[^\s"'<>]*/)?.[0]?.replaceAll('&amp;', '&');
      if (!link) throw new Error('The confirmation mail has no link');
      const answer = await fetch(link, { redirect: 'manual' });
      if (answer.status >= 400) throw new Error(`Confirmation link answered ${answer.status}`);
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No confirmation mail for ${email}`);
}

export async function signInApi(email: string, password: string): Promise<string> {
  const session = await json<{ access_token: string }>(
    await fetch(`${supabaseUrl()}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey(), 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
  );
  return session.access_token;
}

/** A new user with a confirmed email, and an access token for seeding data through the API. */
export async function createCoinsUser(): Promise<CoinsUser> {
  const email = `coins-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Coins-Passw0rd';
  const signup = await fetch(`${supabaseUrl()}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey(), 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await json<{ access_token?: string }>(signup);
  if (!body.access_token) await confirmByInbox(email);
  return { email, password, accessToken: await signInApi(email, password) };
}

/** Signs in through the app's login form and waits for the home page. */
export async function signInUi(page: Page, user: CoinsUser): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
}

/** Writes rows straight through the REST API as the user (for seeding, not for what is tested). */
export async function restInsert(user: CoinsUser, table: string, rows: unknown[]): Promise<void> {
  const response = await fetch(`${supabaseUrl()}/rest/v1/${table}`, {
    method: 'POST',
    headers: { apikey: anonKey(), authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json', prefer: 'return=minimal' },
    body: JSON.stringify(rows),
  });
  if (!response.ok) throw new Error(`insert into ${table}: ${response.status} ${await response.text()}`);
}
