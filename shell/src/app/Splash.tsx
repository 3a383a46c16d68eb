import { useEffect, useState } from 'react';

/** After this long a blank start would look broken: the splash says it is still trying. */
const SLOW_START_MS = 5000;

/** Neutral first paint while the app starts: neither a protected page nor the login page. */
export function Splash() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_START_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    // Not aria-busy: a screen reader holds back a busy region's news, and this one's news is that
    // the start is slow.
    <div className="splash" role="status">
      {slow ? (
        <p className="splash-slow">Coinwatch is taking longer than usual to start. Still trying…</p>
      ) : (
        <span className="visually-hidden">Loading Coinwatch</span>
      )}
    </div>
  );
}
