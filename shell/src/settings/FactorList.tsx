import { PendingButton } from '@coinwatch/shared/toolkit';
import type { Factor } from '@supabase/supabase-js';

export type FactorListProps = { factors: Factor[]; busy: boolean; onRemove: (factor: Factor) => void };

/** What an authenticator app is called in the list and in the question before its removal. */
export const factorName = (factor: Factor) => factor.friendly_name || 'Authenticator app';

/** The account's authenticator apps (verified factors: listFactors), each with a remove button. */
export function FactorList({ factors, busy, onRemove }: FactorListProps) {
  if (factors.length === 0) return <p className="muted">No authenticator app is set up.</p>;
  return (
    <ul className="factor-list" aria-label="Authenticator apps">
      {factors.map((factor) => {
        const name = factorName(factor);
        return (
          <li key={factor.id} data-testid="auth-factor">
            <span>{name}</span>
            <span className="muted">Active</span>
            <PendingButton type="button" pending={busy} onClick={() => onRemove(factor)} aria-label={`Remove ${name}`}>
              Remove
            </PendingButton>
          </li>
        );
      })}
    </ul>
  );
}
