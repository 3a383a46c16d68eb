// Checks every stored ownership proof again, as save-proof checks a proof put back by Undo, and
// deletes the ones that prove nothing: rows written by REST before migration
// 20240101001500_proofs_saved_by_function.sql, when any signed-in user could store any "proof" of
// their own. Run once against a project that had users before that migration (README.md).
import { z } from 'zod';
import { checkProof } from '../functions/save-proof/checkProof.ts';

export type RecheckParameters = {
  supabaseUrl: string;
  serviceKey: string;
  site: URL;
  rpcUrl: (chainId: number) => string | undefined;
  log: (line: string) => void;
};

/** A page of address_proofs as PostgREST sends it, checked before use. */
const ProofRowsSchema = z.array(
  z.object({
    id: z.string(),
    user_id: z.string(),
    address: z.string(),
    chain_id: z.number(),
    message: z.string(),
    signature: z.string(),
    signed_at: z.string(),
  }),
);

const PAGE = 500;

/** Resolves to how many proofs were kept, deleted, and left for later (a chain's node did not answer). */
export async function recheckProofs({ supabaseUrl, serviceKey, site, rpcUrl, log }: RecheckParameters) {
  const headers = { apikey: serviceKey, authorization: `Bearer ${serviceKey}` };
  const counts = { kept: 0, deleted: 0, unchecked: 0 };
  // Keyset pages by id: rows deleted behind the cursor do not shift the pages still to come.
  for (let after = ''; ; ) {
    const filter = after ? `&id=gt.${after}` : '';
    const res = await fetch(
      `${supabaseUrl}/rest/v1/address_proofs?select=id,user_id,address,chain_id,message,signature,signed_at&order=id${filter}&limit=${PAGE}`,
      { headers },
    );
    if (!res.ok) throw new Error(`reading address_proofs: ${res.status} ${await res.text()}`);
    const rows = ProofRowsSchema.parse(await res.json());
    for (const row of rows) {
      const proof = {
        address: row.address,
        chainId: row.chain_id,
        message: row.message,
        signature: row.signature,
        id: row.id,
        signedAt: row.signed_at,
      };
      const check = await checkProof({ proof, userId: row.user_id, site, now: new Date(), rpcUrl });
      if (check.ok) counts.kept++;
      else if (check.unchecked) counts.unchecked++;
      else {
        const gone = await fetch(`${supabaseUrl}/rest/v1/address_proofs?id=eq.${row.id}`, { method: 'DELETE', headers });
        if (!gone.ok) throw new Error(`deleting proof ${row.id}: ${gone.status} ${await gone.text()}`);
        counts.deleted++;
        log(`deleted the proof of ${row.address} (user ${row.user_id}): ${check.message}`);
      }
    }
    if (rows.length < PAGE) return counts;
    after = rows[rows.length - 1]?.id ?? '';
  }
}
