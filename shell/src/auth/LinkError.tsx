import { Link } from 'react-router-dom';

export type LinkErrorProps = { message: string; signedIn: boolean };

/** What went wrong with the link, announced: on this page, and above the reset form a reset link leads back to. */
export function LinkErrorAlert({ message }: { message: string }) {
  return (
    <div className="form-error" role="alert" data-testid="auth-link-error">
      <p>{message}</p>
    </div>
  );
}

/** An email link that could not be used (expired, already used): what to do instead. */
export function LinkError({ message, signedIn }: LinkErrorProps) {
  return (
    <section className="auth-form" aria-labelledby="link-error-title">
      <h1 id="link-error-title">This link did not work</h1>
      <LinkErrorAlert message={message} />
      {signedIn ? (
        // The public pages would only send a signed-in user home: offer where a password is changed.
        <p className="auth-links">
          <Link to="/">Home</Link>
          <Link to="/settings">Change your password in Settings</Link>
        </p>
      ) : (
        <p className="auth-links">
          <Link to="/login">Log in</Link>
          <Link to="/signup">Sign up</Link>
          <Link to="/login/reset">Reset your password</Link>
        </p>
      )}
    </section>
  );
}
