import {
  COIN_NAME_MAX_LENGTH,
  CoinNameSchema,
  DESCRIPTION_MAX_LENGTH,
  DescriptionSchema,
  messages,
  TICKER_MAX_LENGTH,
  TickerSchema,
} from '@coinwatch/shared';
import { beforeAll, describe, expect, it } from '@rstest/core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { api, client, confirmedUser, env, hex40, PASSWORD, REST } from './harness.ts';
import { sendProof, signedProof } from './proofs.ts';

type User = { sb: SupabaseClient; id: string; token: string };
let a: User;
let b: User;
let aCoinId = '';
let aAddressId = '';

async function signedIn(tag: string): Promise<User> {
  const u = await confirmedUser(tag);
  return { sb: u.sb, id: u.id, token: (await u.sb.auth.getSession()).data.session?.access_token ?? '' };
}

beforeAll(async () => {
  a = await signedIn('resta');
  b = await signedIn('restb');
  const coin = await a.sb
    .from('tracked_coins')
    .insert({ coin_ticker: 'ETH', coin_name: 'Ether', coin_address: hex40('a') })
    .select()
    .single();
  if (coin.error) throw coin.error;
  aCoinId = coin.data.id;
  const address = await a.sb
    .from('tracked_addresses')
    .insert({ coin_id: aCoinId, address: hex40('b'), description: 'cold', color: '#abc' })
    .select()
    .single();
  if (address.error) throw address.error;
  aAddressId = address.data.id;
});

