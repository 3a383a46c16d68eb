import type { SupabaseClient } from '@supabase/supabase-js';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage, generateSiweNonce } from 'viem/siwe';
import { api, env } from './harness.ts';

// anvil's well-known second dev key: public test material, never a secret.
export const PROVER = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

export type ProofBody = { address: string; chainId: number; message: string; signature: string; id?: string; signedAt?: string };

/**
 * A proof as the wallet tool makes it (remotes/wallet/…/ownershipMessage.ts), signed for real: this
 * site's Sign-In with Ethereum message naming the user, valid for ten minutes from `issuedAt`.
 */
export async function signedProof(
  userId: string,
  over: { site?: string; chainId?: number; issuedAt?: Date; signer?: PrivateKeyAccount; address?: `0x${string}`; statement?: string } = {},
): Promise<ProofBody> {
  const site = new URL(over.site ?? env.SITE_URL);
  const signer = over.signer ?? PROVER;
  const address = over.address ?? signer.address;
  const chainId = over.chainId ?? 31337;
  const issuedAt = over.issuedAt ?? new Date();
  const message = createSiweMessage({
    domain: site.host,
    uri: site.origin,
    address,
    chainId,
    version: '1',
    nonce: generateSiweNonce(),
    issuedAt,
    expirationTime: new Date(issuedAt.getTime() + 10 * 60_000),
    statement: over.statement ?? `I own this address and add this proof to Coinwatch user ${userId}.`,
  });
  const signature = await signer.signMessage({ message });
  return { address, chainId, message, signature };
}

/** POSTs to the save-proof edge function as the signed-in user, as supabase-js's functions.invoke does. */
export async function sendProof(sb: SupabaseClient, body: unknown): Promise<{ status: number; body: Record<string, unknown> | null }> {
  const token = (await sb.auth.getSession()).data.session?.access_token;
  const res = await api('/functions/v1/save-proof', { method: 'POST', bearer: token, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> | null };
}
