import { describe, expect, it, rs } from '@rstest/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ToolBoundary } from './ToolBoundary.tsx';

function Crashing({ crash }: { crash: boolean }) {
  if (crash) throw new Error('tool bug');
  return <p>tool works</p>;
}

function Harness() {
  const [crash, setCrash] = useState(true);
  const [attempt, setAttempt] = useState(0);
  return (
    <>
      <p>shell still here</p>
      <ToolBoundary
        key={attempt}
        title="Wallet"
        onRetry={() => {
          setCrash(false);
          setAttempt((n) => n + 1);
        }}
      >
        <Crashing crash={crash} />
      </ToolBoundary>
    </>
  );
}

describe('ToolBoundary', () => {
  it('replaces a crashing tool with a retry panel, leaves the shell, and recovers on retry', () => {
    rs.spyOn(console, 'error').mockImplementation(() => {});
    render(<Harness />);
    expect(screen.getByText('shell still here')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Wallet stopped working');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('tool works')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
