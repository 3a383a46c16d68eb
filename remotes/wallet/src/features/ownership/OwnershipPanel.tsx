import { type ChainConfig, type ToolHost, type TrackedCoin, UNDO_DURATION } from '@coinwatch/shared';
import { hexAddress, PendingButton, useFocusIfLost } from '@coinwatch/shared/toolkit';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Address, WalletClient } from 'viem';
import { deleteProof, listProofs, type OwnershipProof, restoreProof, saveProof } from './proofStore.ts';
import { OwnershipNotProvenError, proveOwnership, SignatureNotCheckedError } from './proveOwnership.ts';

type Props = {
  host: ToolHost;
  wallet: WalletClient;
  account: Address;
  chain: ChainConfig;
  coins: readonly TrackedCoin[];
  coinsLoaded: boolean;
  onWalletError(action: string, error: unknown): void;
};

/** Where a proof is: the wallet asked, the signature checked on the chain, the proof saved. */
type Step = 'idle' | 'signing' | 'checking' | 'saving';

/** What the prove button says while a proof is under way. */
const STEP_LABELS: Partial<Record<Step, string>> = {
  signing: 'Waiting for your signature…',
  checking: 'Checking the signature…',
  saving: 'Saving the proof…',
};

const newestFirst = (a: OwnershipProof, b: OwnershipProof) => Date.parse(b.signedAt) - Date.parse(a.signedAt);

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
  const [proofs, setProofs] = useState<OwnershipProof[] | null>(null);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);
  const loadAgain = useCallback(() => setLoads((n) => n + 1), []);
  const [step, setStep] = useState<Step>('idle');
  // The account a proof under way is for: the wallet may switch to another one meanwhile.
  const [signingFor, setSigningFor] = useState<Address | null>(null);
  // The host is new whenever the theme changes: the proofs are not read again for that.
  const { supabase } = host;
  const notify = useRef(host.notify);
  notify.current = host.notify;

  // Saves and removals made on this page, so a list read before one of them is not shown over it.
  const changes = useRef(0);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    let live = true;
    // Read so that Retry, or a save whose answer could not be read, loads the list again.
    void loads;
    setLoadProblem(null);
    const changesBefore = changes.current;
    listProofs(supabase).then(
      (list) => {
        if (!live) return;
        // Older than a save or removal made meanwhile: read it again, now with that change in it.
        if (changes.current !== changesBefore) loadAgain();
        else setProofs(list);
      },
      (error: unknown) => {
        if (!live) return;
        const problem = (error as Error).message;
        setLoadProblem(problem);
        notify.current({
          icon: 'Error',
          primaryText: 'Cannot load your proofs',
          secondaryText: `${problem} Press Retry below Proven addresses.`,
        });
      },
    );
    return () => {
      live = false;
    };
  }, [supabase, loads, loadAgain]);

  const prove = async () => {
    setStep('signing');
    setSigningFor(account);
    try {
      const proof = await proveOwnership({
        wallet,
        account,
        chain,
        userId: host.user.id,
        origin: window.location.origin,
        onSigned: () => setStep('checking'),
      });
      setStep('saving');
      // Signed out (and perhaps someone else signed in) while the wallet asked: the page's client
      // now speaks for the next account, which this proof is not about. Nothing to save or say.
      const { data } = await host.supabase.auth.getSession();
      if (data.session?.user.id !== host.user.id) return;
      let saved: OwnershipProof | null;
      try {
        saved = await saveProof(host.supabase, proof);
      } catch (error) {
        host.notify({
          icon: 'Error',
          primaryText: 'Proof not saved',
          secondaryText: `The signature is valid but was not saved: ${(error as Error).message}`,
        });
        return;
      }
      host.notify({ icon: 'Success', primaryText: 'Ownership proven', secondaryText: `${account} signed the Coinwatch message.` });
      // The saved row replaces any older proof of the address, newest first, as the list is read.
      const row = saved;
      changes.current++;
      if (row) setProofs((list) => [row, ...(list ?? []).filter((p) => p.address !== row.address)]);
      else loadAgain();
    } catch (error) {
      if (error instanceof OwnershipNotProvenError)
        host.notify({ icon: 'Error', primaryText: 'Ownership not proven', secondaryText: error.message });
      else if (error instanceof SignatureNotCheckedError)
        host.notify({ icon: 'Error', primaryText: 'Signature not checked', secondaryText: error.message });
      else onWalletError('Signing failed', error);
    } finally {
      setStep('idle');
      setSigningFor(null);
    }
  };

  const restore = async (proof: OwnershipProof) => {
    try {
      await restoreProof(host.supabase, proof);
      changes.current++;
      setProofs((list) => [...(list ?? []).filter((p) => p.id !== proof.id), proof].sort(newestFirst));
    } catch (error) {
      host.notify({ icon: 'Error', primaryText: 'Proof not brought back', secondaryText: (error as Error).message });
    }
  };

  const remove = async (proof: OwnershipProof) => {
    // Its button is pending until this is answered: pressed again, it sends no second removal
    // (and so no second Undo, which would restore the proof twice).
    setRemoving((ids) => new Set(ids).add(proof.id));
    try {
      await deleteProof(host.supabase, proof.id);
      changes.current++;
      setProofs((list) => (list ?? []).filter((p) => p.id !== proof.id));
    } catch (error) {
      host.notify({ icon: 'Error', primaryText: 'Proof not removed', secondaryText: (error as Error).message });
      return;
    } finally {
      setRemoving((ids) => new Set([...ids].filter((id) => id !== proof.id)));
    }
    // A signature is one more wallet prompt to make again: a mistaken Remove is undone instead.
    host.notify({
      icon: 'Success',
      primaryText: 'Proof removed',
      secondaryText: `${proof.address} is no longer proven. You can undo this for a few seconds.`,
      duration: UNDO_DURATION,
      action: { label: 'Undo', onClick: () => void restore(proof) },
    });
  };

  // After a Remove, or a Retry that cleared the problem, the keyboard's place was a button now gone.
  const listHeading = useFocusIfLost<HTMLHeadingElement>(`${proofs?.length} ${loadProblem}`);
  const subject = signingFor ?? account;
  const current = proofs?.find((p) => p.address.toLowerCase() === subject.toLowerCase());
  const tracked = trackedAs(coins, subject);
  return (
    <div className="wallet-panel" data-testid="wallet-ownership">
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
      <PendingButton pending={step !== 'idle'} onClick={() => void prove()} data-testid="wallet-prove">
        {STEP_LABELS[step] ?? (current ? 'Sign again' : 'Sign to prove ownership')}
      </PendingButton>
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
