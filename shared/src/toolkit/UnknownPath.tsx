import { useEffect } from 'react';
import type { ToolHost } from '../contract/toolHost.ts';

/**
 * A tool's catch-all route: a path below the tool that is none of its pages. The host shows its
 * own 404 page in the tool's place; a host without `notFound` (a shell older than it, a dev host)
 * gets the words from the tool, with the way back to the tool's first page.
 */
export function UnknownPath({ host }: { host: ToolHost }) {
  const { notFound } = host;
  useEffect(() => notFound?.(), [notFound]);
  if (notFound) return null;
  return (
    <p role="alert">
      Page not found.{' '}
      <button type="button" onClick={() => host.navigate(host.basePath)}>
        Go to the tool’s first page
      </button>
    </p>
  );
}