describe('rest: the app schema through PostgREST', () => {
  it('inserts with defaults (user_id = auth.uid(), chain_id 1) and reads coins with addresses embedded', async () => {
    const { data, error } = await a.sb.from('tracked_coins').select('*,addresses:tracked_addresses(*)').eq('id', aCoinId).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ user_id: a.id, chain_id: 1, coin_ticker: 'ETH' });
    expect(data?.addresses).toHaveLength(1);
    expect(data?.addresses[0]).toMatchObject({ address: hex40('b'), color: '#abc', user_id: a.id });
    const counted = await a.sb.from('tracked_coins').select('*', { count: 'exact' });
    expect(counted.count).toBe(1);
  });

  it('row level security: B sees, updates and deletes nothing of A (0 rows, not an error)', async () => {
    const read = await b.sb.from('tracked_coins').select('*');
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);
    const readAddr = await b.sb.from('tracked_addresses').select('*').eq('id', aAddressId);
    expect(readAddr.data).toEqual([]);
    const upd = await b.sb.from('tracked_coins').update({ coin_name: 'pwned' }).eq('id', aCoinId).select();
    expect(upd.error).toBeNull();
    expect(upd.data).toEqual([]);
    const updAddr = await b.sb.from('tracked_addresses').update({ color: '#000' }).eq('id', aAddressId);
    expect(updAddr.status).toBe(204);
    const del = await b.sb.from('tracked_coins').delete().eq('id', aCoinId).select();
    expect(del.data).toEqual([]);
    const delAddr = await b.sb.from('tracked_addresses').delete().eq('id', aAddressId).select();
    expect(delAddr.data).toEqual([]);
    const still = await a.sb.from('tracked_coins').select('coin_name, addresses:tracked_addresses(color)').eq('id', aCoinId).single();
    expect(still.data).toEqual({ coin_name: 'Ether', addresses: [{ color: '#abc' }] });
  });

  it("row level security: B cannot insert rows for A (403 42501); an address on A's coin is refused as on a coin that does not exist (409 23503)", async () => {
    const forA = await b.sb
      .from('tracked_coins')
      .insert({ user_id: a.id, coin_ticker: 'BTC', coin_name: 'Bitcoin', coin_address: hex40('c') });
    expect([401, 403]).toContain(forA.status);
    expect(forA.error?.code).toBe('42501');
    const attach = await b.sb.from('tracked_addresses').insert({ coin_id: aCoinId, address: hex40('c'), color: '#fff' });
    expect(attach.status).toBe(409);
    expect(attach.error?.code).toBe('23503');
    const attachAsA = await b.sb.from('tracked_addresses').insert({ coin_id: aCoinId, user_id: a.id, address: hex40('c'), color: '#fff' });
    expect(attachAsA.status).toBe(403);
    expect(attachAsA.error?.code).toBe('42501');
    const move = await b.sb
      .from('tracked_coins')
      .insert({ coin_ticker: 'B1', coin_name: 'B coin', coin_address: hex40('c') })
      .select()
      .single();
    const steal = await a.sb.from('tracked_addresses').insert({ coin_id: move.data?.id, address: hex40('d'), color: '#fff' });
    expect(steal.error?.code).toBe('23503');
    const moved = await a.sb.from('tracked_addresses').update({ coin_id: move.data?.id }).eq('id', aAddressId).select();
    expect(moved.error?.code).toBe('23503');
    const bSees = await b.sb.from('tracked_addresses').select('id');
    expect(bSees.data).toEqual([]);
    const anon = await client()
      .from('tracked_coins')
      .insert({ coin_ticker: 'X', coin_name: 'X', coin_address: hex40('c') });
    expect(anon.status).toBe(401);
    const anonRead = await client().from('tracked_coins').select('*');
    expect(anonRead.status).toBe(401);
  });

  it('an address added to a coin deleted meanwhile is refused as a missing parent (409 23503), not as a lost session', async () => {
    const coin = await a.sb
      .from('tracked_coins')
      .insert({ coin_ticker: 'GONE', coin_name: 'Gone', coin_address: hex40('e') })
      .select('id')
      .single();
    expect(coin.error).toBeNull();
    const deleted = await a.sb.from('tracked_coins').delete().eq('id', coin.data?.id).select('id');
    expect(deleted.data).toHaveLength(1);
    const late = await a.sb.from('tracked_addresses').insert({ coin_id: coin.data?.id, address: hex40('f'), color: '#fff' });
    expect(late.status).toBe(409);
    expect(late.error?.code).toBe('23503');
  });

  it('checks name the violated constraint (400 23514)', async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['tracked_addresses', { coin_id: aCoinId, address: '0x123', color: '#fff' }, 'tracked_addresses_address_check'],
      ['tracked_addresses', { coin_id: aCoinId, address: hex40('e'), color: 'red' }, 'tracked_addresses_color_check'],
      [
        'tracked_addresses',
        { coin_id: aCoinId, address: hex40('e'), color: '#fff', description: 'x'.repeat(201) },
        'tracked_addresses_description_check',
      ],
      ['tracked_coins', { coin_ticker: '', coin_name: 'Empty', coin_address: hex40('c') }, 'tracked_coins_coin_ticker_check'],
      [
        'tracked_coins',
        { coin_ticker: 'TOOLONGTICKER12345', coin_name: 'Long', coin_address: hex40('c') },
        'tracked_coins_coin_ticker_check',
      ],
      ['tracked_coins', { coin_ticker: 'ADR', coin_name: 'Bad address', coin_address: 'xyz' }, 'tracked_coins_coin_address_check'],
      // What the form's trimming schemas never send: blank, or with spaces around.
      ['tracked_coins', { coin_ticker: '   ', coin_name: 'Blank', coin_address: hex40('c') }, 'tracked_coins_coin_ticker_trimmed'],
      ['tracked_coins', { coin_ticker: ' PAD', coin_name: 'Padded', coin_address: hex40('c') }, 'tracked_coins_coin_ticker_trimmed'],
      ['tracked_coins', { coin_ticker: 'NAME', coin_name: 'Padded\n', coin_address: hex40('c') }, 'tracked_coins_coin_name_trimmed'],
      [
        'tracked_addresses',
        { coin_id: aCoinId, address: hex40('e'), color: '#fff', description: 'cold wallet ' },
        'tracked_addresses_description_trimmed',
      ],
      // A path segment that browsers resolve away: /tools/txns/.. is /tools.
      ['tracked_coins', { coin_ticker: '..', coin_name: 'Dots', coin_address: hex40('c') }, 'tracked_coins_coin_ticker_not_dots'],
      // A line break, a direction override, a zero-width space: a link no router matches, text that reads wrong.
      ['tracked_coins', { coin_ticker: 'A\nB', coin_name: 'Break', coin_address: hex40('c') }, 'tracked_coins_coin_ticker_visible'],
      [
        'tracked_coins',
        { coin_ticker: 'LS\u2028X', coin_name: 'Separator', coin_address: hex40('c') },
        'tracked_coins_coin_ticker_visible',
      ],
      ['tracked_coins', { coin_ticker: 'RTL', coin_name: '\u202eCTB', coin_address: hex40('c') }, 'tracked_coins_coin_name_visible'],
      // The blank Braille pattern: a ticker that shows as nothing.
      ['tracked_coins', { coin_ticker: '\u2800', coin_name: 'Blank', coin_address: hex40('c') }, 'tracked_coins_coin_ticker_visible'],
      ['tracked_coins', { coin_ticker: 'ＥＴＨ', coin_name: 'Wide', coin_address: hex40('c') }, 'tracked_coins_coin_ticker_nfkc'],
      [
        'tracked_addresses',
        { coin_id: aCoinId, address: hex40('e'), color: '#fff', description: 'cold\u200bwallet' },
        'tracked_addresses_description_visible',
      ],
      // Looks exactly like X, yet would be a second coin beside it.
      ['tracked_coins', { coin_ticker: 'X\u200d', coin_name: 'Joined', coin_address: hex40('c') }, 'tracked_coins_coin_ticker_no_joiners'],
      // Characters that show as nothing on their own: a lone accent, variation selectors, tag characters.
      ['tracked_coins', { coin_ticker: '\u0301', coin_name: 'Accent', coin_address: hex40('c') }, 'tracked_coins_coin_ticker_visible_some'],
      ['tracked_coins', { coin_ticker: 'VS', coin_name: '\ufe0f\ufe0f', coin_address: hex40('c') }, 'tracked_coins_coin_name_visible_some'],
      [
        'tracked_coins',
        { coin_ticker: 'RING', coin_name: '\u20dd\u1ab0', coin_address: hex40('c') },
        'tracked_coins_coin_name_visible_some',
      ],
      [
        'tracked_addresses',
        { coin_id: aCoinId, address: hex40('e'), color: '#fff', description: '\u{e0041}\u{e0042}' },
        'tracked_addresses_description_visible_some',
      ],
    ];
    for (const [table, row, constraint] of cases) {
      const res = await a.sb.from(table).insert(row);
      expect(res.status).toBe(400);
      expect(res.error?.code).toBe('23514');
      expect(res.error?.message).toContain(constraint);
    }
    // Emoji keep their joiners and tags in a name and a description: a family, the flag of Scotland.
    const family = await a.sb
      .from('tracked_coins')
      .insert({ coin_ticker: 'FAM', coin_name: '\u{1f468}\u200d\u{1f469}\u200d\u{1f467} family', coin_address: hex40('c') })
      .select('id')
      .single();
    expect(family.status).toBe(201);
    const flag = '\u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}';
    const scotland = await a.sb
      .from('tracked_addresses')
      .insert({ coin_id: family.data?.id, address: hex40('f'), color: '#fff', description: `${flag} Scotland` });
    expect(scotland.status).toBe(201);
    expect((await a.sb.from('tracked_coins').delete().eq('id', family.data?.id)).status).toBe(204);
    const noAddress = await a.sb.from('tracked_coins').insert({ coin_ticker: 'NOADDR', coin_name: 'No address' });
    expect(noAddress.status).toBe(400);
    expect(noAddress.error?.code).toBe('23502');
    expect(noAddress.error?.message).toContain('coin_address');
  });

  // The forms' schemas and the database count the same characters: 🚀 is one for both, though it is
  // two UTF-16 units. The schemas once counted units, and refused 9 rockets as over 16.
  it('length limits count characters, in the schemas as in the database: the limit of 🚀 is taken, one more is refused', async () => {
    const rockets = (n: number) => '🚀'.repeat(n);
    for (const [schema, max] of [
      [TickerSchema, TICKER_MAX_LENGTH],
      [CoinNameSchema, COIN_NAME_MAX_LENGTH],
      [DescriptionSchema, DESCRIPTION_MAX_LENGTH],
    ] as const) {
      expect(schema.safeParse(rockets(max)).success).toBe(true);
      expect(schema.safeParse(rockets(max + 1)).error?.issues[0]?.message).toBe(messages.maxLength(max));
    }
    const coin = await a.sb
      .from('tracked_coins')
      .insert({ coin_ticker: rockets(TICKER_MAX_LENGTH), coin_name: rockets(COIN_NAME_MAX_LENGTH), coin_address: hex40('c') })
      .select('id')
      .single();
    expect(coin.status).toBe(201);
    const address = (description: string) =>
      a.sb.from('tracked_addresses').insert({ coin_id: coin.data?.id, address: hex40('f'), color: '#fff', description });
    expect((await address(rockets(DESCRIPTION_MAX_LENGTH + 1))).error?.message).toContain('tracked_addresses_description_check');
    expect((await address(rockets(DESCRIPTION_MAX_LENGTH))).status).toBe(201);
    expect((await a.sb.from('tracked_coins').delete().eq('id', coin.data?.id)).status).toBe(204);
    const ticker = await a.sb
      .from('tracked_coins')
      .insert({ coin_ticker: rockets(TICKER_MAX_LENGTH + 1), coin_name: 'Rockets', coin_address: hex40('c') });
    expect(ticker.error?.message).toContain('tracked_coins_coin_ticker_check');
    const name = await a.sb
      .from('tracked_coins')
      .insert({ coin_ticker: 'ROCK', coin_name: rockets(COIN_NAME_MAX_LENGTH + 1), coin_address: hex40('c') });
    expect(name.error?.message).toContain('tracked_coins_coin_name_check');
  });

  it('duplicates are 409: ticker per user whatever the case, address per coin whatever the case and with or without 0x', async () => {
    const ticker = await a.sb.from('tracked_coins').insert({ coin_ticker: 'eth', coin_name: 'Again', coin_address: hex40('c') });
    expect(ticker.status).toBe(409);
    expect(ticker.error?.code).toBe('23505');
    const address = await a.sb.from('tracked_addresses').insert({ coin_id: aCoinId, address: hex40('B'), color: '#fff' });
    expect(address.status).toBe(409);
    const withoutPrefix = await a.sb.from('tracked_addresses').insert({ coin_id: aCoinId, address: 'B'.repeat(40), color: '#fff' });
    expect(withoutPrefix.status).toBe(409);
    expect(withoutPrefix.error?.code).toBe('23505');
    const other = await b.sb.from('tracked_coins').insert({ coin_ticker: 'ETH', coin_name: 'B has ETH too', coin_address: hex40('c') });
    expect(other.status).toBe(201);
  });

  it('a session the server has ended reaches no rows with its still unexpired token: 401 PT401, for reads and writes', async () => {
    const kept = await confirmedUser('livesession');
    const lost = client();
    await lost.auth.signInWithPassword({ email: kept.email, password: PASSWORD });
    const coin = await lost
      .from('tracked_coins')
      .insert({ coin_ticker: 'LIVE', coin_name: 'Live', coin_address: hex40('c') })
      .select('id')
      .single();
    expect(coin.status).toBe(201);
    expect((await sendProof(kept.sb, await signedProof(kept.id))).status).toBe(201);
    // Signed out everywhere else, as after a lost device; its access token has most of an hour left.
    expect((await kept.sb.auth.signOut({ scope: 'others' })).error).toBeNull();
    const read = await lost.from('tracked_coins').select('id');
    expect(read.status).toBe(401);
    expect(read.error?.code).toBe('PT401');
    const write = await lost.from('tracked_coins').insert({ coin_ticker: 'LATE', coin_name: 'Late', coin_address: hex40('c') });
    expect(write.status).toBe(401);
    expect(write.error?.code).toBe('PT401');
    const remove = await lost.from('tracked_coins').delete().eq('id', coin.data?.id);
    expect(remove.status).toBe(401);
    // Nor the proof saved before (through the function, as the wallet saves them).
    const proofs = await lost.from('address_proofs').select('id');
    expect(proofs.status).toBe(401);
    expect(proofs.error?.code).toBe('PT401');
    // Nor may it save a proof through the function that writes them as the service role.
    const proof = await sendProof(lost, await signedProof(kept.id));
    expect(proof.status).toBe(401);
    expect(proof.body?.code).toBe('PT401');
    // The session that stays signed in goes on as before.
    expect((await kept.sb.from('tracked_coins').select('coin_ticker')).data).toEqual([{ coin_ticker: 'LIVE' }]);
  });

  it('a session the server has ended is refused where no row is reached too: a read of nothing, an update of nothing', async () => {
    const kept = await confirmedUser('livesessionempty');
    const lost = client();
    await lost.auth.signInWithPassword({ email: kept.email, password: PASSWORD });
    expect((await lost.from('tracked_coins').select('id')).data).toEqual([]);
    expect((await kept.sb.auth.signOut({ scope: 'others' })).error).toBeNull();
    // A user without coins or proofs: before, 200 and [], as if the tab were still signed in.
    for (const answer of [
      await lost.from('tracked_coins').select('id'),
      await lost.from('address_proofs').select('id'),
      await lost.from('tracked_coins').update({ coin_name: 'Renamed' }).eq('coin_ticker', 'NONE'),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.error?.code).toBe('PT401');
    }
    // The session that stays is not refused. (Signed-out visitors, with no session to end, still get
    // 42501 for the table, below; the service role still saves proofs: addressProofs.test.ts.)
    expect((await kept.sb.from('tracked_coins').select('id')).status).toBe(200);
  });

  it('.single() on nothing is 406 PGRST116; maybeSingle is null', async () => {
    const none = await a.sb.from('tracked_coins').select('*').eq('coin_ticker', 'NOPE').single();
    expect(none.status).toBe(406);
    expect(none.error?.code).toBe('PGRST116');
    const maybe = await a.sb.from('tracked_coins').select('*').eq('coin_ticker', 'NOPE').maybeSingle();
    expect(maybe.data).toBeNull();
    expect(maybe.error).toBeNull();
  });

  it('cascades: deleting a coin deletes its addresses', async () => {
    const coin = await a.sb
      .from('tracked_coins')
      .insert({ coin_ticker: 'TMP', coin_name: 'Temp', coin_address: hex40('c') })
      .select()
      .single();
    const address = await a.sb
      .from('tracked_addresses')
      .insert({ coin_id: coin.data?.id, address: hex40('f'), color: '#123456' })
      .select('id')
      .single();
    expect(address.error).toBeNull();
    expect((await a.sb.from('tracked_addresses').select('id').eq('coin_id', coin.data?.id)).data).toEqual([{ id: address.data?.id }]);
    expect((await a.sb.from('tracked_coins').delete().eq('id', coin.data?.id)).status).toBe(204);
    const left = await a.sb.from('tracked_addresses').select('id').eq('coin_id', coin.data?.id);
    expect(left.data).toEqual([]);
  });

  it('CORS: preflight reflects the requested headers; responses expose Content-Range and X-Supabase-Api-Version', async () => {
    const pre = await fetch(`${REST}/tracked_coins`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, x-client-info, prefer',
      },
    });
    expect(pre.status).toBeLessThan(300);
    expect(pre.headers.get('access-control-allow-origin')).toBeTruthy();
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-client-info');
    const res = await api('/rest/v1/tracked_coins?select=id', { bearer: a.token, headers: { origin: 'http://localhost:3000' } });
    const exposed = res.headers.get('access-control-expose-headers')?.toLowerCase() ?? '';
    expect(exposed).toContain('content-range');
    expect(exposed).toContain('x-supabase-api-version');
    expect(res.headers.get('content-range')).toMatch(/^0-\d+\/\*$/);
  });

  it("the service role sees every user's rows", async () => {
    const service = client(env.SUPABASE_SERVICE_ROLE_KEY);
    const { data } = await service.from('tracked_coins').select('user_id').in('user_id', [a.id, b.id]);
    expect(new Set(data?.map((r) => r.user_id))).toEqual(new Set([a.id, b.id]));
  });

  it('row level security holds when PostgREST reuses a prepared statement and its cached plan for another user', async () => {
    // Each PostgREST connection prepares a query once; Postgres plans it generically after five runs.
    // The two users (and an anonymous caller) take turns on the same query, well past that.
    const read = (sb: SupabaseClient) =>
      sb.from('tracked_coins').select('user_id, coin_name, addresses:tracked_addresses(user_id)').order('coin_name');
    const anon = client();
    for (let round = 0; round < 12; round++) {
      const [fromA, fromB, fromAnon] = await Promise.all([read(a.sb), read(b.sb), read(anon)]);
      expect(fromA.data).toEqual([{ user_id: a.id, coin_name: 'Ether', addresses: [{ user_id: a.id }] }]);
      expect(fromB.data).toEqual([
        { user_id: b.id, coin_name: 'B coin', addresses: [] },
        { user_id: b.id, coin_name: 'B has ETH too', addresses: [] },
      ]);
      // Signed-out visitors have no grant on the table at all.
      expect(fromAnon).toMatchObject({ status: 401, data: null, error: { code: '42501' } });
    }
  });
});
