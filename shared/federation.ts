/**
 * Module Federation settings every app in the workspace uses, so host and remotes agree on one
 * copy of each shared dependency. Read by each app's module-federation.config.ts (build time only).
 * zod is deliberately not shared: it holds no state that must be single, and a shared module
 * cannot be tree-shaken (zod's full build with every locale is ~87 KB gzip; each app's used part
 * is a fraction of that).
 */
/** The react-router-dom API a tool may use inside the host's router. */
export const TOOL_ROUTER_EXPORTS = [
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'useHref',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useParams',
  'useResolvedPath',
  'useSearchParams',
  'generatePath',
  'matchPath',
  'createSearchParams',
];

export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-router-dom': {
    singleton: true,
    requiredVersion: '^7.0.0',
    // Shared but tree-shaken (halves the router's 60 KB gzip): the host keeps what it uses plus
    // TOOL_ROUTER_EXPORTS, the part of the router a tool may use (part of the host↔tool contract).
    treeShaking: { mode: 'runtime-infer', usedExports: TOOL_ROUTER_EXPORTS },
  },
  valtio: { singleton: true, requiredVersion: '^2.0.0' },
  '@supabase/supabase-js': { singleton: true, requiredVersion: '^2.0.0' },
  '@coinwatch/shared': { singleton: true, requiredVersion: '^1.0.0' },
  viem: { singleton: false, requiredVersion: '^2.0.0' },
} as const;

/** Port of each remote's own dev server. */
export const remoteDevPorts = { txns: 3001, wallet: 3002, 'friend-tech': 3003 } as const;
export type ToolId = keyof typeof remoteDevPorts;
/** The federation name of a tool (a JS identifier). */
export const federationName = (id: ToolId): string => `coinwatch_${id.replace(/-/g, '_')}`;
