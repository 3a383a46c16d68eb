-- Coins a user tracks. Constraints repeat the client's zod checks so the API rejects what the form
-- would; they are named so a PostgREST 400 names the rule that failed.
create table if not exists public.tracked_coins (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  chain_id integer not null default 1,
  coin_ticker text not null,
  coin_name text not null,
  coin_address text,
  created_at timestamptz not null default now(),
  constraint tracked_coins_coin_ticker_check check (char_length(coin_ticker) between 1 and 16),
  constraint tracked_coins_coin_name_check check (char_length(coin_name) between 1 and 64),
  constraint tracked_coins_coin_address_check check (coin_address ~ '^(0x)?[0-9a-fA-F]{40}$'),
  constraint tracked_coins_chain_id_check check (chain_id > 0)
);

-- One coin per ticker per user, whatever the case: also serves "my coins" lookups by user_id.
create unique index if not exists tracked_coins_user_ticker_key
  on public.tracked_coins (user_id, upper(coin_ticker));
create index if not exists tracked_coins_user_created_idx
  on public.tracked_coins (user_id, created_at);

alter table public.tracked_coins enable row level security;

drop policy if exists "tracked_coins_select_own" on public.tracked_coins;
create policy "tracked_coins_select_own" on public.tracked_coins
  for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "tracked_coins_insert_own" on public.tracked_coins;
create policy "tracked_coins_insert_own" on public.tracked_coins
  for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "tracked_coins_update_own" on public.tracked_coins;
create policy "tracked_coins_update_own" on public.tracked_coins
  for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "tracked_coins_delete_own" on public.tracked_coins;
create policy "tracked_coins_delete_own" on public.tracked_coins
  for delete to authenticated using ((select auth.uid()) = user_id);

-- Hosted projects no longer grant new tables to the API roles automatically: grant explicitly.
-- anon gets nothing: signed-out visitors have no coins.
revoke all on public.tracked_coins from anon;
grant select, insert, update, delete on public.tracked_coins to authenticated;
grant all on public.tracked_coins to service_role;
