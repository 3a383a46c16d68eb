import { useCallback, useEffect, useRef } from 'react';
import { dropUnverifiedFactor } from './accountActions.ts';

/**
 * Holds the factor of the set-up on screen (its QR code shown, not verified yet) and drops it if the
 * page goes first (the user went elsewhere), or at once if its enrolment answers after the page went:
 * left behind, it listed as a "Not verified" app whose secret is never shown again. Best effort and
 * silent: offline, or signed out (the session ends before the page goes), it stays on the server,
 * unlisted, until the next set-up drops it. `hold(null)` once it is verified, cancelled, or being
 * verified (a code on its way may verify it: dropped then, the app just added would be gone).
 */
export function useDropWhenLeft(drop: (factorId: string) => Promise<void> = dropUnverifiedFactor) {
  const held = useRef({ factorId: null as string | null, left: false });
  useEffect(() => {
    const current = held.current;
    current.left = false;
    return () => {
      current.left = true;
      if (current.factorId) void drop(current.factorId).catch(() => {});
      current.factorId = null;
    };
  }, [drop]);
  return useCallback(
    (factorId: string | null) => {
      const current = held.current;
      if (current.left && factorId) void drop(factorId).catch(() => {});
      else current.factorId = factorId;
    },
    [drop],
  );
}
