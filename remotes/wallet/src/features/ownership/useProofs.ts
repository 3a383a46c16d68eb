import { type ToolHost, UNDO_DURATION } from '@coinwatch/shared';
import { useFocusIfLost } from '@coinwatch/shared/toolkit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteProof, listProofs, type OwnershipProof, ProofStoreError, restoreProof } from './proofStore.ts';

const newestFirst = (a: OwnershipProof, b: OwnershipProof) => Date.parse(b.signedAt) - Date.parse(a.signedAt);

/**
 * Focus left on the page, or on a region around `place` (the host's main region): where a pressed
 * notification's button leaves it when it closes, unless F8 brought the user there from somewhere.
 */
function focusIsAround(place: HTMLElement | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || (place !== null && active !== place && active.contains(place));
}

/** The user's proofs: read, removed with an Undo, and kept in step with the proofs saved on this page. */
export function useProofs(host: ToolHost) {
  const [proofs, setProofs] = useState<OwnershipProof[] | null>(null);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);
  const loadAgain = useCallback(() => setLoads((n) => n + 1), []);
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

  // After a Remove, or a Retry that cleared the problem, the keyboard's place was a button now gone.
  const listHeading = useFocusIfLost<HTMLHeadingElement>(`${proofs?.length} ${loadProblem}`);

  /** A proof saved on this page (null: saved, but its row could not be read) replaces any older one of its address. */
  const added = (row: OwnershipProof | null) => {
    changes.current++;
    if (row) setProofs((list) => [row, ...(list ?? []).filter((p) => p.address !== row.address)]);
    else loadAgain();
  };

  const restore = async (proof: OwnershipProof) => {
    // Pressed in a notification, which closed: focus went to the host's main region, and the next
    // Tab would start over from there. The user's place is the list the proof comes back to.
    if (focusIsAround(listHeading.current)) listHeading.current?.focus();
    try {
      await restoreProof(host.supabase, proof);
      changes.current++;
      setProofs((list) => [...(list ?? []).filter((p) => p.id !== proof.id), proof].sort(newestFirst));
    } catch (error) {
      // The Undo's notification is gone: without an action here, the proof would be lost for good.
      const retryable = !(error instanceof ProofStoreError) || error.retryable;
      host.notify({
        icon: 'Error',
        primaryText: 'Proof not brought back',
        secondaryText: (error as Error).message,
        ...(retryable && { duration: UNDO_DURATION, action: { label: 'Try again', onClick: () => void restore(proof) } }),
      });
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

  return { proofs, loadProblem, loadAgain, removing, remove, added, listHeading };
}
