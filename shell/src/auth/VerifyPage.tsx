import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { authState } from './authState.ts';
import { LinkError } from './LinkError.tsx';
import { safeNextPath, withNext } from './nextPath.ts';
import { LOGIN_PATH } from './routeFor.ts';
import { signOut } from './signOut.ts';
import { TotpForm } from './TotpForm.tsx';
import { useLinkError } from './useLinkError.ts';

/**
 * /login/verify: where email links land (the client has already taken the session from the URL
 * and the guard has moved the user on; what is left here is a link's error), and the TOTP step.
 */
export default function VerifyPage() {
  // A user who owes the code is sent back here from every page: each arrival is a new visit, so
  // a link's error shown on the last one is not shown again in place of the code form.
  return <VerifyVisit key={useLocation().key} />;
}

function VerifyVisit() {
  const { user } = useSnapshot(authState);
  const linkError = useLinkError();
  // Signed out to use another account, the page asked for (?next=) is still where sign-in ends.
  const next = safeNextPath(new URLSearchParams(useLocation().search).get('next'));
  if (linkError) return <LinkError message={linkError} signedIn={user !== null} />;
  return <TotpForm onSignOut={() => void signOut('local', undefined, withNext(LOGIN_PATH, next))} />;
}
