-- Wallet addresses of a tracked coin, each with a description and a colour.
create table if not exists public.tracked_addresses (
  id uuid primary key default gen_random_uuid(),
  coin_id uuid not null references public.tracked_coins (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  address text not null,
  description text not null default '',
  color text not null,
  created_at timestamptz not null default now(),
  constraint tracked_addresses_address_check check (address ~ '^(0x)?[0-9a-fA-F]{40}$'),
  constraint tracked_addresses_description_check check (char_length(description) <= 200),
  constraint tracked_addresses_color_check check (color ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$')
);

-- The same address once per coin, whatever the case; also the index behind the coin→addresses embed.
create unique index if not exists tracked_addresses_coin_address_key
  on public.tracked_addresses (coin_id, lower(address));
create index if not exists tracked_addresses_user_id_idx on public.tracked_addresses (user_id);

alter table public.tracked_addresses enable row level security;

drop policy if exists "tracked_addresses_select_own" on public.tracked_addresses;
create policy "tracked_addresses_select_own" on public.tracked_addresses
  for select to authenticated using ((select auth.uid()) = user_id);
-- An address may only hang off a coin of the same user: the coin must be visible to, and owned by,
-- the caller (the subquery runs under tracked_coins' own RLS).
drop policy if exists "tracked_addresses_insert_own" on public.tracked_addresses;
create policy "tracked_addresses_insert_own" on public.tracked_addresses
  for insert to authenticated with check (
    (select auth.uid()) = user_id
    and exists (select 1 from public.tracked_coins c where c.id = coin_id and c.user_id = (select auth.uid()))
  );
drop policy if exists "tracked_addresses_update_own" on public.tracked_addresses;
create policy "tracked_addresses_update_own" on public.tracked_addresses
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check (
    (select auth.uid()) = user_id
    and exists (select 1 from public.tracked_coins c where c.id = coin_id and c.user_id = (select auth.uid()))
  );
drop policy if exists "tracked_addresses_delete_own" on public.tracked_addresses;
create policy "tracked_addresses_delete_own" on public.tracked_addresses
  for delete to authenticated using ((select auth.uid()) = user_id);

revoke all on public.tracked_addresses from anon;
grant select, insert, update, delete on public.tracked_addresses to authenticated;
grant all on public.tracked_addresses to service_role;
