import type { ChainConfig, ToolHost, TrackedCoin } from '@coinwatch/shared';
import { hexAddress, PendingButton, refocusIfLost, STEP_UNDER_WAY_ATTRIBUTE } from '@coinwatch/shared/toolkit';
import { useLayoutEffect, useRef } from 'react';
import type { Address, WalletClient } from 'viem';
import { useProofs } from './useProofs.ts';
import { type ProvingStep, useProving } from './useProving.ts';

type Props = {
  host: ToolHost;
  wallet: WalletClient;
  account: Address;
  /** The wallet's network; none when Coinwatch does not list it, where a new proof cannot be made. */
  chain: ChainConfig | undefined;
  coins: readonly TrackedCoin[];
  coinsLoaded: boolean;
  onWalletError(action: string, error: unknown): void;
};

/** What the prove button says while a proof is under way. */
const STEP_LABELS: Partial<Record<ProvingStep, string>> = {
  signing: 'Waiting for your signature…',
  checking: 'Checking the signature…',
  saving: 'Saving the proof…',
};

/** Where the address is tracked: "DMO · Treasury", so a proof says what it is for. */
function trackedAs(coins: readonly TrackedCoin[], address: string): string[] {
  const wanted = hexAddress(address);
  return coins.flatMap((coin) =>
    coin.addresses
      .filter((a) => hexAddress(a.address) === wanted)
      .map((a) => `${coin.coinTicker}${a.description ? ` · ${a.description}` : ''}`),
  );
}

/** Proving the connected account is the user's by a signature, and the proofs made so far. */
export function OwnershipPanel({ host, wallet, account, chain, coins, coinsLoaded, onWalletError }: Props) {
  const { proofs, loadProblem, loadAgain, removing, remove, added, listHeading } = useProofs(host);
  const { step, signingFor, kept, prove, saveAgain, cancel } = useProving({ host, wallet, account, chain, onWalletError, onSaved: added });
  // After a Cancel, or a Save again, the keyboard's place was a button now gone: the prove button takes it.
  const actions = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    void step;
    void kept;
    refocusIfLost(actions.current?.querySelector('button'));
  }, [step, kept]);

  const subject = signingFor ?? account;
  const current = proofs?.find((p) => p.address.toLowerCase() === subject.toLowerCase());
  const tracked = trackedAs(coins, subject);
  return (
    <div
      className="wallet-panel"
      data-testid="wallet-ownership"
      // A signature asked for, or signed and not saved: a new version's reload would lose it (and ask a
      // hardware wallet again), so the shell waits.
      {...(step !== 'idle' || kept ? { [STEP_UNDER_WAY_ATTRIBUTE]: '' } : {})}
    >
      <h2>Prove ownership</h2>
      <p>
        Sign a message in your wallet to prove that <code>{subject}</code> is yours. It is free: no transaction is sent.
        {coinsLoaded && (tracked.length > 0 ? ` You track it as ${tracked.join(', ')}.` : ' You do not track it in any coin yet.')}
      </p>
      <p role="status" className="wallet-muted wallet-status" data-testid="wallet-prove-switched">
        {signingFor && signingFor !== account
          ? `Your wallet has switched to ${account}. The signature asked for is still ${signingFor}’s; once it is done, sign again to prove ${account}.`
          : ''}
      </p>
      {!chain && step === 'idle' && (
        <p className="wallet-muted" data-testid="wallet-prove-network">
          Switch your wallet to one of the networks above to sign: the message names the network it is signed on.
        </p>
      )}
      {kept && (
        <div className="wallet-error" data-testid="wallet-proof-unsaved">
          <p>
            The signature of <code>{kept.address}</code> is valid but not saved yet. Save again sends it as signed: your wallet is not asked
            again.
          </p>
          <PendingButton pending={step !== 'idle'} onClick={() => void saveAgain(kept)}>
            Save again
          </PendingButton>
        </div>
      )}
      <div className="wallet-actions" ref={actions}>
        <PendingButton pending={step !== 'idle' || !chain} onClick={() => void prove()} data-testid="wallet-prove">
          {STEP_LABELS[step] ?? (current ? 'Sign again' : 'Sign to prove ownership')}
        </PendingButton>
        {/* A wallet may never answer (its prompt closed without a word, a hardware wallet unplugged). */}
        {step === 'signing' && (
          <button type="button" onClick={cancel}>
            Cancel
          </button>
        )}
      </div>
      <h3 ref={listHeading} tabIndex={-1}>
        Proven addresses
      </h3>
      {loadProblem && (
        <div className="wallet-error" role="alert">
          <p>Could not load your proofs: {loadProblem}</p>
          <button type="button" onClick={loadAgain}>
            Retry
          </button>
        </div>
      )}
      {proofs === null ? (
        !loadProblem && <p role="status">Loading…</p>
      ) : proofs.length === 0 ? (
        !loadProblem && <p className="wallet-muted">None yet.</p>
      ) : (
        <ul className="wallet-proofs" data-testid="wallet-proofs">
          {proofs.map((proof) => (
            <li key={proof.id} data-testid="wallet-proof" data-address={proof.address}>
              <code>{proof.address}</code> <span className="wallet-muted">signed {new Date(proof.signedAt).toLocaleString()}</span>{' '}
              <PendingButton
                pending={removing.has(proof.id)}
                onClick={() => void remove(proof)}
                aria-label={`Remove the proof of ${proof.address}`}
              >
                Remove
              </PendingButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
