import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ToolHost, ToolProps } from '../contract/toolHost.ts';

/**
 * Mounts a tool as the shell does (below its base path, inside the host's router) at `path`.
 * `rerenderWith` hands the mounted tool another host, as the shell does when the theme changes.
 */
export function renderTool(Tool: ComponentType<ToolProps>, host: ToolHost, path = host.basePath) {
  const tree = (given: ToolHost) => (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`${given.basePath}/*`} element={<Tool host={given} />} />
      </Routes>
    </MemoryRouter>
  );
  const rendered = render(tree(host));
  return { ...rendered, rerenderWith: (next: ToolHost) => rendered.rerender(tree(next)) };
}
