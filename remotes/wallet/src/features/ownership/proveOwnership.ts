import type { ChainConfig } from '@coinwatch/shared';
import { describeRpcFailure, publicClientFor } from '@coinwatch/shared/toolkit';
import type { Address, WalletClient } from 'viem';
import { OWNERSHIP_MESSAGE_TTL_MS, ownershipMessage } from './ownershipMessage.ts';
import type { NewOwnershipProof } from './proofStore.ts';

export class OwnershipNotProvenError extends Error {
  override name = 'OwnershipNotProvenError';
}

/** The signature could not be checked: Coinwatch's node for the chain did not answer. */
export class SignatureNotCheckedError extends Error {
  override name = 'SignatureNotCheckedError';
}

export type ProveOwnershipParameters = {
  wallet: WalletClient;
  account: Address;
  chain: ChainConfig;
  userId: string;
  origin: string;
  now?: () => Date;
  /** Called once the wallet has signed, before the signature is checked. */
  onSigned?: () => void;
};

/**
 * Asks the wallet to sign the ownership message (personal_sign: free, no transaction) and checks
 * the signature against the address with viem: ecrecover for an ordinary account, and EIP-1271 /
 * EIP-6492 on the chain for a contract wallet. Rejects with the wallet's error, with
 * OwnershipNotProvenError when the signature is not the address's, or with SignatureNotCheckedError
 * when the node needed to tell could not be reached.
 */
export async function proveOwnership(p: ProveOwnershipParameters): Promise<NewOwnershipProof> {
  const now = p.now ?? (() => new Date());
  const issuedAt = now();
  const message = ownershipMessage({ address: p.account, chainId: p.chain.id, userId: p.userId, origin: p.origin, issuedAt });
  const signature = await p.wallet.signMessage({ account: p.account, message });
  p.onSigned?.();
  const signedAt = now();
  // The message expires (a hardware wallet left waiting, a prompt forgotten): say so, rather than
  // let the check below call the signature someone else's.
  if (signedAt.getTime() > issuedAt.getTime() + OWNERSHIP_MESSAGE_TTL_MS)
    throw new OwnershipNotProvenError(
      `The request to sign expired: it is valid for ${OWNERSHIP_MESSAGE_TTL_MS / 60_000} minutes. Try again, and sign within that time.`,
    );
  const client = publicClientFor(p.chain);
  const valid = await client.verifySiweMessage({
    message,
    signature,
    address: p.account,
    domain: new URL(p.origin).host,
    time: signedAt,
  });
  if (!valid) {
    // viem answers "not valid" too when the contract-wallet check could not reach the node (only
    // an ordinary account's signature is checked without it): ask the node something, so that an
    // unreachable node is named instead of the signature being called someone else's.
    await client.getCode({ address: p.account }).catch((error: unknown) => {
      throw new SignatureNotCheckedError(
        `Coinwatch could not check the signature: ${describeRpcFailure(p.chain, error, 'Try again when it answers.')}`,
      );
    });
    throw new OwnershipNotProvenError(
      `The wallet's signature is not one made by ${p.account}, so it proves nothing. Check the account selected in your wallet and try again.`,
    );
  }
  return { address: p.account, chainId: p.chain.id, message, signature, signedAt: signedAt.toISOString() };
}
