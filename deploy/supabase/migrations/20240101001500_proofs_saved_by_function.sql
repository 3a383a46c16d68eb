-- An ownership proof is saved only by the save-proof edge function, which checks the signed message
-- (this site, this user, this address and chain, in time) and the signature itself before it writes
-- the row as the service role. Before, the wallet tool checked the signature in the browser and a
-- user could store any "proof" of their own by REST: a made-up signature, or a message signed for
-- another site. Users keep reading and deleting their own proofs as before.
drop policy if exists "address_proofs_insert_own" on public.address_proofs;
drop policy if exists "address_proofs_update_own" on public.address_proofs;
revoke insert, update on public.address_proofs from authenticated;

-- What the function asks, with the caller's own token, before it writes for them as the service role
-- (which no row level security binds): what every write of theirs asks, a live session, and its
-- authenticator code when the account has an app (aal2). Raises as delete_my_account does.
create or replace function public.assert_session_may_write() returns void
  language plpgsql stable security definer set search_path = '' as $$
begin
  if auth.uid() is null then
    raise sqlstate 'PT401' using message = 'Not signed in', hint = 'Sign in again';
  end if;
  perform private.session_is_live();
  if not private.session_meets_mfa() then
    raise sqlstate 'PT403' using message = 'This session has not given its authenticator code', hint = 'Sign in again with your code';
  end if;
end
$$;
revoke all on function public.assert_session_may_write() from public, anon;
grant execute on function public.assert_session_may_write() to authenticated;
