import type { SupabaseClient } from '@supabase/supabase-js';
import { type FormEvent, useEffect, useState } from 'react';

type DevSignInProps = { supabase: SupabaseClient; title: string; onSignedIn(supabase: SupabaseClient): void };

/** The dev host's bare sign-in: the shell's real screens are not part of a tool's dev server. */
export function DevSignIn({ supabase, title, onSignedIn }: DevSignInProps) {
  const [message, setMessage] = useState('');

  useEffect(() => {
    supabase.auth.getSession().then(({ data }) => {
      if (data.session) onSignedIn(supabase);
    });
  }, [supabase, onSignedIn]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const { error } = await supabase.auth.signInWithPassword({
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    if (error) setMessage(error.message);
    else onSignedIn(supabase);
  }

  return (
    <form onSubmit={submit}>
      <h1>{title} — dev host</h1>
      <label>
        Email <input name="email" type="email" autoComplete="email" required />
      </label>
      <label>
        Password <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <button type="submit">Sign in</button>
      {message && <p role="alert">{message}</p>}
    </form>
  );
}
