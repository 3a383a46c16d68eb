import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
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
});
