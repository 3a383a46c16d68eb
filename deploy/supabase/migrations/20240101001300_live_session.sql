-- A session the server has ended (signed out everywhere, a password changed) no longer reaches the
-- user's rows, though its access token is good until it expires (up to an hour): whoever changes a
-- password because a device was lost expects that device to lose access at once. A token whose
-- session is gone is answered 401 (PostgREST turns SQLSTATE PTxyz into HTTP xyz), not with empty
-- lists, so the app knows to refresh its session, and signs out when that fails. Restrictive, as
-- the MFA policies: it narrows the per-user policies and never widens them; the service role is not
-- bound by it.
-- security definer: it reads auth.sessions, which the API roles cannot read.
create or replace function private.session_is_live() returns boolean
  language plpgsql stable security definer set search_path = '' as $$
begin
  if exists (select 1 from auth.sessions s where s.id = nullif(auth.jwt() ->> 'session_id', '')::uuid) then
    return true;
  end if;
  raise sqlstate 'PT401' using message = 'This session has ended', hint = 'Sign in again';
end
$$;
revoke all on function private.session_is_live() from public;
grant execute on function private.session_is_live() to authenticated;

-- (select …): evaluated once per statement, not once per row.
drop policy if exists "tracked_coins_live_session" on public.tracked_coins;
create policy "tracked_coins_live_session" on public.tracked_coins as restrictive to authenticated
  using ((select private.session_is_live())) with check ((select private.session_is_live()));
drop policy if exists "tracked_addresses_live_session" on public.tracked_addresses;
create policy "tracked_addresses_live_session" on public.tracked_addresses as restrictive to authenticated
  using ((select private.session_is_live())) with check ((select private.session_is_live()));
drop policy if exists "address_proofs_live_session" on public.address_proofs;
create policy "address_proofs_live_session" on public.address_proofs as restrictive to authenticated
  using ((select private.session_is_live())) with check ((select private.session_is_live()));
