/**
 * The navigation guard hook point: every navigation runs these, in order, before any page loads.
 * A guard returns a path to redirect to, or null to let the navigation through.
 */
export type NavigationGuard = (to: URL) => Promise<string | null> | string | null;

const guards: NavigationGuard[] = [];

export function addNavigationGuard(guard: NavigationGuard): () => void {
  guards.push(guard);
  return () => {
    const i = guards.indexOf(guard);
    if (i !== -1) guards.splice(i, 1);
  };
}

export async function runNavigationGuards(to: URL): Promise<string | null> {
  for (const guard of guards) {
    const target = await guard(to);
    if (target !== null && target !== to.pathname + to.search) return target;
  }
  return null;
}
