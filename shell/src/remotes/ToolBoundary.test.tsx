import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RELOAD_KEY } from '../release/staleChunk.ts';
import { ToolBoundary } from './ToolBoundary.tsx';

function Crashing({ crash }: { crash: boolean }) {
  if (crash) throw new Error('tool bug');
  return <p>tool works</p>;
}

/** The shell around a tool that crashes on its first page only, with a link to another of its pages. */
function Harness() {
  const [path, setPath] = useState('/tools/wallet/first');
  const [attempt, setAttempt] = useState(0);
  const [retried, setRetried] = useState(false);
  const crash = path === '/tools/wallet/first' && !retried;
  return (
    <>
      <p>shell still here</p>
      <button type="button" onClick={() => setPath('/tools/wallet/second')}>
        Another page of the tool
      </button>
      <ToolBoundary
        key={attempt}
        resetKey={path}
        title="Wallet"
        onRetry={() => {
          setRetried(true);
          setAttempt((n) => n + 1);
        }}
      >
        <Crashing crash={crash} />
      </ToolBoundary>
    </>
  );
}

describe('ToolBoundary', () => {
  afterEach(cleanup);

  it('replaces a crashing tool with a retry panel, leaves the shell, and recovers on retry', () => {
    rs.spyOn(console, 'error').mockImplementation(() => {});
    render(<Harness />);
    expect(screen.getByText('shell still here')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Wallet stopped working');
    // In the tool's place, and so the page's heading: a screen reader's "next h1" finds it.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Wallet stopped working');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('tool works')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives the tool another try on another of its pages, without Retry', () => {
    rs.spyOn(console, 'error').mockImplementation(() => {});
    render(<Harness />);
    expect(screen.getByRole('alert').textContent).toContain('Wallet stopped working');
    fireEvent.click(screen.getByRole('button', { name: 'Another page of the tool' }));
    expect(screen.getByText('tool works')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  describe('a part of the tool that could not be downloaded', () => {
    const chunkError = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    function MissingChunk(): never {
      throw chunkError;
    }
    afterEach(() => {
      rs.restoreAllMocks();
    });
    const boundary = () => (
      <ToolBoundary resetKey="/tools/wallet" title="Wallet" onRetry={() => {}}>
        <MissingChunk />
      </ToolBoundary>
    );

    it('reloads for the newer build, showing the tool as loading rather than broken meanwhile', () => {
      rs.spyOn(console, 'error').mockImplementation(() => {});
      const reload = rs.spyOn(window.location, 'reload').mockImplementation(() => {});
      sessionStorage.clear();
      render(boundary());
      expect(reload).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('status').textContent).toBe('Loading Wallet…');
      // Said by a screen reader: a busy region's news is held back until it is no longer busy.
      expect(screen.getByRole('status').closest('[aria-busy="true"]')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('after a reload in the last 10 s, says it could not be downloaded instead of reloading again, and reloads on request', () => {
      rs.spyOn(console, 'error').mockImplementation(() => {});
      const reload = rs.spyOn(window.location, 'reload').mockImplementation(() => {});
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
      render(boundary());
      expect(reload).not.toHaveBeenCalled();
      expect(screen.getByRole('alert').textContent).toContain('Wallet could not be downloaded');
      expect(screen.getByRole('alert').textContent).toContain('Check your connection, then reload the page.');
      // Not Retry: a remount finds the tool half-loaded; the page is loaded again.
      fireEvent.click(screen.getByRole('button', { name: 'Reload page' }));
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('after a part failed to download, takes a later error of a tool for the half-loaded code it left, and reloads', () => {
      rs.spyOn(console, 'error').mockImplementation(() => {});
      const reload = rs.spyOn(window.location, 'reload').mockImplementation(() => {});
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
      render(boundary());
      cleanup();
      // Another visit, ten seconds on: the tool's code trips over what the failed download left.
      sessionStorage.clear();
      function HalfLoaded(): never {
        throw new TypeError("Cannot read properties of undefined (reading 'm')");
      }
      render(
        <ToolBoundary resetKey="/tools/txns/DAI" title="Transactions" onRetry={() => {}}>
          <HalfLoaded />
        </ToolBoundary>,
      );
      expect(reload).toHaveBeenCalledTimes(1);
      expect(screen.queryByText(/stopped working/)).toBeNull();
    });

    it('offline, says the page reloads by itself, and does once the browser is back online', () => {
      rs.spyOn(console, 'error').mockImplementation(() => {});
      const reload = rs.spyOn(window.location, 'reload').mockImplementation(() => {});
      rs.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      render(boundary());
      expect(reload).not.toHaveBeenCalled();
      expect(screen.getByRole('alert').textContent).toContain('the page reloads by itself once you are back online');
      window.dispatchEvent(new Event('online'));
      expect(reload).toHaveBeenCalledTimes(1);
    });
  });
});
