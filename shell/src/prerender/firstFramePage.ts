import { TOOL_IDS, type ToolId } from '@coinwatch/shared/federation';
import { FIRST_FRAME_ATTRIBUTE } from '@coinwatch/shared/first-frame';
import type { createBrowserRouter } from 'react-router-dom';
import { loadTool } from '../remotes/toolRegistry.ts';

/** How long a tool's first frame may stand in for it: after that, the app shows its own loading state. */
const FRAME_PATIENCE_MS = 3000;

type Router = ReturnType<typeof createBrowserRouter>;

/** The tool whose first frame this page shows (the server put it in the page's slot), if any. */
export function framedTool(root: HTMLElement): ToolId | null {
  const id = root.querySelector(`[${FIRST_FRAME_ATTRIBUTE}]`)?.getAttribute(FIRST_FRAME_ATTRIBUTE);
  const tool = TOOL_IDS.find((t) => t === id);
  // A page kept for another path (offline) shows another tool's frame: not this page's.
  return tool && window.location.pathname.replace(/(.)\/$/, '$1') === `/tools/${tool}` ? tool : null;
}

/**
 * Resolves once the app can draw the page its first frame shows, the tool included: its routes
 * loaded and its guards run, then the tool loaded (or failed: the page then says so). The frame
 * stays until then, so the page goes from the frame to the tool without a loading state between.
 * Sent elsewhere (no session: the sign-in page), it resolves without the tool. Never later than
 * FRAME_PATIENCE_MS.
 */
export function whenToolPageReady(router: Router, id: ToolId): Promise<void> {
  const routed = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  const ready = routed.then(() =>
    router.state.location.pathname.startsWith(`/tools/${id}`)
      ? loadTool(id).then(
          () => {},
          () => {},
        )
      : undefined,
  );
  return Promise.race([ready, new Promise<void>((resolve) => setTimeout(resolve, FRAME_PATIENCE_MS))]);
}
