import { PendingButton } from '@coinwatch/shared/toolkit';
import { useEffect } from 'react';
import { refocusIfLost } from '../a11y/focus.ts';

export type EmptyStateProps = { onAddCoin: () => void; onImport: () => void; onAddDemo?: () => void; busy: boolean };

/** What a new user sees: what the page is for and the ways to fill it. */
export function EmptyState({ onAddCoin, onImport, onAddDemo, busy }: EmptyStateProps) {
  // Its buttons go with it once coins arrive: focus moves on instead of to the page.
  useEffect(() => () => refocusIfLost(), []);
  return (
    <div className="coins-empty" data-testid="coins-empty">
      <h2>No coins yet</h2>
      <p>Track a coin, then add the wallet addresses you follow for it, each with a description and a colour.</p>
      <div className="coins-form-actions">
        <button type="button" className="primary" onClick={onAddCoin}>
          Add your first coin
        </button>
        <button type="button" onClick={onImport}>
          Import a file
        </button>
        {onAddDemo && (
          <PendingButton type="button" onClick={onAddDemo} pending={busy} data-testid="coins-add-demo">
            Add demo coins
          </PendingButton>
        )}
      </div>
    </div>
  );
}
