import { Link } from 'react-router-dom';
import { isOtherAccountsLinkMessage } from './emailLink.ts';
import { withNext } from './nextPath.ts';
import { signOut } from './signOut.ts';
import { useNextPath } from './useNextPath.ts';

export type LinkErrorProps = { message: string; signedIn: boolean };

/**
 * What went wrong with the link, and what to do, announced: on this page, and above the reset form
 * a reset link leads back to. A signed-in user (a sign-up link opened twice) has nothing to log in to.
 */
export function LinkErrorAlert({ message, signedIn = false }: { message: string; signedIn?: boolean }) {
  const then = isOtherAccountsLinkMessage(message)
    ? ''
    : signedIn
      ? ' You are signed in: go on from Home, or change your password in Settings.'
      : ' Log in, or ask for a new link.';
  return (
    <div className="form-error" role="alert" data-testid="auth-link-error">
      <p>{message + then}</p>
    </div>
  );
}

/** An email link that could not be used (expired, already used): what to do instead. */
export function LinkError({ message, signedIn }: LinkErrorProps) {
  // Signed out, the way on still ends on the page asked for before the link.
  const next = useNextPath();
  return (
    <section className="auth-form" aria-labelledby="link-error-title">
      <h1 id="link-error-title">This link did not work</h1>
      <LinkErrorAlert message={message} signedIn={signedIn} />
      {signedIn && isOtherAccountsLinkMessage(message) ? (
        // What the message says to do, at hand.
        <p className="auth-links">
          <Link to="/">Home</Link>
          <button type="button" className="link-button" onClick={() => void signOut()}>
            Log out
          </button>
        </p>
      ) : signedIn ? (
        // The public pages would only send a signed-in user home: offer where a password is changed.
        <p className="auth-links">
          <Link to="/">Home</Link>
          <Link to="/settings">Change your password in Settings</Link>
        </p>
      ) : (
        <p className="auth-links">
          <Link to={withNext('/login', next)}>Log in</Link>
          <Link to={withNext('/signup', next)}>Sign up</Link>
          <Link to={withNext('/login/reset', next)}>Reset your password</Link>
        </p>
      )}
    </section>
  );
}
