import { type Chain, createPublicClient, type Hex, http, isAddressEqual, recoverMessageAddress } from 'viem';
import { base, foundry, mainnet } from 'viem/chains';
import { createSiweMessage, parseSiweMessage, type SiweMessage } from 'viem/siwe';
import { z } from 'zod';

/** The chains the app offers; a contract wallet's signature is checked on the chain's node. */
const CHAINS: Record<number, Chain> = { [mainnet.id]: mainnet, [base.id]: base, [foundry.id]: { ...foundry, name: 'Devnet' } };
const CHAIN_NAMES = Object.values(CHAINS)
  .map((c) => c.name)
  .join(', ');

/** Clocks differ: the browser dates the message, the server checks it. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** What the wallet tool sends: a new proof, or (with id and signedAt) a removed one put back by Undo. */
export const ProofRequestSchema = z
  .object({
    address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
    chainId: z.number().int().positive(),
    message: z.string().min(1).max(2000),
    signature: z.string().regex(/^0x[0-9a-fA-F]{130,19998}$/),
    id: z.uuid().optional(),
    signedAt: z.iso.datetime({ offset: true }).optional(),
  })
  // A time of signing is the client's word: taken only for a proof put back, never for a new one.
  .refine((p) => (p.id === undefined) === (p.signedAt === undefined));
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
  /**
   * The operator's node for a chain (RPC_URL_<chain id>), for contract wallets' signatures. Never a
   * public one by default: a node that lies would approve any contract wallet's signature.
   */
  rpcUrl: (chainId: number) => string | undefined;
};

const refused = (message: string): ProofCheck => ({ ok: false, message });
const isDate = (date: Date | undefined): date is Date => date instanceof Date && !Number.isNaN(date.getTime());

/**
 * The message's fields, if it is a Sign-In with Ethereum message exactly as createSiweMessage writes
 * one: parsing alone skips what lies around the lines it looks for.
 */
function siweFieldsOf(message: string): SiweMessage | null {
  try {
    const fields = parseSiweMessage(message) as SiweMessage;
    return createSiweMessage(fields) === message ? fields : null;
  } catch {
    return null;
  }
}

/**
 * When the proof was signed: for a new one now, within the message's validity (give or take the
 * clocks' difference); for one put back by Undo, the time it was first saved, which must lie within.
 */
function timeOfSigning(proof: ProofRequest, fields: SiweMessage, now: Date): Date | string {
  const { issuedAt, expirationTime } = fields;
  if (!isDate(issuedAt) || !isDate(expirationTime)) return 'The signed message has no time of issue and expiry.';
  if (proof.signedAt) {
    const signedAt = new Date(proof.signedAt);
    // Saved no later than now, by the server's clock: which may be behind the device's that dated it.
    return signedAt.getTime() <= now.getTime() + CLOCK_SKEW_MS && signedAt >= issuedAt && signedAt <= expirationTime
      ? signedAt
      : 'The proof’s time of signing lies outside the time its message was valid.';
  }
  if (now.getTime() > expirationTime.getTime() + CLOCK_SKEW_MS)
    return 'The signed message has expired. Prove the address again, and sign within the time the wallet shows.';
  if (now.getTime() < issuedAt.getTime() - CLOCK_SKEW_MS)
    return 'The signed message is dated ahead of the server’s clock. Check the date and time of your device, then prove the address again.';
  return new Date(Math.min(Math.max(now.getTime(), issuedAt.getTime()), expirationTime.getTime()));
}

/**
 * Checks an ownership proof as the wallet tool makes it (remotes/wallet/…/ownershipMessage.ts): a
 * Sign-In with Ethereum message for this site, naming this user, the address and the chain, valid
 * when signed, and signed by the address: by its key (no node needed), or for a contract wallet by
 * the wallet's own rule (EIP-1271, EIP-6492 before it is deployed), asked of the chain's node now.
 */
export async function checkProof({ proof, userId, site, now, rpcUrl }: ProofCheckParameters): Promise<ProofCheck> {
  const chain = CHAINS[proof.chainId];
  if (!chain) return refused(`Coinwatch takes proofs on ${CHAIN_NAMES}; the wallet is on chain ${proof.chainId}.`);
  const fields = siweFieldsOf(proof.message);
  if (!fields) return refused('The signed message is not a Sign-In with Ethereum message.');
  if (fields.domain !== site.host || fields.uri !== site.origin || (fields.scheme && `${fields.scheme}:` !== site.protocol))
    return refused(
      `The signed message is for ${fields.domain}, not for ${site.host}: open Coinwatch at ${site.origin} and prove the address there.`,
    );
  if (fields.statement !== `I own this address and add this proof to Coinwatch user ${userId}.`)
    return refused('The signed message adds the address to another Coinwatch user. Sign a new one while signed in as yourself.');
  const address = proof.address as Hex;
  if (!isAddressEqual(fields.address, address)) return refused(`The signed message names another address than ${proof.address}.`);
  if (fields.chainId !== proof.chainId) return refused(`The signed message names chain ${fields.chainId}, not ${chain.name}.`);
  const signedAt = timeOfSigning(proof, fields, now);
  if (typeof signedAt === 'string') return refused(signedAt);

  const message = proof.message;
  const signature = proof.signature as Hex;
  const signer = await recoverMessageAddress({ message, signature }).catch(() => null);
  if (signer && isAddressEqual(signer, address)) return { ok: true, signedAt };
  const notTheAddress = `The signature is not one made by ${proof.address}, so it proves nothing.`;
  const url = rpcUrl(chain.id);
  if (!url)
    return refused(`${notTheAddress} (A contract wallet's signature cannot be checked here: the server has no ${chain.name} node.)`);
  const client = createPublicClient({ chain, transport: http(url, { retryCount: 1 }) });
  const unchecked: ProofCheck = {
    ok: false,
    unchecked: true,
    message: `Coinwatch's server could not check the signature: its ${chain.name} node did not answer. Try again later.`,
  };
  // viem answers "not valid" when the node could not be asked: ask it something first.
  if ((await client.getCode({ address }).catch(() => null)) === null) return unchecked;
  const valid = await client.verifyMessage({ address, message, signature }).catch(() => null);
  if (valid === null) return unchecked;
  return valid ? { ok: true, signedAt } : refused(notTheAddress);
}
