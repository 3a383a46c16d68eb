import { Link } from 'react-router-dom';

export type LinkErrorProps = { message: string };

/** An email link that could not be used (expired, already used): what to do instead. */
export function LinkError({ message }: LinkErrorProps) {
  return (
    <section className="auth-form" aria-labelledby="link-error-title">
      <h1 id="link-error-title">This link did not work</h1>
      <div className="form-error" role="alert" data-testid="auth-link-error">
        <p>{message}</p>
      </div>
      <p className="auth-links">
        <Link to="/login">Log in</Link>
        <Link to="/signup">Sign up</Link>
        <Link to="/login/reset">Reset your password</Link>
      </p>
    </section>
  );
}
