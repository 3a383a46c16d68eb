import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { safeNextPath } from './nextPath.ts';
import { supabase } from './supabaseClient.ts';

export default function LoginPage() {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const { error: signInError } = await supabase().auth.signInWithPassword({
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    setBusy(false);
    if (signInError) return setError(signInError.message);
    await navigate(safeNextPath(params.get('next')));
  }

  return (
    <form onSubmit={submit} noValidate>
      <h1>Log in</h1>
      <div className="field">
        <label htmlFor="login-email">Email</label>
        <input id="login-email" name="email" type="email" autoComplete="email" />
      </div>
      <div className="field">
        <label htmlFor="login-password">Password</label>
        <input id="login-password" name="password" type="password" autoComplete="current-password" />
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy}>
        Log in
      </button>
      <p>
        <Link to="/signup">Create an account</Link> · <Link to="/login/reset">Forgot your password?</Link>
      </p>
    </form>
  );
}
