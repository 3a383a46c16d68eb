/** Neutral first paint while the app starts: neither a protected page nor the login page. */
export function Splash() {
  return <div className="splash" aria-busy="true" aria-label="Loading Coinwatch" />;
}
