-- A user deletes their own account: the auth user goes, and with it (on delete cascade) their
-- coins, addresses, ownership proofs, sessions and factors. The API roles cannot touch auth.users,
-- hence security definer, bound to the caller's own id. It asks what every write of theirs asks:
-- a live session, and its authenticator code when the account has an app (aal2).
create or replace function public.delete_my_account() returns void
  language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise sqlstate 'PT401' using message = 'Not signed in', hint = 'Sign in again';
  end if;
  perform private.session_is_live();
  if not private.session_meets_mfa() then
    raise sqlstate 'PT403' using message = 'This session has not given its authenticator code', hint = 'Sign in again with your code';
  end if;
  delete from auth.users where id = uid;
end
$$;
revoke all on function public.delete_my_account() from public, anon;
grant execute on function public.delete_my_account() to authenticated;
