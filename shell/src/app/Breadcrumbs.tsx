import { Link, useLocation, useMatches } from 'react-router-dom';
import { RouteHandleSchema } from './routeHandle.ts';

export type Crumb = { label: string; to: string };

/**
 * The trail to the matched page, after Home: each titled route, then what its splat names, each
 * of those keeping the query parameters the route says they need.
 */
export function crumbsOf(matches: ReturnType<typeof useMatches>, search = ''): Crumb[] {
  const crumbs: Crumb[] = [];
  const current = new URLSearchParams(search);
  for (const match of matches) {
    const handle = RouteHandleSchema.safeParse(match.handle);
    if (!handle.success || match.pathname === '/') continue;
    const splat = match.params['*'] ?? '';
    const base = splat ? match.pathname.slice(0, -splat.length).replace(/\/$/, '') : match.pathname;
    crumbs.push({ label: handle.data.title, to: base });
    const kept = new URLSearchParams();
    for (const name of handle.data.crumbQuery ?? []) {
      const value = current.get(name);
      if (value !== null) kept.set(name, value);
    }
    const query = kept.toString() ? `?${kept}` : '';
    const segments = splat.split('/').filter(Boolean);
    for (const [i, label] of (handle.data.crumb?.(match.params) ?? []).entries()) {
      crumbs.push({ label, to: `${base}/${segments.slice(0, i + 1).join('/')}${query}` });
    }
  }
  return crumbs;
}

/** Home › … › this page; the home page itself has none. */
export function Breadcrumbs() {
  const crumbs = crumbsOf(useMatches(), useLocation().search);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        {crumbs.map((crumb, i) => (
          <li key={crumb.to}>
            {i === crumbs.length - 1 ? <span aria-current="page">{crumb.label}</span> : <Link to={crumb.to}>{crumb.label}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
