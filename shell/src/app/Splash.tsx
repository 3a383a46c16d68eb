/** Neutral first paint while the app starts: neither a protected page nor the login page. */
export function Splash() {
  return (
    <div className="splash" role="status" aria-busy="true">
      <span className="visually-hidden">Loading Coinwatch</span>
    </div>
  );
}
