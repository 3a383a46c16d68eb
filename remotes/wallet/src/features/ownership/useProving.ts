import type { ChainConfig, ToolHost } from '@coinwatch/shared';
import { useEffect, useRef, useState } from 'react';
import type { Address, WalletClient } from 'viem';
import { messageExpiry } from './ownershipMessage.ts';
import { type NewOwnershipProof, type OwnershipProof, ProofStoreError, saveProof } from './proofStore.ts';
import { OwnershipNotProvenError, proveOwnership, SignatureNotCheckedError } from './proveOwnership.ts';

/** Where a proof is: the wallet asked, the signature checked on the chain, the proof saved. */
export type ProvingStep = 'idle' | 'signing' | 'checking' | 'saving';

export type UseProvingParameters = {
  host: ToolHost;
  wallet: WalletClient;
  account: Address;
  /** None on a network Coinwatch does not list: a proof under way goes on, a new one waits. */
  chain: ChainConfig | undefined;
  onWalletError(action: string, error: unknown): void;
  /** A proof saved (null: saved, but its row came back in a shape this page cannot read). */
  onSaved(row: OwnershipProof | null): void;
};

const SESSION_UNREAD = 'Coinwatch could not reach its server to renew your session. Check your connection.';

const stillValid = (proof: NewOwnershipProof) => Date.now() < messageExpiry(proof.message);

/**
 * Making a proof: the wallet's signature, its check, its save. A wait for the wallet can be
 * cancelled; a proof the server did not take is kept, and saved again without a new prompt, for
 * as long as its signed message is valid.
 */
export function useProving({ host, wallet, account, chain, onWalletError, onSaved }: UseProvingParameters) {
  const [step, setStep] = useState<ProvingStep>('idle');
  // The account a proof under way is for: the wallet may switch to another one meanwhile.
  const [signingFor, setSigningFor] = useState<Address | null>(null);
  const [kept, setKept] = useState<NewOwnershipProof | null>(null);
  // Read by the callbacks a notification keeps, which would see the state of their render.
  const now = useRef({ step, kept });
  now.current = { step, kept };
  // Counts proofs started and cancelled: a wallet's answer to an older one is dropped, as Connect's
  // is, and so is one that comes after the panel went (Disconnect, a locked wallet).
  const attempts = useRef(0);
  useEffect(
    () => () => {
      attempts.current++;
    },
    [],
  );

  // Once its message has expired, a kept proof would be refused as stale: it goes, and Sign is what is left.
  useEffect(() => {
    if (!kept) return;
    const timer = setTimeout(() => setKept(null), Math.max(0, messageExpiry(kept.message) - Date.now()));
    return () => clearTimeout(timer);
  }, [kept]);

  const save = async (proof: NewOwnershipProof) => {
    setStep('saving');
    let saved: OwnershipProof | null;
    try {
      const { data, error } = await host.supabase.auth.getSession();
      // A token due for renewal that could not be renewed (the network dropped): still signed in,
      // so the proof is kept for Save again, as after any save that failed on the way.
      if (error) throw new ProofStoreError(SESSION_UNREAD, true);
      // Signed out (and perhaps someone else signed in) while the wallet asked: the page's client
      // now speaks for the next account, which this proof is not about. Nothing to save or say.
      if (data.session?.user.id !== host.user.id) {
        setKept(null);
        return;
      }
      saved = await saveProof(host.supabase, proof);
    } catch (error) {
      const problem = (error as Error).message;
      // A refused value is refused again: only a save that may succeed next time is kept.
      const retryable = (!(error instanceof ProofStoreError) || error.retryable) && stillValid(proof);
      setKept(retryable ? proof : null);
      host.notify({
        icon: 'Error',
        primaryText: 'Proof not saved',
        secondaryText: `The signature is valid but was not saved: ${problem}${retryable ? ' Save again does not ask your wallet again.' : ''}`,
        ...(retryable && { action: { label: 'Save again', onClick: () => void saveAgain(proof) } }),
      });
      return;
    }
    setKept(null);
    host.notify({ icon: 'Success', primaryText: 'Ownership proven', secondaryText: `${proof.address} signed the Coinwatch message.` });
    onSaved(saved);
  };

  /** Runs one step of proving; a Cancel (or a newer attempt) meanwhile makes its outcome say nothing. */
  const attempt = async (run: (current: () => boolean) => Promise<void>) => {
    const mine = ++attempts.current;
    const current = () => attempts.current === mine;
    try {
      await run(current);
    } catch (error) {
      if (!current()) return;
      if (error instanceof OwnershipNotProvenError)
        host.notify({ icon: 'Error', primaryText: 'Ownership not proven', secondaryText: error.message });
      else if (error instanceof SignatureNotCheckedError)
        host.notify({ icon: 'Error', primaryText: 'Signature not checked', secondaryText: error.message });
      else onWalletError('Signing failed', error);
    } finally {
      if (current()) {
        setStep('idle');
        setSigningFor(null);
      }
    }
  };

  const prove = () => {
    if (!chain) return Promise.resolve();
    return attempt(async (current) => {
      setKept(null);
      setStep('signing');
      setSigningFor(account);
      const proof = await proveOwnership({
        wallet,
        account,
        chain,
        userId: host.user.id,
        origin: window.location.origin,
        onSigned: () => current() && setStep('checking'),
      });
      if (current()) await save(proof);
    });
  };

  /** The kept proof, saved again as it was signed: no wallet prompt. */
  const saveAgain = async (proof: NewOwnershipProof) => {
    // From a notification pressed late: a proof since saved, replaced or being saved is not sent twice.
    if (now.current.kept !== proof || now.current.step !== 'idle') return;
    if (!stillValid(proof)) {
      setKept(null);
      host.notify({
        icon: 'Error',
        primaryText: 'Proof not saved',
        secondaryText: 'The signed message has expired, so it no longer proves anything. Sign again to make a new proof.',
      });
      return;
    }
    await attempt(() => save(proof));
  };

  /** Stops waiting for the wallet's signature (a prompt left open, a wallet that never answers): its late answer is ignored. */
  const cancel = () => {
    if (now.current.step !== 'signing') return;
    attempts.current++;
    setStep('idle');
    setSigningFor(null);
  };

  return { step, signingFor, kept, prove, saveAgain, cancel };
}
