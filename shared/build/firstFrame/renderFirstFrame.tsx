// Build-time entry (Node) of a tool's first frame: the tool's './Tool' module is this build's
// '@coinwatch/first-frame-tool' (remoteConfig.ts sets the alias).
import Tool from '@coinwatch/first-frame-tool';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { firstFrameHost } from './firstFrameHost.ts';

const toolAt = (basePath: string) => (
  <StaticRouter location={basePath}>
    <Routes>
      <Route path={`${basePath}/*`} element={<Tool host={firstFrameHost(basePath)} />} />
    </Routes>
  </StaticRouter>
);

/** Why a part still loading (a lazy chunk) is left out of the check: the first render shows its fallback. */
const NOT_YET = new Error('loads after the first render');

/**
 * Rejects with what threw during `element`'s render, outside the parts still loading when the rest
 * is done. renderToString turns such an error into a Suspense fallback without a word.
 */
function renderErrors(element: ReactNode): Promise<void> {
  return new Promise((resolve, reject) => {
    const failures: unknown[] = [];
    const stream = renderToPipeableStream(element, {
      // Everything that renders without waiting is done when the shell is.
      onShellReady() {
        stream.abort(NOT_YET);
        const [first] = failures;
        if (first === undefined) resolve();
        else reject(new AggregateError(failures, first instanceof Error ? first.message : String(first)));
      },
      onShellError: reject,
      onError(error) {
        if (error !== NOT_YET) failures.push(error);
      },
    });
  });
}

/**
 * The markup of the tool's first render at `basePath`, inside a route like the shell's
 * (`basePath/*`): a part that loads on demand shows its fallback, as in the browser's first render.
 */
export async function renderFirstFrame(basePath: string): Promise<string> {
  await renderErrors(toolAt(basePath)).catch((error: unknown) => {
    throw new Error(`The first render of ${basePath} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  });
  return renderToString(toolAt(basePath));
}
