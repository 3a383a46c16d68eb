/**
 * Module Federation settings every app in the workspace uses, so host and remotes agree on one
 * copy of each shared dependency. Read by each tool's module-federation.config.ts and by the
 * shell's run-time host (shell/src/remotes/federationHost.ts).
 * react-router-dom is shared through '@coinwatch/shared/router' (the part tools use), so the host
 * can tree-shake the router (60 KB gzip whole). Likewise zod: a shared module cannot be
 * tree-shaken (zod's full build with every locale is ~87 KB gzip), so tools validate with the part
 * '@coinwatch/shared/zod' offers.
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  // Not react-router-dom: see src/router/toolRouter.ts.
  '@coinwatch/shared/router': { singleton: true, requiredVersion: '^1.0.0' },
  // Not zod itself either: see src/zod/toolZod.ts.
  '@coinwatch/shared/zod': { singleton: true, requiredVersion: '^1.0.0' },
  valtio: { singleton: true, requiredVersion: '^2.0.0' },
  '@supabase/supabase-js': { singleton: true, requiredVersion: '^2.0.0' },
  '@coinwatch/shared': { singleton: true, requiredVersion: '^1.0.0' },
  viem: { singleton: false, requiredVersion: '^2.0.0' },
  // The shell's long lists use it too: one copy for every long table.
  '@tanstack/react-virtual': { singleton: false, requiredVersion: '^3.0.0' },
} as const;

/** Port of each remote's own dev server. */
export const remoteDevPorts = { txns: 3001, wallet: 3002, 'friend-tech': 3003 } as const;
export type ToolId = keyof typeof remoteDevPorts;
/** The federation name of a tool (a JS identifier). */
export const federationName = (id: ToolId): string => `coinwatch_${id.replace(/-/g, '_')}`;
export const TOOL_IDS = Object.keys(remoteDevPorts) as ToolId[];
