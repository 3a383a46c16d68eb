-- An address hangs off a coin of the same user. The insert and update policies said so with a
-- subquery, so an address added to a coin deleted meanwhile (in another tab, on another device) was
-- refused as a row-level security breach (42501), which the app can only read as a lost session.
-- A foreign key on (coin, owner) says the same and is refused as a missing parent (23503): "This coin
-- no longer exists". Foreign key checks do not run under row level security, yet another user's coin
-- is as absent as a deleted one, since (their coin, my id) is not a key: nothing leaks.
do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'tracked_coins_id_user_id_key') then
    alter table public.tracked_coins add constraint tracked_coins_id_user_id_key unique (id, user_id);
  end if;
  if not exists (select 1 from pg_constraint where conname = 'tracked_addresses_coin_owner_fkey') then
    alter table public.tracked_addresses add constraint tracked_addresses_coin_owner_fkey
      foreign key (coin_id, user_id) references public.tracked_coins (id, user_id) on delete cascade;
  end if;
end
$$;
-- A second key between the two tables would make PostgREST's coin→addresses embed ambiguous.
alter table public.tracked_addresses drop constraint if exists tracked_addresses_coin_id_fkey;

drop policy if exists "tracked_addresses_insert_own" on public.tracked_addresses;
create policy "tracked_addresses_insert_own" on public.tracked_addresses
  for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "tracked_addresses_update_own" on public.tracked_addresses;
create policy "tracked_addresses_update_own" on public.tracked_addresses
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
