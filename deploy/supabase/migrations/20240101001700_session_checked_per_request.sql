-- A session the server has ended is answered 401 on every request, not only on those that reach a
-- row. The live-session policies (20240101001300) ask once a row is read or written: a read that
-- finds nothing (a user without coins, a filter that matches nothing) or an update of no row
-- answered an ended session 200 with an empty list, so an open tab showed "no coins" or "no
-- proofs" instead of learning that it was signed out. PostgREST calls this function first in each
-- request's transaction (its pre-request function), so the policies would only ask again: they go
-- (the one way to the rows for a user's token is PostgREST; the functions that write for a user,
-- delete_my_account and assert_session_may_write, ask session_is_live themselves).
create or replace function private.check_request() returns void
  language plpgsql stable set search_path = '' as $$
begin
  -- Only a user's token names a session; the anon key and the service role have none.
  if current_user = 'authenticated' then
    perform private.session_is_live();
  end if;
end
$$;
-- PostgREST calls it as the request's role, whichever that is.
grant usage on schema private to anon, service_role;
revoke all on function private.check_request() from public;
grant execute on function private.check_request() to anon, authenticated, service_role;

-- A hosted project's PostgREST reads its settings from its login role (db-config); the local stack
-- sets the same by its environment (deploy/local, startPostgrest.ts), and its bootstrap makes the
-- role too. Not skipped when the role is missing: the policies below go, and a project without
-- this setting would check no session at all, so such a migration fails instead.
alter role authenticator set pgrst.db_pre_request = 'private.check_request';
notify pgrst, 'reload config';
-- Anyone may now look into the schema: a function added to it later is not callable by them unless
-- granted, as every function here is.
alter default privileges in schema private revoke execute on functions from public;

drop policy if exists "tracked_coins_live_session" on public.tracked_coins;
drop policy if exists "tracked_addresses_live_session" on public.tracked_addresses;
drop policy if exists "address_proofs_live_session" on public.address_proofs;
