import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ToolRoute } from './ToolRoute.tsx';
import * as actualRegistry from './toolRegistry.ts' with { rstest: 'importActual' };
import { loadTool, ToolUnavailableError, ToolUpdateRequiredError } from './toolRegistry.ts';

// The federation runtime is not here: the test decides what loading a tool gives.
rs.mock('./toolRegistry.ts', () => ({ ...actualRegistry, loadTool: rs.fn() }));
rs.mock('./useToolHost.ts', () => ({ useToolHost: () => ({ basePath: '/tools/wallet' }) }));

const mount = () =>
  render(
    <MemoryRouter>
      <ToolRoute id="wallet" title="Wallet" />
    </MemoryRouter>,
  );

describe('ToolRoute', () => {
  afterEach(() => {
    cleanup();
    rs.mocked(loadTool).mockReset();
  });

  it('shows the update-required panel for a contract version the shell cannot serve', async () => {
    rs.mocked(loadTool).mockRejectedValue(new ToolUpdateRequiredError({ id: 'wallet', title: 'Wallet', contractVersion: 99 }));
    mount();
    expect((await screen.findByRole('alert')).textContent).toContain('Update required');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers a retry when the tool cannot be loaded, and mounts it once it can', async () => {
    rs.mocked(loadTool)
      .mockRejectedValueOnce(new ToolUnavailableError('The wallet tool could not be loaded.'))
      .mockResolvedValueOnce({ Component: () => <p>wallet tool</p>, meta: { id: 'wallet', title: 'Wallet', contractVersion: 1 } });
    mount();
    expect((await screen.findByRole('alert')).textContent).toContain('Wallet is unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('wallet tool')).toBeTruthy();
  });

  it('loads the tool by itself once the browser is back online', async () => {
    rs.mocked(loadTool)
      .mockRejectedValueOnce(new ToolUnavailableError('The wallet tool could not be loaded.'))
      .mockResolvedValueOnce({ Component: () => <p>wallet tool</p>, meta: { id: 'wallet', title: 'Wallet', contractVersion: 1 } });
    const offline = rs.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mount();
    expect((await screen.findByRole('alert')).textContent).toContain('it loads by itself once you are back online');
    offline.mockRestore();
    fireEvent(window, new Event('online'));
    expect(await screen.findByText('wallet tool')).toBeTruthy();
  });
});
