import { AddressSchema } from '@coinwatch/shared';
import { readAllRows } from '@coinwatch/shared/toolkit';
import { proxy, ref } from 'valtio';
import { z } from 'zod';
import { authState } from '../auth/authState.ts';
import { supabase } from '../auth/supabaseClient.ts';
import { checksum } from '../coins/checksum.ts';

/** The part of a row of public.address_proofs (saved by the wallet tool) that Home shows. */
const ProofRowSchema = z.object({ address: AddressSchema, signed_at: z.string() });

/** The key of an address in the map: as Home shows it (checksummed), lower-cased. */
export const provenKey = (address: string) => checksum(address).toLowerCase();

/**
 * Lowercase address → when the user last proved they control it (ISO time), and whose proofs they
 * are: after a sign-out and another sign-in on the same page, the old list is never shown.
 */
export const provenState = proxy({ owner: null as string | null, byAddress: ref(new Map<string, string>()) });

/** The newest read of the proofs: only its answer is shown. */
let latest = 0;

/**
 * Reads which addresses the user has proved by signature. A badge is an extra: a failed read
 * leaves the list without badges and says so in the console only, and a row that fails the
 * check is skipped rather than trusted.
 */
export async function loadProvenAddresses(): Promise<void> {
  // Only the newest read is shown: an older one answering last (Home left and visited again on a
  // slow line) would take away the badge of a proof saved in between.
  const request = ++latest;
  const owner = authState.user?.id ?? null;
  const { data, error } = await readAllRows((from, to, counted) =>
    supabase()
      .from('address_proofs')
      .select('address,signed_at', counted ? { count: 'exact' } : undefined)
      .order('address')
      .order('id')
      .range(from, to),
  );
  if (request !== latest) return;
  if (error) {
    console.warn('[coinwatch] Could not read your ownership proofs:', error.message);
    return;
  }
  const byAddress = new Map<string, string>();
  for (const row of data ?? []) {
    const parsed = ProofRowSchema.safeParse(row);
    if (parsed.success) byAddress.set(provenKey(parsed.data.address), parsed.data.signed_at);
  }
  if (owner !== (authState.user?.id ?? null)) return;
  Object.assign(provenState, { owner, byAddress: ref(byAddress) });
}
