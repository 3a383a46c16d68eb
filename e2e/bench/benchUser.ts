import type { Browser, BrowserContext, Page } from '@playwright/test';

export type BenchStack = { appUrl: string; supabaseUrl: string; anonKey: string; serviceRoleKey: string };
export type BenchUser = { email: string; password: string; token: string };

/** The response, or an error that says what the server answered. */
export async function ok(response: Response): Promise<Response> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** A confirmed user, made through the admin API (service role), then signed in. */
export async function createBenchUser(opts: Omit<BenchStack, 'appUrl'>): Promise<BenchUser> {
  const email = `coins-bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Coins-Bench-Passw0rd';
  const admin = { apikey: opts.anonKey, authorization: `Bearer ${opts.serviceRoleKey}`, 'content-type': 'application/json' };
  await ok(
    await fetch(`${opts.supabaseUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ email, password, email_confirm: true }),
    }),
  );
  const headers = { apikey: opts.anonKey, 'content-type': 'application/json' };
  const session = (await (
    await ok(
      await fetch(`${opts.supabaseUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password }),
      }),
    )
  ).json()) as { access_token: string };
  return { email, password, token: session.access_token };
}

/**
 * A page signed in through the app's own form, on Home: in a new context of `browser` (not
 * browser.newPage()'s, so a benchmark can open more tabs in it), or in the context given.
 */
export async function signInBench(where: Browser | BrowserContext, appUrl: string, user: BenchUser): Promise<Page> {
  const page = await ('newContext' in where ? await where.newContext() : where).newPage();
  await page.goto(`${appUrl}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  return page;
}
