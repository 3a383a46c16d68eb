import { createSiweMessage, generateSiweNonce, parseSiweMessage } from 'viem/siwe';

export type OwnershipMessageParameters = {
  address: `0x${string}`;
  chainId: number;
  /** The Coinwatch user the proof is for: a signature made for one account proves nothing for another. */
  userId: string;
  /** The page's origin: the wallet shows it, and warns when a site asks for another domain's message. */
  origin: string;
  issuedAt: Date;
};

/** How long a signed message may take to come back before it is refused as stale. */
export const OWNERSHIP_MESSAGE_TTL_MS = 10 * 60_000;

/**
 * The message the wallet signs, in Sign-In with Ethereum form (EIP-4361): wallets display it as a
 * sign-in request for this site, bound to address, chain, time and a fresh nonce.
 */
export function ownershipMessage(p: OwnershipMessageParameters): string {
  const origin = new URL(p.origin);
  return createSiweMessage({
    domain: origin.host,
    uri: origin.origin,
    address: p.address,
    chainId: p.chainId,
    version: '1',
    nonce: generateSiweNonce(),
    issuedAt: p.issuedAt,
    expirationTime: new Date(p.issuedAt.getTime() + OWNERSHIP_MESSAGE_TTL_MS),
    statement: `I own this address and add this proof to Coinwatch user ${p.userId}.`,
  });
}

/** When a signed ownership message stops being valid (its Expiration Time), in ms; 0 if it names none. */
export const messageExpiry = (message: string): number => parseSiweMessage(message).expirationTime?.getTime() ?? 0;
