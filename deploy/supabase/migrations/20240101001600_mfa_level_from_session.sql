-- The assurance level a session has is the auth server's record of it (auth.sessions.aal), not the
-- one its token was minted with. Removing an authenticator app takes the sessions its code raised
-- back to aal1 at once (GoTrue's DowngradeSessionsToAAL1), but their tokens say aal2 until they
-- expire, up to an hour later: read from the token, a lost phone whose app was removed kept every
-- row, and could delete the account, for that hour. A token without a session is aal1.
create or replace function private.session_meets_mfa() returns boolean
  language sql stable security definer set search_path = '' as $$
  select coalesce(
      (select s.aal::text from auth.sessions s where s.id = nullif(auth.jwt() ->> 'session_id', '')::uuid),
      'aal1'
    ) = 'aal2'
    or not exists (
      select 1 from auth.mfa_factors f where f.user_id = auth.uid() and f.status = 'verified'
    )
$$;
revoke all on function private.session_meets_mfa() from public;
grant execute on function private.session_meets_mfa() to authenticated;
