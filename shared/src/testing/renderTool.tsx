import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ToolHost, ToolProps } from '../contract/toolHost.ts';

/** Mounts a tool as the shell does (below its base path, inside the host's router) at `path`. */
export function renderTool(Tool: ComponentType<ToolProps>, host: ToolHost, path = host.basePath) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`${host.basePath}/*`} element={<Tool host={host} />} />
      </Routes>
    </MemoryRouter>,
  );
}
