import { AddressSignatureSchema, messages } from '@coinwatch/shared';
import { describeWriteError, readAllRows, type WriteError, type WriteWords } from '@coinwatch/shared/toolkit';
import * as z from '@coinwatch/shared/zod';
import type { SupabaseClient } from '@supabase/supabase-js';

/** A saved proof (a row of public.address_proofs), checked as it is read. */
const ProofRowSchema = z.object({
  id: z.string(),
  address: z.string(),
  chain_id: z.number(),
  message: z.string(),
  signature: z.string(),
  signed_at: z.string(),
});
export type OwnershipProof = {
  id: string;
  address: `0x${string}`;
  chainId: number;
  message: string;
  signature: `0x${string}`;
  signedAt: string;
};
export type NewOwnershipProof = Omit<OwnershipProof, 'id'>;

const COLUMNS = 'id,address,chain_id,message,signature,signed_at';

/** address_proofs' refusals (deploy/supabase/migrations/…_address_proofs.sql) in the user's words. */
const PROOF_WORDS: WriteWords = {
  duplicate: 'This address already has a proof; reload the page to see it.',
  constraints: {
    address_proofs_address_check: `Address: ${messages.address}`,
    address_proofs_chain_id_check: 'The wallet is on a chain the server does not accept.',
    address_proofs_message_check: 'The signed message does not name the address, or is too long.',
    address_proofs_signature_check: 'The server stores signatures of 65 bytes or more; this wallet signed a shorter one.',
  },
};

/** Why a call to address_proofs failed, in words; never a Postgres or PostgREST code. */
export const proofErrorMessage = (error: NonNullable<WriteError>) => describeWriteError(error, PROOF_WORDS);

/** A refused call to address_proofs. `retryable`: the same call again may succeed (it is no duplicate or refused value). */
export class ProofStoreError extends Error {
  override name = 'ProofStoreError';
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
// 23505 a duplicate, 23514 a check, 23503 a missing parent: the server would refuse the same row again.
const refused = (error: NonNullable<WriteError>) =>
  new ProofStoreError(proofErrorMessage(error), !['23505', '23514', '23503'].includes(error.code ?? ''));

function toProof(row: unknown): OwnershipProof | null {
  const parsed = ProofRowSchema.safeParse(row);
  if (!parsed.success) return null;
  const pair = AddressSignatureSchema.safeParse({ address: parsed.data.address, signature: parsed.data.signature });
  if (!pair.success) return null;
  const r = parsed.data;
  return {
    id: r.id,
    address: r.address as `0x${string}`,
    chainId: r.chain_id,
    message: r.message,
    signature: r.signature as `0x${string}`,
    signedAt: r.signed_at,
  };
}

/** The user's proofs, newest first, all of them (row level security returns only theirs). */
export async function listProofs(supabase: SupabaseClient): Promise<OwnershipProof[]> {
  const { data, error } = await readAllRows((from, to, counted) =>
    supabase
      .from('address_proofs')
      .select(COLUMNS, counted ? { count: 'exact' } : undefined)
      .order('signed_at', { ascending: false })
      .order('id')
      .range(from, to),
  );
  if (error) throw refused(error);
  return (data ?? []).map(toProof).filter((p): p is OwnershipProof => p !== null);
}

/** save-proof's answer when it failed: PostgREST's error shape, its own refusals included. */
const FunctionErrorSchema = z.object({ code: z.string(), message: z.string(), details: z.optional(z.nullable(z.string())) });

/**
 * Sends a proof to the save-proof edge function (deploy/supabase/functions/save-proof), the only
 * way into address_proofs: the server checks message and signature itself before it stores them.
 */
async function sendToSaveProof(supabase: SupabaseClient, body: Record<string, unknown>): Promise<unknown> {
  const { data, error } = await supabase.functions.invoke('save-proof', { body });
  if (!error) return data;
  // The error's context: the function's answer (a Response), or why none came (the fetch's error).
  const context: unknown = (error as { context?: unknown }).context;
  const answer = context instanceof Response ? FunctionErrorSchema.safeParse(await context.json().catch(() => null)) : null;
  if (answer?.success) throw refusedByFunction(answer.data);
  throw refused({ code: '', message: context instanceof Error ? context.message : error.message });
}

// The function's own refusals are in the user's words already; the rest are PostgREST's.
function refusedByFunction(error: z.infer<typeof FunctionErrorSchema>): ProofStoreError {
  if (error.code === 'proof_refused') return new ProofStoreError(error.message, false);
  if (error.code === 'proof_unchecked') return new ProofStoreError(error.message, true);
  // A session the server has ended refuses a Save again alike: the user signs in, then proves again.
  if (error.code === 'PT401') return new ProofStoreError(proofErrorMessage(error), false);
  if (error.code === 'PT403')
    return new ProofStoreError('This session has not given its authenticator code. Log out, log in with your code, and try again.', false);
  return refused(error);
}

/**
 * Saves a proof; a newer proof of the same address replaces the older one. Resolves to the saved
 * row, or to null when it was saved but came back in a shape this page cannot read (then the list
 * is read again rather than telling the user it was not saved).
 */
export async function saveProof(supabase: SupabaseClient, proof: NewOwnershipProof): Promise<OwnershipProof | null> {
  return toProof(
    await sendToSaveProof(supabase, { address: proof.address, chainId: proof.chainId, message: proof.message, signature: proof.signature }),
  );
}

export async function deleteProof(supabase: SupabaseClient, id: string): Promise<void> {
  const { error } = await supabase.from('address_proofs').delete().eq('id', id);
  if (error) throw refused(error);
}

/**
 * Puts a removed proof back as it was (its id and time of signing): the Undo of a Remove. The server
 * checks it again, as of its time of signing. A proof of the address signed meanwhile is kept, and
 * the restore refused with the duplicate's words.
 */
export async function restoreProof(supabase: SupabaseClient, proof: OwnershipProof): Promise<void> {
  await sendToSaveProof(supabase, {
    id: proof.id,
    address: proof.address,
    chainId: proof.chainId,
    message: proof.message,
    signature: proof.signature,
    signedAt: proof.signedAt,
  });
}
