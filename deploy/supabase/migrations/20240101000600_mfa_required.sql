-- A user who has added an authenticator app reaches their rows only from a session that gave its
-- code (aal2). The app asks for the code before it shows anything; these policies make a password
-- alone (an aal1 token) useless against the API directly too. They are restrictive: they narrow the
-- per-user policies and never widen them. The service role is not bound by them.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated;

-- security definer: it reads auth.mfa_factors, which the API roles cannot read.
create or replace function private.session_meets_mfa() returns boolean
  language sql stable security definer set search_path = '' as $$
  select coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
    or not exists (
      select 1 from auth.mfa_factors f where f.user_id = auth.uid() and f.status = 'verified'
    )
$$;
revoke all on function private.session_meets_mfa() from public;
grant execute on function private.session_meets_mfa() to authenticated;

-- (select …): evaluated once per statement, not once per row.
drop policy if exists "tracked_coins_mfa" on public.tracked_coins;
create policy "tracked_coins_mfa" on public.tracked_coins as restrictive to authenticated
  using ((select private.session_meets_mfa())) with check ((select private.session_meets_mfa()));
drop policy if exists "tracked_addresses_mfa" on public.tracked_addresses;
create policy "tracked_addresses_mfa" on public.tracked_addresses as restrictive to authenticated
  using ((select private.session_meets_mfa())) with check ((select private.session_meets_mfa()));
drop policy if exists "address_proofs_mfa" on public.address_proofs;
create policy "address_proofs_mfa" on public.address_proofs as restrictive to authenticated
  using ((select private.session_meets_mfa())) with check ((select private.session_meets_mfa()));
