import { TOOL_IDS } from '../../federation.ts';

/**
 * The shell's own pages (product spec §2). Every other path is a tool's (anything under
 * /tools/<id>, which the tool resolves itself) or unknown, and the static server answers an unknown
 * one with the app's "Page Not Found" page and status 404, as the spec asks. The shell's route
 * table is held to this list by a test (shell/src/app/appPaths.test.ts).
 * Its own entry point (@coinwatch/shared/app-paths): only the server and that test use it.
 */
export const SHELL_PAGES = ['/', '/login', '/login/reset', '/login/verify', '/signup', '/settings'] as const;

/** Whether the app has a page at `path`: matched as the router does, ignoring case and trailing slashes. */
export function isAppPath(path: string): boolean {
  const page = path.toLowerCase().replace(/\/+$/, '') || '/';
  return (
    (SHELL_PAGES as readonly string[]).includes(page) || TOOL_IDS.some((id) => page === `/tools/${id}` || page.startsWith(`/tools/${id}/`))
  );
}
