import { TOOL_IDS } from '../../federation.ts';

/**
 * The shell's own pages (product spec §2). Every other path is a tool's (anything under
 * /tools/<id>, which the tool resolves itself, as its release's TOOL_PAGES_FILE tells the server)
 * or unknown, and the static server answers an unknown one with the app's "Page Not Found" page and
 * status 404, as the spec asks. The shell's route table is held to this list by a test
 * (shell/src/app/appPaths.test.ts).
 * Its own entry point (@coinwatch/shared/app-paths): only builds, the server and tests use it.
 */
export const SHELL_PAGES = ['/', '/login', '/login/reset', '/login/verify', '/signup', '/settings'] as const;

/** Whether the app has a page at `path`: matched as the router does, ignoring case and trailing slashes. */
export function isAppPath(path: string): boolean {
  const page = path.toLowerCase().replace(/\/+$/, '') || '/';
  return (
    (SHELL_PAGES as readonly string[]).includes(page) || TOOL_IDS.some((id) => page === `/tools/${id}` || page.startsWith(`/tools/${id}/`))
  );
}

/**
 * A tool's pages under /tools/<id>: route patterns relative to it, '' for the tool's own page and
 * ':name' for any one segment. Each tool's build writes them into its release as TOOL_PAGES_FILE
 * (`{ "pages": [...] }`), and the server answers any other path under the tool with status 404
 * (the tool itself shows "Page Not Found" there). A release is the tool's own: a page it adds is
 * known as soon as it is live, and a release without the file leaves every path to the tool.
 */
export const TOOL_PAGES_FILE = 'pages.json';

/** Whether `rest`, the path below /tools/<id>, is one of the tool's `pages`: any case, trailing slashes ignored, as the router matches. */
export function isToolPage(pages: readonly string[], rest: string): boolean {
  const segments = rest.toLowerCase().split('/').filter(Boolean);
  return pages.some((page) => {
    const parts = page.toLowerCase().split('/').filter(Boolean);
    return parts.length === segments.length && parts.every((part, i) => part.startsWith(':') || part === segments[i]);
  });
}
