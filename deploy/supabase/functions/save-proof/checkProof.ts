import { type Chain, createPublicClient, http, isAddressEqual } from 'viem';
import { base, foundry, mainnet } from 'viem/chains';
import { parseSiweMessage } from 'viem/siwe';
import { z } from 'zod';

/** The chains the app offers; a contract wallet's signature is checked on the chain's node. */
const CHAINS: Record<number, Chain> = { [mainnet.id]: mainnet, [base.id]: base, [foundry.id]: { ...foundry, name: 'Devnet' } };
const CHAIN_NAMES = Object.values(CHAINS)
  .map((c) => c.name)
  .join(', ');

/** What the wallet tool sends: a new proof, or (with id and signedAt) a removed one put back by Undo. */
export const ProofRequestSchema = z.object({
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  chainId: z.number().int().positive(),
  message: z.string().min(1).max(2000),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130,19998}$/),
  id: z.uuid().optional(),
  signedAt: z.iso.datetime({ offset: true }).optional(),
});
export type ProofRequest = z.infer<typeof ProofRequestSchema>;

export type ProofCheck =
  | { ok: true; signedAt: Date }
  /** `unchecked`: the chain's node did not answer, so the same request may pass later. */
  | { ok: false; unchecked?: true; message: string };

export type ProofCheckParameters = {
  proof: ProofRequest;
  userId: string;
  /** The site's origin (SITE_URL): a message signed for another site proves nothing here. */
  site: URL;
  now: Date;
  /** The chain's RPC URL, when the operator set one (RPC_URL_<chain id>); otherwise viem's default. */
  rpcUrl: (chainId: number) => string | undefined;
};

const refused = (message: string): ProofCheck => ({ ok: false, message });

function siweFieldsOf(message: string): ReturnType<typeof parseSiweMessage> | null {
  try {
    return parseSiweMessage(message);
  } catch {
    return null;
  }
}

/**
 * Checks an ownership proof as the wallet tool makes it (remotes/wallet/…/ownershipMessage.ts): a
 * Sign-In with Ethereum message for this site, naming this user, the address and the chain, signed
 * while it was valid by the address (ecrecover, or EIP-1271 / EIP-6492 on the chain for a contract
 * wallet). A new proof is checked now; one put back by Undo at the time it was first signed.
 */
export async function checkProof({ proof, userId, site, now, rpcUrl }: ProofCheckParameters): Promise<ProofCheck> {
  const chain = CHAINS[proof.chainId];
  if (!chain) return refused(`Coinwatch takes proofs on ${CHAIN_NAMES}; the wallet is on chain ${proof.chainId}.`);
  const fields = siweFieldsOf(proof.message);
  if (!fields?.domain || !fields.address) return refused('The signed message is not a Sign-In with Ethereum message.');
  if (fields.domain !== site.host || fields.uri !== site.origin)
    return refused(`The signed message is for ${fields.domain}, not for ${site.host}. Sign a new one on this site.`);
  if (fields.statement !== `I own this address and add this proof to Coinwatch user ${userId}.`)
    return refused('The signed message adds the address to another Coinwatch user. Sign a new one while signed in as yourself.');
  if (!isAddressEqual(fields.address, proof.address as `0x${string}`))
    return refused(`The signed message names another address than ${proof.address}.`);
  if (fields.chainId !== proof.chainId) return refused(`The signed message names chain ${fields.chainId ?? 'none'}, not ${chain.name}.`);
  if (!fields.expirationTime || !fields.issuedAt) return refused('The signed message has no time of issue and expiry.');

  const signedAt = proof.signedAt ? new Date(proof.signedAt) : now;
  if (signedAt > now || signedAt < fields.issuedAt || signedAt >= fields.expirationTime)
    return refused(
      proof.signedAt
        ? 'The proof’s time of signing lies outside the time its message was valid.'
        : 'The signed message has expired. Prove the address again, and sign within the time the wallet shows.',
    );

  const client = createPublicClient({ chain, transport: http(rpcUrl(chain.id)) });
  try {
    const valid = await client.verifySiweMessage({
      message: proof.message,
      signature: proof.signature as `0x${string}`,
      address: proof.address as `0x${string}`,
      domain: site.host,
      time: signedAt,
    });
    return valid ? { ok: true, signedAt } : refused(`The signature is not one made by ${proof.address}, so it proves nothing.`);
  } catch {
    // viem checks an ordinary account's valid signature without the node; anything else needs it.
    return {
      ok: false,
      unchecked: true,
      message: `Coinwatch's server could not check the signature: no ${chain.name} node answered it. Try again later.`,
    };
  }
}
