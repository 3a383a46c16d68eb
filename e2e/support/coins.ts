import { accessToken, anonKey, createConfirmedUser, serviceRoleKey, supabaseUrl, type TestUser, uniqueEmail } from './auth.ts';

/** A confirmed user of the coins suite, with an access token for seeding data through the API. */
export type CoinsUser = TestUser & { accessToken: string };

export async function createCoinsUser(): Promise<CoinsUser> {
  const user = await createConfirmedUser({ email: uniqueEmail('coins') });
  return { ...user, accessToken: await accessToken(user) };
}

/** Writes rows straight through the REST API as the user (for seeding, not for what is tested). */
export async function restInsert(user: CoinsUser, table: string, rows: unknown[]): Promise<void> {
  const response = await fetch(`${supabaseUrl()}/rest/v1/${table}`, {
    method: 'POST',
    headers: {
      apikey: anonKey(),
      authorization: `Bearer ${user.accessToken}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify(rows),
  });
  if (!response.ok) throw new Error(`insert into ${table}: ${response.status} ${await response.text()}`);
}

/**
 * Writes the user's rows as the service role, for tables the user may only read (address_proofs,
 * which only the save-proof function writes): for seeding, not for what is tested.
 */
export async function adminInsert(user: CoinsUser, table: string, rows: object[]): Promise<void> {
  const userId: unknown = JSON.parse(Buffer.from(user.accessToken.split('.')[1] ?? '', 'base64url').toString()).sub;
  const response = await fetch(`${supabaseUrl()}/rest/v1/${table}`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey(),
      authorization: `Bearer ${serviceRoleKey()}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify(rows.map((row) => ({ ...row, user_id: userId }))),
  });
  if (!response.ok) throw new Error(`insert into ${table}: ${response.status} ${await response.text()}`);
}

/** Reads rows straight through the REST API as the user (`query`: PostgREST's, e.g. 'select=id'). */
export async function restSelect(user: CoinsUser, table: string, query: string): Promise<unknown[]> {
  const response = await fetch(`${supabaseUrl()}/rest/v1/${table}?${query}`, {
    headers: { apikey: anonKey(), authorization: `Bearer ${user.accessToken}` },
  });
  if (!response.ok) throw new Error(`select from ${table}: ${response.status} ${await response.text()}`);
  return (await response.json()) as unknown[];
}

/** Deletes rows straight through the REST API as the user (`query`: PostgREST's filter, e.g. 'id=eq.…'), as another device would. */
export async function restDelete(user: CoinsUser, table: string, query: string): Promise<void> {
  const response = await fetch(`${supabaseUrl()}/rest/v1/${table}?${query}`, {
    method: 'DELETE',
    headers: { apikey: anonKey(), authorization: `Bearer ${user.accessToken}` },
  });
  if (!response.ok) throw new Error(`delete from ${table}: ${response.status} ${await response.text()}`);
}

/** Changes rows straight through the REST API as the user (`query`: PostgREST's filter), as another device would. */
export async function restUpdate(user: CoinsUser, table: string, query: string, values: object): Promise<void> {
  const response = await fetch(`${supabaseUrl()}/rest/v1/${table}?${query}`, {
    method: 'PATCH',
    headers: { apikey: anonKey(), authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(values),
  });
  if (!response.ok) throw new Error(`update of ${table}: ${response.status} ${await response.text()}`);
}

/** Seeds a coin (on Ethereum, at `coinAddress`) with addresses through the REST API as the user; its id. */
export async function seedCoin(
  user: CoinsUser,
  coin: { ticker: string; name: string; coinAddress: string },
  addresses: Array<{ address: string; description: string; color: string }> = [],
): Promise<string> {
  const id = crypto.randomUUID();
  await restInsert(user, 'tracked_coins', [
    { id, coin_ticker: coin.ticker, coin_name: coin.name, coin_address: coin.coinAddress, chain_id: 1 },
  ]);
  if (addresses.length > 0)
    await restInsert(
      user,
      'tracked_addresses',
      addresses.map((a) => ({ coin_id: id, ...a })),
    );
  return id;
}
