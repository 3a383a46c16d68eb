import { useEffect, useState } from 'react';
import { authState } from './authState.ts';

/**
 * The failed email link's message, taken by the page that shows it: once shown it is forgotten, so
 * it never stands in for a later page (the TOTP form) or sends the guard back to it.
 */
export function useLinkError(): string | null {
  const [linkError] = useState(() => authState.linkError);
  useEffect(() => {
    authState.linkError = null;
  }, []);
  return linkError;
}
