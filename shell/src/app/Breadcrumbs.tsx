import { Link, useLocation, useMatches } from 'react-router-dom';
import { pageTitle, RouteHandleSchema } from './routeHandle.ts';

export type Crumb = { label: string; to: string };

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The address's segments as typed (encoded) split in two: before the splat, and the splat's. The
 * router decodes the splat whole, so a segment's encoded '/' (a ticker like WETH/USDC) would read
 * as two segments: the split is where the decoded tail is the splat.
 */
function splitAtSplat(pathname: string, splat: string): { base: string[]; rest: string[] } {
  const segments = pathname.split('/').filter(Boolean);
  for (let at = 0; at <= segments.length; at++) {
    const rest = segments.slice(at);
    if (rest.map(decode).join('/') === splat.replace(/\/$/, '')) return { base: segments.slice(0, at), rest };
  }
  return { base: segments, rest: [] };
}

/**
 * The trail to the matched page, after Home: each titled route, then what its splat names, each
 * of those keeping the query parameters the route says they need. `pathname` is the address as
 * typed (location.pathname), whose segments keep their encoding.
 */
export function crumbsOf(matches: ReturnType<typeof useMatches>, pathname: string, search = ''): Crumb[] {
  const crumbs: Crumb[] = [];
  const current = new URLSearchParams(search);
  for (const match of matches) {
    const handle = RouteHandleSchema.safeParse(match.handle);
    if (!handle.success || match.pathname === '/') continue;
    const splat = match.params['*'];
    if (splat === undefined) {
      crumbs.push({ label: handle.data.title, to: match.pathname });
      continue;
    }
    const { base: baseSegments, rest } = splitAtSplat(pathname, splat);
    const base = `/${baseSegments.join('/')}`;
    crumbs.push({ label: handle.data.title, to: base });
    const kept = new URLSearchParams();
    for (const name of handle.data.crumbQuery ?? []) {
      const value = current.get(name);
      if (value !== null) kept.set(name, value);
    }
    const query = kept.toString() ? `?${kept}` : '';
    for (const [i, label] of (handle.data.crumb?.(rest.map(decode)) ?? []).entries()) {
      crumbs.push({ label, to: `${base}/${rest.slice(0, i + 1).join('/')}${query}` });
    }
  }
  return crumbs;
}

/**
 * The page's trail as words: its crumbs ("Transactions, DMO, 0x7099…79C8"), else its route's
 * title (Home, the sign-in pages). The page change announcement reads it; the tab title joins it.
 */
export function trailOf(matches: ReturnType<typeof useMatches>, pathname: string): string[] {
  const crumbs = crumbsOf(matches, pathname);
  if (crumbs.length > 0) return crumbs.map((c) => c.label);
  const title = pageTitle(matches);
  return title ? [title] : [];
}

/** Home › … › this page; the home page itself has none. */
export function Breadcrumbs() {
  const { pathname, search } = useLocation();
  const crumbs = crumbsOf(useMatches(), pathname, search);
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
